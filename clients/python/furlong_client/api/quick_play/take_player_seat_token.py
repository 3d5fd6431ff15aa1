from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.take_player_seat_token_response_201 import TakePlayerSeatTokenResponse201
from ...types import Response


def _get_kwargs(
    game_id: str,
    seat: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/seats/{seat}/token".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | TakePlayerSeatTokenResponse201 | str | None:
    if response.status_code == 201:
        response_201 = TakePlayerSeatTokenResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[Problem | TakePlayerSeatTokenResponse201 | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | TakePlayerSeatTokenResponse201 | str]:
    """A seat token for a seat your player identity holds

     A new bearer token for a seat that records the caller's player
    identity (a seat it was matched into, took at creation or joined),
    for this device; the seat's other tokens keep working. Refused
    (403 `seat.not_yours`) for any other seat, and for a seat that left
    (`seat.left`). Counted against the rate limit of creating games.

    Args:
        game_id (str):
        seat (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TakePlayerSeatTokenResponse201 | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Problem | TakePlayerSeatTokenResponse201 | str | None:
    """A seat token for a seat your player identity holds

     A new bearer token for a seat that records the caller's player
    identity (a seat it was matched into, took at creation or joined),
    for this device; the seat's other tokens keep working. Refused
    (403 `seat.not_yours`) for any other seat, and for a seat that left
    (`seat.left`). Counted against the rate limit of creating games.

    Args:
        game_id (str):
        seat (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TakePlayerSeatTokenResponse201 | str
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | TakePlayerSeatTokenResponse201 | str]:
    """A seat token for a seat your player identity holds

     A new bearer token for a seat that records the caller's player
    identity (a seat it was matched into, took at creation or joined),
    for this device; the seat's other tokens keep working. Refused
    (403 `seat.not_yours`) for any other seat, and for a seat that left
    (`seat.left`). Counted against the rate limit of creating games.

    Args:
        game_id (str):
        seat (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TakePlayerSeatTokenResponse201 | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Problem | TakePlayerSeatTokenResponse201 | str | None:
    """A seat token for a seat your player identity holds

     A new bearer token for a seat that records the caller's player
    identity (a seat it was matched into, took at creation or joined),
    for this device; the seat's other tokens keep working. Refused
    (403 `seat.not_yours`) for any other seat, and for a seat that left
    (`seat.left`). Counted against the rate limit of creating games.

    Args:
        game_id (str):
        seat (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TakePlayerSeatTokenResponse201 | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
        )
    ).parsed
