from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.events_page import EventsPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    accept: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept, Unset):
        headers["Accept"] = accept

    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/events".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | EventsPage | Problem | str | None:
    if response.status_code == 200:
        response_200 = EventsPage.from_dict(response.json())

        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[Any | EventsPage | Problem | str]:
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
    after: int | Unset = 0,
    limit: int | Unset = 500,
    accept: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | EventsPage | Problem | str]:
    """The game's events after a version, redacted for the caller (JSON pages or a live feed)

     **JSON (default).** Up to `limit` events with a version greater than
    `after`, oldest first, as the caller may see them now. Page on by
    passing the last event's version as `after`; `version` is the game's
    current version.

    **Live feed (`Accept: text/event-stream`).** Server-Sent Events: first
    every event after the starting version, then each new event as it is
    appended, redacted for the caller like the JSON pages (a sealed field
    stays hidden until the rules reveal it; an event is sent once, as it
    may be seen when sent, so re-read the JSON pages after a reveal for the
    full sealed events). The starting version is the `Last-Event-ID`
    header if sent, else `after` (`limit` is ignored); JSON pages start
    from `Last-Event-ID` the same way. Each event is one
    message whose `id` is its version, so an EventSource that reconnects
    resumes with no gap and no repeat. A `: keep-alive` comment is sent
    after 15 s without a message. The stream ends after the game's
    `GameEnded` event, and in any case after 10 minutes (reconnect with
    `Last-Event-ID`). Errors (400, 401, 404, 422, 503) are answered
    before the stream starts. For a finished game with nothing after the starting
    version the answer is 204 No Content, which tells an EventSource to
    stop reconnecting.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        accept (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EventsPage | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        limit=limit,
        accept=accept,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    accept: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Any | EventsPage | Problem | str | None:
    """The game's events after a version, redacted for the caller (JSON pages or a live feed)

     **JSON (default).** Up to `limit` events with a version greater than
    `after`, oldest first, as the caller may see them now. Page on by
    passing the last event's version as `after`; `version` is the game's
    current version.

    **Live feed (`Accept: text/event-stream`).** Server-Sent Events: first
    every event after the starting version, then each new event as it is
    appended, redacted for the caller like the JSON pages (a sealed field
    stays hidden until the rules reveal it; an event is sent once, as it
    may be seen when sent, so re-read the JSON pages after a reveal for the
    full sealed events). The starting version is the `Last-Event-ID`
    header if sent, else `after` (`limit` is ignored); JSON pages start
    from `Last-Event-ID` the same way. Each event is one
    message whose `id` is its version, so an EventSource that reconnects
    resumes with no gap and no repeat. A `: keep-alive` comment is sent
    after 15 s without a message. The stream ends after the game's
    `GameEnded` event, and in any case after 10 minutes (reconnect with
    `Last-Event-ID`). Errors (400, 401, 404, 422, 503) are answered
    before the stream starts. For a finished game with nothing after the starting
    version the answer is 204 No Content, which tells an EventSource to
    stop reconnecting.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        accept (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EventsPage | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        limit=limit,
        accept=accept,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    accept: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | EventsPage | Problem | str]:
    """The game's events after a version, redacted for the caller (JSON pages or a live feed)

     **JSON (default).** Up to `limit` events with a version greater than
    `after`, oldest first, as the caller may see them now. Page on by
    passing the last event's version as `after`; `version` is the game's
    current version.

    **Live feed (`Accept: text/event-stream`).** Server-Sent Events: first
    every event after the starting version, then each new event as it is
    appended, redacted for the caller like the JSON pages (a sealed field
    stays hidden until the rules reveal it; an event is sent once, as it
    may be seen when sent, so re-read the JSON pages after a reveal for the
    full sealed events). The starting version is the `Last-Event-ID`
    header if sent, else `after` (`limit` is ignored); JSON pages start
    from `Last-Event-ID` the same way. Each event is one
    message whose `id` is its version, so an EventSource that reconnects
    resumes with no gap and no repeat. A `: keep-alive` comment is sent
    after 15 s without a message. The stream ends after the game's
    `GameEnded` event, and in any case after 10 minutes (reconnect with
    `Last-Event-ID`). Errors (400, 401, 404, 422, 503) are answered
    before the stream starts. For a finished game with nothing after the starting
    version the answer is 204 No Content, which tells an EventSource to
    stop reconnecting.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        accept (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EventsPage | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        limit=limit,
        accept=accept,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    accept: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Any | EventsPage | Problem | str | None:
    """The game's events after a version, redacted for the caller (JSON pages or a live feed)

     **JSON (default).** Up to `limit` events with a version greater than
    `after`, oldest first, as the caller may see them now. Page on by
    passing the last event's version as `after`; `version` is the game's
    current version.

    **Live feed (`Accept: text/event-stream`).** Server-Sent Events: first
    every event after the starting version, then each new event as it is
    appended, redacted for the caller like the JSON pages (a sealed field
    stays hidden until the rules reveal it; an event is sent once, as it
    may be seen when sent, so re-read the JSON pages after a reveal for the
    full sealed events). The starting version is the `Last-Event-ID`
    header if sent, else `after` (`limit` is ignored); JSON pages start
    from `Last-Event-ID` the same way. Each event is one
    message whose `id` is its version, so an EventSource that reconnects
    resumes with no gap and no repeat. A `: keep-alive` comment is sent
    after 15 s without a message. The stream ends after the game's
    `GameEnded` event, and in any case after 10 minutes (reconnect with
    `Last-Event-ID`). Errors (400, 401, 404, 422, 503) are answered
    before the stream starts. For a finished game with nothing after the starting
    version the answer is 204 No Content, which tells an EventSource to
    stop reconnecting.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        accept (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EventsPage | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            limit=limit,
            accept=accept,
            last_event_id=last_event_id,
        )
    ).parsed
