from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_document import GameDocument
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    at: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["at"] = at

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/state".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GameDocument | Problem | str | None:
    if response.status_code == 200:
        response_200 = GameDocument.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 414:
        response_414 = cast(str, response.content)
        return response_414

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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
) -> Response[GameDocument | Problem | str]:
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
    at: int | Unset = UNSET,
) -> Response[GameDocument | Problem | str]:
    """Time travel - the game as it was after an event

     The game document as it was right after event `at` (now when `at` is
    absent), its `view` as the caller's seat (or a spectator) could see it
    then. Only the current state (no `at`, or `at` equal to the current
    version) carries an ETag: a past state is not something to send
    commands against.

    Args:
        game_id (str):
        at (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameDocument | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at=at,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
) -> GameDocument | Problem | str | None:
    """Time travel - the game as it was after an event

     The game document as it was right after event `at` (now when `at` is
    absent), its `view` as the caller's seat (or a spectator) could see it
    then. Only the current state (no `at`, or `at` equal to the current
    version) carries an ETag: a past state is not something to send
    commands against.

    Args:
        game_id (str):
        at (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameDocument | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        at=at,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
) -> Response[GameDocument | Problem | str]:
    """Time travel - the game as it was after an event

     The game document as it was right after event `at` (now when `at` is
    absent), its `view` as the caller's seat (or a spectator) could see it
    then. Only the current state (no `at`, or `at` equal to the current
    version) carries an ETag: a past state is not something to send
    commands against.

    Args:
        game_id (str):
        at (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameDocument | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at=at,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
) -> GameDocument | Problem | str | None:
    """Time travel - the game as it was after an event

     The game document as it was right after event `at` (now when `at` is
    absent), its `view` as the caller's seat (or a spectator) could see it
    then. Only the current state (no `at`, or `at` equal to the current
    version) carries an ETag: a past state is not something to send
    commands against.

    Args:
        game_id (str):
        at (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameDocument | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            at=at,
        )
    ).parsed
