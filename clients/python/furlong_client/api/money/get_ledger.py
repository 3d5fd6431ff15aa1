from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ledger_document import LedgerDocument
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    seat: int | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 100,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["seat"] = seat

    params["offset"] = offset

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/ledger".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> LedgerDocument | Problem | str | None:
    if response.status_code == 200:
        response_200 = LedgerDocument.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

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
) -> Response[LedgerDocument | Problem | str]:
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
    seat: int | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 100,
) -> Response[LedgerDocument | Problem | str]:
    """Double-entry accounts, balances and the journal (or one seat's statement)

     Every money movement as a journal entry whose postings sum to zero, with
    the event version it comes from. Payout entries name the bet and the
    result they depend on (`refs`, event versions), the rule that priced
    them and the arithmetic (`figures`). Entries of sealed events (a stake)
    are redacted for everyone but their seat until the rules reveal them,
    and balances are summed over what the caller may see. With `seat`, only
    that seat's entries and accounts. The ledger is kept current after every
    append and can be rebuilt from the log at any time (the audit does).

    Args:
        game_id (str):
        seat (int | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LedgerDocument | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        offset=offset,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: int | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 100,
) -> LedgerDocument | Problem | str | None:
    """Double-entry accounts, balances and the journal (or one seat's statement)

     Every money movement as a journal entry whose postings sum to zero, with
    the event version it comes from. Payout entries name the bet and the
    result they depend on (`refs`, event versions), the rule that priced
    them and the arithmetic (`figures`). Entries of sealed events (a stake)
    are redacted for everyone but their seat until the rules reveal them,
    and balances are summed over what the caller may see. With `seat`, only
    that seat's entries and accounts. The ledger is kept current after every
    append and can be rebuilt from the log at any time (the audit does).

    Args:
        game_id (str):
        seat (int | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LedgerDocument | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        seat=seat,
        offset=offset,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: int | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 100,
) -> Response[LedgerDocument | Problem | str]:
    """Double-entry accounts, balances and the journal (or one seat's statement)

     Every money movement as a journal entry whose postings sum to zero, with
    the event version it comes from. Payout entries name the bet and the
    result they depend on (`refs`, event versions), the rule that priced
    them and the arithmetic (`figures`). Entries of sealed events (a stake)
    are redacted for everyone but their seat until the rules reveal them,
    and balances are summed over what the caller may see. With `seat`, only
    that seat's entries and accounts. The ledger is kept current after every
    append and can be rebuilt from the log at any time (the audit does).

    Args:
        game_id (str):
        seat (int | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LedgerDocument | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        offset=offset,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: int | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 100,
) -> LedgerDocument | Problem | str | None:
    """Double-entry accounts, balances and the journal (or one seat's statement)

     Every money movement as a journal entry whose postings sum to zero, with
    the event version it comes from. Payout entries name the bet and the
    result they depend on (`refs`, event versions), the rule that priced
    them and the arithmetic (`figures`). Entries of sealed events (a stake)
    are redacted for everyone but their seat until the rules reveal them,
    and balances are summed over what the caller may see. With `seat`, only
    that seat's entries and accounts. The ledger is kept current after every
    append and can be rebuilt from the log at any time (the audit does).

    Args:
        game_id (str):
        seat (int | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LedgerDocument | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            seat=seat,
            offset=offset,
            limit=limit,
        )
    ).parsed
