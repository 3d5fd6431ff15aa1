from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...models.ruleset_id import RulesetId
from ...types import UNSET, Response, Unset


def _get_kwargs(
    ruleset: RulesetId,
    *,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/leaderboards/{ruleset}".format(
            ruleset=quote(str(ruleset), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Leaderboard | Problem | str | None:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())

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
) -> Response[Leaderboard | Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset: RulesetId,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[Leaderboard | Problem | str]:
    """A ruleset's leaderboard

     The ruleset's rated players, highest `ordinal` (mu - 3 sigma, a
    conservative estimate) first; a rating from fewer than 10 rated
    games is marked `provisional`. Public.

    Args:
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem | str]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        limit=limit,
        offset=offset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset: RulesetId,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Leaderboard | Problem | str | None:
    """A ruleset's leaderboard

     The ruleset's rated players, highest `ordinal` (mu - 3 sigma, a
    conservative estimate) first; a rating from fewer than 10 rated
    games is marked `provisional`. Public.

    Args:
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem | str
    """

    return sync_detailed(
        ruleset=ruleset,
        client=client,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    ruleset: RulesetId,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[Leaderboard | Problem | str]:
    """A ruleset's leaderboard

     The ruleset's rated players, highest `ordinal` (mu - 3 sigma, a
    conservative estimate) first; a rating from fewer than 10 rated
    games is marked `provisional`. Public.

    Args:
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem | str]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset: RulesetId,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Leaderboard | Problem | str | None:
    """A ruleset's leaderboard

     The ruleset's rated players, highest `ordinal` (mu - 3 sigma, a
    conservative estimate) first; a rating from fewer than 10 rated
    games is marked `provisional`. Public.

    Args:
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem | str
    """

    return (
        await asyncio_detailed(
            ruleset=ruleset,
            client=client,
            limit=limit,
            offset=offset,
        )
    ).parsed
