from http import HTTPStatus
from io import BytesIO
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import File, Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ratings/export",
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> File | Problem | str | None:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

        return response_200

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
) -> Response[File | Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[File | Problem | str]:
    """Export the ratings log, signed

     Every rating update, oldest first, one JSON object per line: the
    game it rates (`game_id`, `final_version`, `final_hash` of its last
    event), the model and its parameters, each seat's rated player (or
    null), rank, and rating before and after; each update carries the
    previous one's hash and its own. The last line is a checkpoint
    signed by the server's key over the number of updates and the last
    hash (`game_id` `furlong-ratings`). Re-derive every rating offline
    with `python -m audit ratings FILE --games DIR --keys KEYS.json`
    (docs/players.md). Public.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[File | Problem | str]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> File | Problem | str | None:
    """Export the ratings log, signed

     Every rating update, oldest first, one JSON object per line: the
    game it rates (`game_id`, `final_version`, `final_hash` of its last
    event), the model and its parameters, each seat's rated player (or
    null), rank, and rating before and after; each update carries the
    previous one's hash and its own. The last line is a checkpoint
    signed by the server's key over the number of updates and the last
    hash (`game_id` `furlong-ratings`). Re-derive every rating offline
    with `python -m audit ratings FILE --games DIR --keys KEYS.json`
    (docs/players.md). Public.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        File | Problem | str
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[File | Problem | str]:
    """Export the ratings log, signed

     Every rating update, oldest first, one JSON object per line: the
    game it rates (`game_id`, `final_version`, `final_hash` of its last
    event), the model and its parameters, each seat's rated player (or
    null), rank, and rating before and after; each update carries the
    previous one's hash and its own. The last line is a checkpoint
    signed by the server's key over the number of updates and the last
    hash (`game_id` `furlong-ratings`). Re-derive every rating offline
    with `python -m audit ratings FILE --games DIR --keys KEYS.json`
    (docs/players.md). Public.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[File | Problem | str]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> File | Problem | str | None:
    """Export the ratings log, signed

     Every rating update, oldest first, one JSON object per line: the
    game it rates (`game_id`, `final_version`, `final_hash` of its last
    event), the model and its parameters, each seat's rated player (or
    null), rank, and rating before and after; each update carries the
    previous one's hash and its own. The last line is a checkpoint
    signed by the server's key over the number of updates and the last
    hash (`game_id` `furlong-ratings`). Re-derive every rating offline
    with `python -m audit ratings FILE --games DIR --keys KEYS.json`
    (docs/players.md). Public.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        File | Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
