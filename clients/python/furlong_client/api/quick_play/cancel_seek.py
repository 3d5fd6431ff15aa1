from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.seek import Seek
from ...types import Response


def _get_kwargs(
    seek_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/seeks/{seek_id}".format(
            seek_id=quote(str(seek_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Seek | str | None:
    if response.status_code == 200:
        response_200 = Seek.from_dict(response.json())

        return response_200

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
) -> Response[Problem | Seek | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | Seek | str]:
    """Cancel your waiting seek

     Only the seeking player may cancel (403 `seek.not_yours`). A seek
    already matched stays matched (409 `seek.matched`, with its
    `game_id`): its game is made; leave the seat to walk away.

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek | str]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | Seek | str | None:
    """Cancel your waiting seek

     Only the seeking player may cancel (403 `seek.not_yours`). A seek
    already matched stays matched (409 `seek.matched`, with its
    `game_id`): its game is made; leave the seat to walk away.

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek | str
    """

    return sync_detailed(
        seek_id=seek_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | Seek | str]:
    """Cancel your waiting seek

     Only the seeking player may cancel (403 `seek.not_yours`). A seek
    already matched stays matched (409 `seek.matched`, with its
    `game_id`): its game is made; leave the seat to walk away.

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek | str]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | Seek | str | None:
    """Cancel your waiting seek

     Only the seeking player may cancel (403 `seek.not_yours`). A seek
    already matched stays matched (409 `seek.matched`, with its
    `game_id`): its game is made; leave the seat to walk away.

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek | str
    """

    return (
        await asyncio_detailed(
            seek_id=seek_id,
            client=client,
        )
    ).parsed
