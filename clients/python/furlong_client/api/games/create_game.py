from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_game import CreateGame
from ...models.created_game import CreatedGame
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedGame | Problem | str | None:
    if response.status_code == 201:
        response_201 = CreatedGame.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

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
) -> Response[CreatedGame | Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedGame | Problem | str]:
    """Create a game

     Creates a game of a ruleset with 1 to 8 seats (the ruleset's own
    `min_seats`..`max_seats` apply; see `GET /rulesets`). Each seat is
    exactly one of `{"name": ...}` (a human: its token is in the answer,
    and only there), `{"player": true}` (the caller's own seat under its
    player identity, sent in the `Furlong-Player` header: named after the
    player unless it gives a `name`; at most one such seat),
    `{"bot": "random"}` or `{"open": true}` (anyone may join it later).
    A `Furlong-Player` header is checked whenever it is sent (401 if it
    does not verify). The game starts at once when no seat is open; bot
    seats then play until a human owes a command. `version` and `status`
    are those right after creation, before any bot moved.

    Args:
        idempotency_key (str | Unset):
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGame | Problem | str]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
) -> CreatedGame | Problem | str | None:
    """Create a game

     Creates a game of a ruleset with 1 to 8 seats (the ruleset's own
    `min_seats`..`max_seats` apply; see `GET /rulesets`). Each seat is
    exactly one of `{"name": ...}` (a human: its token is in the answer,
    and only there), `{"player": true}` (the caller's own seat under its
    player identity, sent in the `Furlong-Player` header: named after the
    player unless it gives a `name`; at most one such seat),
    `{"bot": "random"}` or `{"open": true}` (anyone may join it later).
    A `Furlong-Player` header is checked whenever it is sent (401 if it
    does not verify). The game starts at once when no seat is open; bot
    seats then play until a human owes a command. `version` and `status`
    are those right after creation, before any bot moved.

    Args:
        idempotency_key (str | Unset):
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGame | Problem | str
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedGame | Problem | str]:
    """Create a game

     Creates a game of a ruleset with 1 to 8 seats (the ruleset's own
    `min_seats`..`max_seats` apply; see `GET /rulesets`). Each seat is
    exactly one of `{"name": ...}` (a human: its token is in the answer,
    and only there), `{"player": true}` (the caller's own seat under its
    player identity, sent in the `Furlong-Player` header: named after the
    player unless it gives a `name`; at most one such seat),
    `{"bot": "random"}` or `{"open": true}` (anyone may join it later).
    A `Furlong-Player` header is checked whenever it is sent (401 if it
    does not verify). The game starts at once when no seat is open; bot
    seats then play until a human owes a command. `version` and `status`
    are those right after creation, before any bot moved.

    Args:
        idempotency_key (str | Unset):
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGame | Problem | str]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
) -> CreatedGame | Problem | str | None:
    """Create a game

     Creates a game of a ruleset with 1 to 8 seats (the ruleset's own
    `min_seats`..`max_seats` apply; see `GET /rulesets`). Each seat is
    exactly one of `{"name": ...}` (a human: its token is in the answer,
    and only there), `{"player": true}` (the caller's own seat under its
    player identity, sent in the `Furlong-Player` header: named after the
    player unless it gives a `name`; at most one such seat),
    `{"bot": "random"}` or `{"open": true}` (anyone may join it later).
    A `Furlong-Player` header is checked whenever it is sent (401 if it
    does not verify). The game starts at once when no seat is open; bot
    seats then play until a human owes a command. `version` and `status`
    are those right after creation, before any bot moved.

    Args:
        idempotency_key (str | Unset):
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGame | Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
