from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.audit_report import AuditReport
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/audit".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AuditReport | Problem | str | None:
    if response.status_code == 200:
        response_200 = AuditReport.from_dict(response.json())

        return response_200

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
) -> Response[AuditReport | Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[AuditReport | Problem | str]:
    """Re-verify the game from its log

     Re-runs every check from the stored log: the hash chain, the seed
    commitment and every random outcome (once the seed is revealed at the
    end; `pending` before), the commitments of sealed fields, every payout
    re-derived by replaying the log through the rules, and the ledger
    (balanced, equal to the maintained one, standings equal cash).
    `verified` is true only when every check passed.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuditReport | Problem | str]
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
    client: AuthenticatedClient | Client,
) -> AuditReport | Problem | str | None:
    """Re-verify the game from its log

     Re-runs every check from the stored log: the hash chain, the seed
    commitment and every random outcome (once the seed is revealed at the
    end; `pending` before), the commitments of sealed fields, every payout
    re-derived by replaying the log through the rules, and the ledger
    (balanced, equal to the maintained one, standings equal cash).
    `verified` is true only when every check passed.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuditReport | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[AuditReport | Problem | str]:
    """Re-verify the game from its log

     Re-runs every check from the stored log: the hash chain, the seed
    commitment and every random outcome (once the seed is revealed at the
    end; `pending` before), the commitments of sealed fields, every payout
    re-derived by replaying the log through the rules, and the ledger
    (balanced, equal to the maintained one, standings equal cash).
    `verified` is true only when every check passed.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuditReport | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> AuditReport | Problem | str | None:
    """Re-verify the game from its log

     Re-runs every check from the stored log: the hash chain, the seed
    commitment and every random outcome (once the seed is revealed at the
    end; `pending` before), the commitments of sealed fields, every payout
    re-derived by replaying the log through the rules, and the ledger
    (balanced, equal to the maintained one, standings equal cash).
    `verified` is true only when every check passed.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuditReport | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
