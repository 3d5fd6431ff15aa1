from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_presence_response_200 import GetPresenceResponse200
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/presence".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GetPresenceResponse200 | Problem | str | None:
    if response.status_code == 200:
        response_200 = GetPresenceResponse200.from_dict(response.json())

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
) -> Response[GetPresenceResponse200 | Problem | str]:
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
) -> Response[GetPresenceResponse200 | Problem | str]:
    """Whether each human seat's player is here

     For each human seat a person plays (not handed to the bot, not
    left): `connected` (seen in the last 45 s: its live feed marks it as
    it opens and at each keep-alive, its seat token's requests mark it
    too), `gone` (a running game's seat not seen for 120 s, counted from
    the game's creation if never: while it is, each turn it owes is
    timed out at once by the workers' sweep, within 30 s, unless the
    table turned deadlines off; its `TurnTimedOut` says `gone`), and
    `last_seen` (epoch seconds, null if never). Only a running game's
    seats are connected or gone. Public, as at a real table
    (docs/players.md); asked with a seat's token, it marks that seat
    seen (a client's "still here" when it holds no live feed).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPresenceResponse200 | Problem | str]
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
) -> GetPresenceResponse200 | Problem | str | None:
    """Whether each human seat's player is here

     For each human seat a person plays (not handed to the bot, not
    left): `connected` (seen in the last 45 s: its live feed marks it as
    it opens and at each keep-alive, its seat token's requests mark it
    too), `gone` (a running game's seat not seen for 120 s, counted from
    the game's creation if never: while it is, each turn it owes is
    timed out at once by the workers' sweep, within 30 s, unless the
    table turned deadlines off; its `TurnTimedOut` says `gone`), and
    `last_seen` (epoch seconds, null if never). Only a running game's
    seats are connected or gone. Public, as at a real table
    (docs/players.md); asked with a seat's token, it marks that seat
    seen (a client's "still here" when it holds no live feed).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPresenceResponse200 | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[GetPresenceResponse200 | Problem | str]:
    """Whether each human seat's player is here

     For each human seat a person plays (not handed to the bot, not
    left): `connected` (seen in the last 45 s: its live feed marks it as
    it opens and at each keep-alive, its seat token's requests mark it
    too), `gone` (a running game's seat not seen for 120 s, counted from
    the game's creation if never: while it is, each turn it owes is
    timed out at once by the workers' sweep, within 30 s, unless the
    table turned deadlines off; its `TurnTimedOut` says `gone`), and
    `last_seen` (epoch seconds, null if never). Only a running game's
    seats are connected or gone. Public, as at a real table
    (docs/players.md); asked with a seat's token, it marks that seat
    seen (a client's "still here" when it holds no live feed).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPresenceResponse200 | Problem | str]
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
) -> GetPresenceResponse200 | Problem | str | None:
    """Whether each human seat's player is here

     For each human seat a person plays (not handed to the bot, not
    left): `connected` (seen in the last 45 s: its live feed marks it as
    it opens and at each keep-alive, its seat token's requests mark it
    too), `gone` (a running game's seat not seen for 120 s, counted from
    the game's creation if never: while it is, each turn it owes is
    timed out at once by the workers' sweep, within 30 s, unless the
    table turned deadlines off; its `TurnTimedOut` says `gone`), and
    `last_seen` (epoch seconds, null if never). Only a running game's
    seats are connected or gone. Public, as at a real table
    (docs/players.md); asked with a seat's token, it marks that seat
    seen (a client's "still here" when it holds no live feed).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPresenceResponse200 | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
