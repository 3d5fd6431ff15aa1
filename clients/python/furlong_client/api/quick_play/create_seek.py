from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.seek import Seek
from ...models.seek_request import SeekRequest
from ...types import Response


def _get_kwargs(
    *,
    body: SeekRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/seeks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Seek | str | None:
    if response.status_code == 200:
        response_200 = Seek.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = Seek.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[Problem | Seek | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SeekRequest,
) -> Response[Problem | Seek | str]:
    """Seek a game

     Seeks a game of `ruleset` with `seats` seats and `options` as the
    caller's player identity. Seekers of the same ruleset, seat count
    and options (defaults filled) are matched into a game as soon as
    enough wait, first come first served, each within the others'
    `rating_window` (around each seeker's `ordinal` in the ruleset when
    it sought; absent: anyone). With `bots_after_s`, a seeker who has
    waited that long is seated with the waiting seekers who allow bots
    too, and `basic` bots fill the table. A player waits in one seek at
    a time: the same seek again answers the waiting one (200; a retry is
    safe), another is a 409 `seek.already_waiting`. The answer may
    already be `matched`: then `game_id` and `seat` say where; take the
    seat's token with `POST /games/{game_id}/seats/{seat}/token`.
    Counted against the rate limit of creating games.

    Args:
        body (SeekRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek | str]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: SeekRequest,
) -> Problem | Seek | str | None:
    """Seek a game

     Seeks a game of `ruleset` with `seats` seats and `options` as the
    caller's player identity. Seekers of the same ruleset, seat count
    and options (defaults filled) are matched into a game as soon as
    enough wait, first come first served, each within the others'
    `rating_window` (around each seeker's `ordinal` in the ruleset when
    it sought; absent: anyone). With `bots_after_s`, a seeker who has
    waited that long is seated with the waiting seekers who allow bots
    too, and `basic` bots fill the table. A player waits in one seek at
    a time: the same seek again answers the waiting one (200; a retry is
    safe), another is a 409 `seek.already_waiting`. The answer may
    already be `matched`: then `game_id` and `seat` say where; take the
    seat's token with `POST /games/{game_id}/seats/{seat}/token`.
    Counted against the rate limit of creating games.

    Args:
        body (SeekRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek | str
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SeekRequest,
) -> Response[Problem | Seek | str]:
    """Seek a game

     Seeks a game of `ruleset` with `seats` seats and `options` as the
    caller's player identity. Seekers of the same ruleset, seat count
    and options (defaults filled) are matched into a game as soon as
    enough wait, first come first served, each within the others'
    `rating_window` (around each seeker's `ordinal` in the ruleset when
    it sought; absent: anyone). With `bots_after_s`, a seeker who has
    waited that long is seated with the waiting seekers who allow bots
    too, and `basic` bots fill the table. A player waits in one seek at
    a time: the same seek again answers the waiting one (200; a retry is
    safe), another is a 409 `seek.already_waiting`. The answer may
    already be `matched`: then `game_id` and `seat` say where; take the
    seat's token with `POST /games/{game_id}/seats/{seat}/token`.
    Counted against the rate limit of creating games.

    Args:
        body (SeekRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek | str]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SeekRequest,
) -> Problem | Seek | str | None:
    """Seek a game

     Seeks a game of `ruleset` with `seats` seats and `options` as the
    caller's player identity. Seekers of the same ruleset, seat count
    and options (defaults filled) are matched into a game as soon as
    enough wait, first come first served, each within the others'
    `rating_window` (around each seeker's `ordinal` in the ruleset when
    it sought; absent: anyone). With `bots_after_s`, a seeker who has
    waited that long is seated with the waiting seekers who allow bots
    too, and `basic` bots fill the table. A player waits in one seek at
    a time: the same seek again answers the waiting one (200; a retry is
    safe), another is a 409 `seek.already_waiting`. The answer may
    already be `matched`: then `game_id` and `seat` say where; take the
    seat's token with `POST /games/{game_id}/seats/{seat}/token`.
    Counted against the rate limit of creating games.

    Args:
        body (SeekRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek | str
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
