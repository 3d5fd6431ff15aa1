from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.payout_explanation import PayoutExplanation
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
    entry_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/audit/payouts/{entry_id}".format(
            game_id=quote(str(game_id), safe=""),
            entry_id=quote(str(entry_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> PayoutExplanation | Problem | str | None:
    if response.status_code == 200:
        response_200 = PayoutExplanation.from_dict(response.json())

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
) -> Response[PayoutExplanation | Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    entry_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[PayoutExplanation | Problem | str]:
    """One ledger entry explained in plain words

     An entry of a sealed event (a stake) is explained only to its seat
    until the rules reveal it; to others that is a 403.

    Args:
        game_id (str):
        entry_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PayoutExplanation | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        entry_id=entry_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    entry_id: str,
    *,
    client: AuthenticatedClient,
) -> PayoutExplanation | Problem | str | None:
    """One ledger entry explained in plain words

     An entry of a sealed event (a stake) is explained only to its seat
    until the rules reveal it; to others that is a 403.

    Args:
        game_id (str):
        entry_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PayoutExplanation | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        entry_id=entry_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    entry_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[PayoutExplanation | Problem | str]:
    """One ledger entry explained in plain words

     An entry of a sealed event (a stake) is explained only to its seat
    until the rules reveal it; to others that is a 403.

    Args:
        game_id (str):
        entry_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PayoutExplanation | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        entry_id=entry_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    entry_id: str,
    *,
    client: AuthenticatedClient,
) -> PayoutExplanation | Problem | str | None:
    """One ledger entry explained in plain words

     An entry of a sealed event (a stake) is explained only to its seat
    until the rules reveal it; to others that is a 403.

    Args:
        game_id (str):
        entry_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PayoutExplanation | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            entry_id=entry_id,
            client=client,
        )
    ).parsed
