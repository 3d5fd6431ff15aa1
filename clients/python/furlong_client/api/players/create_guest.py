from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.guest import Guest
from ...models.guest_request import GuestRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: GuestRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/players",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Guest | Problem | str | None:
    if response.status_code == 201:
        response_201 = Guest.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[Guest | Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: GuestRequest,
) -> Response[Guest | Problem | str]:
    """Make a guest player identity

     Makes a guest: a player identity that lives on this server, under a
    name, and answers its player token, once (the server keeps only its
    SHA-256). Send the token as the `Furlong-Player` header to create
    games and take seats as this player; its games then list under
    `GET /players/{player_id}/games`. Each call makes a new guest (there
    is nothing to retry: a lost answer costs one unused guest). Counted
    against the same rate limit as creating a game.

    Args:
        body (GuestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Guest | Problem | str]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: GuestRequest,
) -> Guest | Problem | str | None:
    """Make a guest player identity

     Makes a guest: a player identity that lives on this server, under a
    name, and answers its player token, once (the server keeps only its
    SHA-256). Send the token as the `Furlong-Player` header to create
    games and take seats as this player; its games then list under
    `GET /players/{player_id}/games`. Each call makes a new guest (there
    is nothing to retry: a lost answer costs one unused guest). Counted
    against the same rate limit as creating a game.

    Args:
        body (GuestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Guest | Problem | str
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: GuestRequest,
) -> Response[Guest | Problem | str]:
    """Make a guest player identity

     Makes a guest: a player identity that lives on this server, under a
    name, and answers its player token, once (the server keeps only its
    SHA-256). Send the token as the `Furlong-Player` header to create
    games and take seats as this player; its games then list under
    `GET /players/{player_id}/games`. Each call makes a new guest (there
    is nothing to retry: a lost answer costs one unused guest). Counted
    against the same rate limit as creating a game.

    Args:
        body (GuestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Guest | Problem | str]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: GuestRequest,
) -> Guest | Problem | str | None:
    """Make a guest player identity

     Makes a guest: a player identity that lives on this server, under a
    name, and answers its player token, once (the server keeps only its
    SHA-256). Send the token as the `Furlong-Player` header to create
    games and take seats as this player; its games then list under
    `GET /players/{player_id}/games`. Each call makes a new guest (there
    is nothing to retry: a lost answer costs one unused guest). Counted
    against the same rate limit as creating a game.

    Args:
        body (GuestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Guest | Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
