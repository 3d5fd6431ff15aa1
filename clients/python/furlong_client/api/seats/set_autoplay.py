from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.seat_changed import SeatChanged
from ...models.set_autoplay_body import SetAutoplayBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    seat: int,
    *,
    body: SetAutoplayBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/seats/{seat}/autoplay".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SeatChanged | str | None:
    if response.status_code == 200:
        response_200 = SeatChanged.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[Problem | SeatChanged | str]:
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
    body: SetAutoplayBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SeatChanged | str]:
    """Hand your seat to the basic bot, or take it back

     With `{"on": true}` the basic bot plays the seat whenever it owes a command
    (through the same command path, seeing only the seat's view) until
    `{"on": false}`. The token must hold this seat.

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        body (SetAutoplayBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatChanged | str]
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
    body: SetAutoplayBody,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SeatChanged | str | None:
    """Hand your seat to the basic bot, or take it back

     With `{"on": true}` the basic bot plays the seat whenever it owes a command
    (through the same command path, seeing only the seat's view) until
    `{"on": false}`. The token must hold this seat.

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        body (SetAutoplayBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatChanged | str
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
    body: SetAutoplayBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SeatChanged | str]:
    """Hand your seat to the basic bot, or take it back

     With `{"on": true}` the basic bot plays the seat whenever it owes a command
    (through the same command path, seeing only the seat's view) until
    `{"on": false}`. The token must hold this seat.

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        body (SetAutoplayBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatChanged | str]
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
    body: SetAutoplayBody,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SeatChanged | str | None:
    """Hand your seat to the basic bot, or take it back

     With `{"on": true}` the basic bot plays the seat whenever it owes a command
    (through the same command path, seeing only the seat's view) until
    `{"on": false}`. The token must hold this seat.

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        body (SetAutoplayBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatChanged | str
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
