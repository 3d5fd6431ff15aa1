from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.dispute_by_entry import DisputeByEntry
from ...models.dispute_by_version import DisputeByVersion
from ...models.dispute_report import DisputeReport
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
    *,
    body: DisputeByEntry | DisputeByVersion,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/disputes".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, DisputeByEntry):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DisputeReport | Problem | str | None:
    if response.status_code == 200:
        response_200 = DisputeReport.from_dict(response.json())

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
) -> Response[DisputeReport | Problem | str]:
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
    body: DisputeByEntry | DisputeByVersion,
) -> Response[DisputeReport | Problem | str]:
    """A signed, self-contained report on one payout

     Name one ledger entry (`entry_id`) or the event that produced entries
    (`version`), and optionally give the checkpoints you kept as
    receipts. The report holds the payout's derivation in words and
    figures, the events it depends on and every event after them up to
    a signed head checkpoint (redacted for the caller, hashes intact),
    the receipts' check against the log, the audit's verdict and the
    public keys; it is signed as a whole. Verify it offline with
    `python -m audit REPORT.json --dispute --keys furlong-keys.json`
    (keys pinned once with `python -m audit pin <server URL>`;
    the keys inside the report are never trusted). An entry of a
    sealed event is reported only to its seat until the rules reveal
    it; to others that is a 403.

    Args:
        game_id (str):
        body (DisputeByEntry | DisputeByVersion): Exactly one of `entry_id` (`DisputeByEntry`) and
            `version` (`DisputeByVersion`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DisputeReport | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DisputeByEntry | DisputeByVersion,
) -> DisputeReport | Problem | str | None:
    """A signed, self-contained report on one payout

     Name one ledger entry (`entry_id`) or the event that produced entries
    (`version`), and optionally give the checkpoints you kept as
    receipts. The report holds the payout's derivation in words and
    figures, the events it depends on and every event after them up to
    a signed head checkpoint (redacted for the caller, hashes intact),
    the receipts' check against the log, the audit's verdict and the
    public keys; it is signed as a whole. Verify it offline with
    `python -m audit REPORT.json --dispute --keys furlong-keys.json`
    (keys pinned once with `python -m audit pin <server URL>`;
    the keys inside the report are never trusted). An entry of a
    sealed event is reported only to its seat until the rules reveal
    it; to others that is a 403.

    Args:
        game_id (str):
        body (DisputeByEntry | DisputeByVersion): Exactly one of `entry_id` (`DisputeByEntry`) and
            `version` (`DisputeByVersion`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DisputeReport | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DisputeByEntry | DisputeByVersion,
) -> Response[DisputeReport | Problem | str]:
    """A signed, self-contained report on one payout

     Name one ledger entry (`entry_id`) or the event that produced entries
    (`version`), and optionally give the checkpoints you kept as
    receipts. The report holds the payout's derivation in words and
    figures, the events it depends on and every event after them up to
    a signed head checkpoint (redacted for the caller, hashes intact),
    the receipts' check against the log, the audit's verdict and the
    public keys; it is signed as a whole. Verify it offline with
    `python -m audit REPORT.json --dispute --keys furlong-keys.json`
    (keys pinned once with `python -m audit pin <server URL>`;
    the keys inside the report are never trusted). An entry of a
    sealed event is reported only to its seat until the rules reveal
    it; to others that is a 403.

    Args:
        game_id (str):
        body (DisputeByEntry | DisputeByVersion): Exactly one of `entry_id` (`DisputeByEntry`) and
            `version` (`DisputeByVersion`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DisputeReport | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DisputeByEntry | DisputeByVersion,
) -> DisputeReport | Problem | str | None:
    """A signed, self-contained report on one payout

     Name one ledger entry (`entry_id`) or the event that produced entries
    (`version`), and optionally give the checkpoints you kept as
    receipts. The report holds the payout's derivation in words and
    figures, the events it depends on and every event after them up to
    a signed head checkpoint (redacted for the caller, hashes intact),
    the receipts' check against the log, the audit's verdict and the
    public keys; it is signed as a whole. Verify it offline with
    `python -m audit REPORT.json --dispute --keys furlong-keys.json`
    (keys pinned once with `python -m audit pin <server URL>`;
    the keys inside the report are never trusted). An entry of a
    sealed event is reported only to its seat until the rules reveal
    it; to others that is a 403.

    Args:
        game_id (str):
        body (DisputeByEntry | DisputeByVersion): Exactly one of `entry_id` (`DisputeByEntry`) and
            `version` (`DisputeByVersion`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DisputeReport | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
        )
    ).parsed
