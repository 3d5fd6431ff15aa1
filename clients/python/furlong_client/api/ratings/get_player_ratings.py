from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.player_ratings import PlayerRatings
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    player_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/players/{player_id}/ratings".format(
            player_id=quote(str(player_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> PlayerRatings | Problem | str | None:
    if response.status_code == 200:
        response_200 = PlayerRatings.from_dict(response.json())

        return response_200

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
) -> Response[PlayerRatings | Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[PlayerRatings | Problem | str]:
    """A player's ratings, and their history

     The player's rating in each ruleset it has a rated game of, and
    its rating after each rated game, oldest first (`n` is the update's
    number in the ratings log). Bot levels are rated players too
    (`b_random`, `b_basic`, `b_expert`). Public.

    Args:
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerRatings | Problem | str]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> PlayerRatings | Problem | str | None:
    """A player's ratings, and their history

     The player's rating in each ruleset it has a rated game of, and
    its rating after each rated game, oldest first (`n` is the update's
    number in the ratings log). Bot levels are rated players too
    (`b_random`, `b_basic`, `b_expert`). Public.

    Args:
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerRatings | Problem | str
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[PlayerRatings | Problem | str]:
    """A player's ratings, and their history

     The player's rating in each ruleset it has a rated game of, and
    its rating after each rated game, oldest first (`n` is the update's
    number in the ratings log). Bot levels are rated players too
    (`b_random`, `b_basic`, `b_expert`). Public.

    Args:
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerRatings | Problem | str]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> PlayerRatings | Problem | str | None:
    """A player's ratings, and their history

     The player's rating in each ruleset it has a rated game of, and
    its rating after each rated game, oldest first (`n` is the update's
    number in the ratings log). Bot levels are rated players too
    (`b_random`, `b_basic`, `b_expert`). Public.

    Args:
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerRatings | Problem | str
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
        )
    ).parsed
