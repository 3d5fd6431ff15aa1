from http import HTTPStatus
from io import BytesIO
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import File, Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/export".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> File | Problem | str | None:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

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
) -> Response[File | Problem | str]:
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
) -> Response[File | Problem | str]:
    """The whole log as NDJSON, for offline verification

     One stored event envelope per line, unredacted, oldest first. Anyone
    may export a finished game; a game still open or running holds sealed
    information, so only the admin token (`Authorization: Bearer
    <FURLONG_ADMIN_TOKEN>`, configured by environment) may export it.
    The last line is not an event but the server's signed checkpoint of
    the log's last event, `{"checkpoint": {...}}` (see `Checkpoint`).
    Verify offline with `python -m audit FILE.ndjson --keys
    furlong-keys.json` (keys pinned once with `python -m audit
    pin <server URL>`), and
    hold your kept receipts against it with `--receipts RECEIPTS.json`.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[File | Problem | str]
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
) -> File | Problem | str | None:
    """The whole log as NDJSON, for offline verification

     One stored event envelope per line, unredacted, oldest first. Anyone
    may export a finished game; a game still open or running holds sealed
    information, so only the admin token (`Authorization: Bearer
    <FURLONG_ADMIN_TOKEN>`, configured by environment) may export it.
    The last line is not an event but the server's signed checkpoint of
    the log's last event, `{"checkpoint": {...}}` (see `Checkpoint`).
    Verify offline with `python -m audit FILE.ndjson --keys
    furlong-keys.json` (keys pinned once with `python -m audit
    pin <server URL>`), and
    hold your kept receipts against it with `--receipts RECEIPTS.json`.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        File | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[File | Problem | str]:
    """The whole log as NDJSON, for offline verification

     One stored event envelope per line, unredacted, oldest first. Anyone
    may export a finished game; a game still open or running holds sealed
    information, so only the admin token (`Authorization: Bearer
    <FURLONG_ADMIN_TOKEN>`, configured by environment) may export it.
    The last line is not an event but the server's signed checkpoint of
    the log's last event, `{"checkpoint": {...}}` (see `Checkpoint`).
    Verify offline with `python -m audit FILE.ndjson --keys
    furlong-keys.json` (keys pinned once with `python -m audit
    pin <server URL>`), and
    hold your kept receipts against it with `--receipts RECEIPTS.json`.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[File | Problem | str]
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
) -> File | Problem | str | None:
    """The whole log as NDJSON, for offline verification

     One stored event envelope per line, unredacted, oldest first. Anyone
    may export a finished game; a game still open or running holds sealed
    information, so only the admin token (`Authorization: Bearer
    <FURLONG_ADMIN_TOKEN>`, configured by environment) may export it.
    The last line is not an event but the server's signed checkpoint of
    the log's last event, `{"checkpoint": {...}}` (see `Checkpoint`).
    Verify offline with `python -m audit FILE.ndjson --keys
    furlong-keys.json` (keys pinned once with `python -m audit
    pin <server URL>`), and
    hold your kept receipts against it with `--receipts RECEIPTS.json`.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        File | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
