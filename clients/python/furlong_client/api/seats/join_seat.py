from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.join import Join
from ...models.joined import Joined
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    seat: int,
    *,
    body: Join,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/seats/{seat}/join".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Joined | Problem | str | None:
    if response.status_code == 201:
        response_201 = Joined.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

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
) -> Response[Joined | Problem | str]:
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
    body: Join,
    idempotency_key: str | Unset = UNSET,
) -> Response[Joined | Problem | str]:
    """Claim an open seat

     Claims an open seat under a name and answers its bearer token, once.
    No token is needed. With a `Furlong-Player` header the seat is the
    player identity's (recorded in `SeatJoined`; named after the player
    unless `name` is given; one seat per player per game, else `Rule
    broken` `seat.player_seated`); a header that does not verify is a 401.
    The game starts when the last open seat is claimed (bots then play
    until a human owes a command).

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        body (Join): The seat's `name` is required unless a `Furlong-Player` header names the
            player (its name).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Joined | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        body=body,
        idempotency_key=idempotency_key,
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
    body: Join,
    idempotency_key: str | Unset = UNSET,
) -> Joined | Problem | str | None:
    """Claim an open seat

     Claims an open seat under a name and answers its bearer token, once.
    No token is needed. With a `Furlong-Player` header the seat is the
    player identity's (recorded in `SeatJoined`; named after the player
    unless `name` is given; one seat per player per game, else `Rule
    broken` `seat.player_seated`); a header that does not verify is a 401.
    The game starts when the last open seat is claimed (bots then play
    until a human owes a command).

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        body (Join): The seat's `name` is required unless a `Furlong-Player` header names the
            player (its name).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Joined | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: Join,
    idempotency_key: str | Unset = UNSET,
) -> Response[Joined | Problem | str]:
    """Claim an open seat

     Claims an open seat under a name and answers its bearer token, once.
    No token is needed. With a `Furlong-Player` header the seat is the
    player identity's (recorded in `SeatJoined`; named after the player
    unless `name` is given; one seat per player per game, else `Rule
    broken` `seat.player_seated`); a header that does not verify is a 401.
    The game starts when the last open seat is claimed (bots then play
    until a human owes a command).

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        body (Join): The seat's `name` is required unless a `Furlong-Player` header names the
            player (its name).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Joined | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: Join,
    idempotency_key: str | Unset = UNSET,
) -> Joined | Problem | str | None:
    """Claim an open seat

     Claims an open seat under a name and answers its bearer token, once.
    No token is needed. With a `Furlong-Player` header the seat is the
    player identity's (recorded in `SeatJoined`; named after the player
    unless `name` is given; one seat per player per game, else `Rule
    broken` `seat.player_seated`); a header that does not verify is a 401.
    The game starts when the last open seat is claimed (bots then play
    until a human owes a command).

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        body (Join): The seat's `name` is required unless a `Furlong-Player` header names the
            player (its name).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Joined | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
