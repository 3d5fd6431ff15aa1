from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.explanations import Explanations
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/explanations".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Explanations | Problem | str | None:
    if response.status_code == 200:
        response_200 = Explanations.from_dict(response.json())

        return response_200

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 414:
        response_414 = cast(str, response.content)
        return response_414

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Explanations | Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Explanations | Problem | str]:
    """What the expert bots weighed at each decision, once the game is over

     For each decision of an `expert` bot seat, by the version of the
    command it chose: the options it weighed (at most 12 command bodies)
    with the playouts each got and its estimated value (its mean score,
    1 for first place, in playouts from states sampled from what its seat
    saw). Shown to everyone once the game is finished, since what a bot
    weighed rests on its hand and sealed bets; before that only to the
    admin token (403, `explanations.sealed`). Kept while the game is in
    Redis: a game archived since (docs/archive.md) answers an empty list.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Explanations | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Explanations | Problem | str | None:
    """What the expert bots weighed at each decision, once the game is over

     For each decision of an `expert` bot seat, by the version of the
    command it chose: the options it weighed (at most 12 command bodies)
    with the playouts each got and its estimated value (its mean score,
    1 for first place, in playouts from states sampled from what its seat
    saw). Shown to everyone once the game is finished, since what a bot
    weighed rests on its hand and sealed bets; before that only to the
    admin token (403, `explanations.sealed`). Kept while the game is in
    Redis: a game archived since (docs/archive.md) answers an empty list.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Explanations | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Explanations | Problem | str]:
    """What the expert bots weighed at each decision, once the game is over

     For each decision of an `expert` bot seat, by the version of the
    command it chose: the options it weighed (at most 12 command bodies)
    with the playouts each got and its estimated value (its mean score,
    1 for first place, in playouts from states sampled from what its seat
    saw). Shown to everyone once the game is finished, since what a bot
    weighed rests on its hand and sealed bets; before that only to the
    admin token (403, `explanations.sealed`). Kept while the game is in
    Redis: a game archived since (docs/archive.md) answers an empty list.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Explanations | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Explanations | Problem | str | None:
    """What the expert bots weighed at each decision, once the game is over

     For each decision of an `expert` bot seat, by the version of the
    command it chose: the options it weighed (at most 12 command bodies)
    with the playouts each got and its estimated value (its mean score,
    1 for first place, in playouts from states sampled from what its seat
    saw). Shown to everyone once the game is finished, since what a bot
    weighed rests on its hand and sealed bets; before that only to the
    admin token (403, `explanations.sealed`). Kept while the game is in
    Redis: a game archived since (docs/archive.md) answers an empty list.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Explanations | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
