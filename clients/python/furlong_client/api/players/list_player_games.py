from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_status import GameStatus
from ...models.player_games import PlayerGames
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: str,
    *,
    ruleset: str | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["ruleset"] = ruleset

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/players/{player_id}/games".format(
            player_id=quote(str(player_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> PlayerGames | Problem | str | None:
    if response.status_code == 200:
        response_200 = PlayerGames.from_dict(response.json())

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
) -> Response[PlayerGames | Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> Response[PlayerGames | Problem | str]:
    """Every game a player sat in

     The player's games, newest created first, a page at a time: those
    still in Redis (from the lobby) and, once finished games are
    archived, those in the archive's index per player. Each is the
    game's public lobby summary with the player's `seat` and, once the
    game ended, its `result` (money and rank); nothing sealed. Public:
    anyone may read any player's games (docs/players.md says what that
    means for privacy). Pass `next_cursor` back as `cursor` for the next
    page; it is null on the last.

    Args:
        player_id (str):
        ruleset (str | Unset):
        status (GameStatus | Unset): `open` until every seat is filled, `running` until the rules
            say the game is over, then `finished`.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerGames | Problem | str]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        ruleset=ruleset,
        status=status,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> PlayerGames | Problem | str | None:
    """Every game a player sat in

     The player's games, newest created first, a page at a time: those
    still in Redis (from the lobby) and, once finished games are
    archived, those in the archive's index per player. Each is the
    game's public lobby summary with the player's `seat` and, once the
    game ended, its `result` (money and rank); nothing sealed. Public:
    anyone may read any player's games (docs/players.md says what that
    means for privacy). Pass `next_cursor` back as `cursor` for the next
    page; it is null on the last.

    Args:
        player_id (str):
        ruleset (str | Unset):
        status (GameStatus | Unset): `open` until every seat is filled, `running` until the rules
            say the game is over, then `finished`.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerGames | Problem | str
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        ruleset=ruleset,
        status=status,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> Response[PlayerGames | Problem | str]:
    """Every game a player sat in

     The player's games, newest created first, a page at a time: those
    still in Redis (from the lobby) and, once finished games are
    archived, those in the archive's index per player. Each is the
    game's public lobby summary with the player's `seat` and, once the
    game ended, its `result` (money and rank); nothing sealed. Public:
    anyone may read any player's games (docs/players.md says what that
    means for privacy). Pass `next_cursor` back as `cursor` for the next
    page; it is null on the last.

    Args:
        player_id (str):
        ruleset (str | Unset):
        status (GameStatus | Unset): `open` until every seat is filled, `running` until the rules
            say the game is over, then `finished`.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerGames | Problem | str]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        ruleset=ruleset,
        status=status,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> PlayerGames | Problem | str | None:
    """Every game a player sat in

     The player's games, newest created first, a page at a time: those
    still in Redis (from the lobby) and, once finished games are
    archived, those in the archive's index per player. Each is the
    game's public lobby summary with the player's `seat` and, once the
    game ended, its `result` (money and rank); nothing sealed. Public:
    anyone may read any player's games (docs/players.md says what that
    means for privacy). Pass `next_cursor` back as `cursor` for the next
    page; it is null on the last.

    Args:
        player_id (str):
        ruleset (str | Unset):
        status (GameStatus | Unset): `open` until every seat is filled, `running` until the rules
            say the game is over, then `finished`.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerGames | Problem | str
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            ruleset=ruleset,
            status=status,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
