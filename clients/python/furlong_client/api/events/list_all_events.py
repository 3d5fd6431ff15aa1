from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.all_events_page import AllEventsPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
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
        "url": "/events",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AllEventsPage | Problem | str | None:
    if response.status_code == 200:
        response_200 = AllEventsPage.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 410:
        response_410 = Problem.from_dict(response.json())

        return response_410

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
) -> Response[AllEventsPage | Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    accept: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[AllEventsPage | Problem | str]:
    """Every game's public events in one resumable feed (JSON pages or a live feed)

     The all-games feed, like an event store's `$all`: every event of every
    game, as the public (a spectator) may see it when it is published, a
    moment after its append. A sealed field stays hidden (`redacted`);
    read the game's own events once the rules reveal it. The feed keeps
    its latest `EVENTS_FEED_KEEP` events (100,000 by default);
    older ones, and every event of a game archived since, stay readable
    through the game's own routes and export.

    **Positions.** Each item carries the `position` right after it: keep
    the last one and pass it as `after` (or, on the live feed, let an
    EventSource send it as `Last-Event-ID`) to go on with no gap and no
    repeat. A position is one entry id per part of the feed joined by
    `.` (one part on a single Redis; 16 on a Redis Cluster by default), in
    the order the feed chose; a client keeps it whole and never builds
    one. Without a position the feed starts from the oldest event it
    keeps; `after=now` starts from its end. A position whose next events
    were trimmed is a 410 (`events.gone`): nothing is ever skipped
    silently. Each game's events are in the game's order; events of
    different games are in the order they were published.

    **JSON (default).** Up to `limit` items, oldest first, and `next`, the
    position to pass as `after` for the following page (the same position
    when nothing new was published).

    **Live feed (`Accept: text/event-stream`).** Server-Sent Events: the
    items after the starting position, then each new one within about
    half a second of its publication (`EVENTS_POLL_S`); one message per
    item, its `id` the item's position, its `event` the event's type. A
    `: keep-alive` comment follows 15 s without a message; the stream ends
    after 10 minutes (reconnect with `Last-Event-ID`), or when the
    reader's position is trimmed away (its reconnect is answered 410).
    Counts against the client address's live feeds, as a game's does.

    Args:
        after (str | Unset):
        limit (int | Unset):  Default: 100.
        accept (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AllEventsPage | Problem | str]
    """

    kwargs = _get_kwargs(
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
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    accept: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> AllEventsPage | Problem | str | None:
    """Every game's public events in one resumable feed (JSON pages or a live feed)

     The all-games feed, like an event store's `$all`: every event of every
    game, as the public (a spectator) may see it when it is published, a
    moment after its append. A sealed field stays hidden (`redacted`);
    read the game's own events once the rules reveal it. The feed keeps
    its latest `EVENTS_FEED_KEEP` events (100,000 by default);
    older ones, and every event of a game archived since, stay readable
    through the game's own routes and export.

    **Positions.** Each item carries the `position` right after it: keep
    the last one and pass it as `after` (or, on the live feed, let an
    EventSource send it as `Last-Event-ID`) to go on with no gap and no
    repeat. A position is one entry id per part of the feed joined by
    `.` (one part on a single Redis; 16 on a Redis Cluster by default), in
    the order the feed chose; a client keeps it whole and never builds
    one. Without a position the feed starts from the oldest event it
    keeps; `after=now` starts from its end. A position whose next events
    were trimmed is a 410 (`events.gone`): nothing is ever skipped
    silently. Each game's events are in the game's order; events of
    different games are in the order they were published.

    **JSON (default).** Up to `limit` items, oldest first, and `next`, the
    position to pass as `after` for the following page (the same position
    when nothing new was published).

    **Live feed (`Accept: text/event-stream`).** Server-Sent Events: the
    items after the starting position, then each new one within about
    half a second of its publication (`EVENTS_POLL_S`); one message per
    item, its `id` the item's position, its `event` the event's type. A
    `: keep-alive` comment follows 15 s without a message; the stream ends
    after 10 minutes (reconnect with `Last-Event-ID`), or when the
    reader's position is trimmed away (its reconnect is answered 410).
    Counts against the client address's live feeds, as a game's does.

    Args:
        after (str | Unset):
        limit (int | Unset):  Default: 100.
        accept (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AllEventsPage | Problem | str
    """

    return sync_detailed(
        client=client,
        after=after,
        limit=limit,
        accept=accept,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    accept: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[AllEventsPage | Problem | str]:
    """Every game's public events in one resumable feed (JSON pages or a live feed)

     The all-games feed, like an event store's `$all`: every event of every
    game, as the public (a spectator) may see it when it is published, a
    moment after its append. A sealed field stays hidden (`redacted`);
    read the game's own events once the rules reveal it. The feed keeps
    its latest `EVENTS_FEED_KEEP` events (100,000 by default);
    older ones, and every event of a game archived since, stay readable
    through the game's own routes and export.

    **Positions.** Each item carries the `position` right after it: keep
    the last one and pass it as `after` (or, on the live feed, let an
    EventSource send it as `Last-Event-ID`) to go on with no gap and no
    repeat. A position is one entry id per part of the feed joined by
    `.` (one part on a single Redis; 16 on a Redis Cluster by default), in
    the order the feed chose; a client keeps it whole and never builds
    one. Without a position the feed starts from the oldest event it
    keeps; `after=now` starts from its end. A position whose next events
    were trimmed is a 410 (`events.gone`): nothing is ever skipped
    silently. Each game's events are in the game's order; events of
    different games are in the order they were published.

    **JSON (default).** Up to `limit` items, oldest first, and `next`, the
    position to pass as `after` for the following page (the same position
    when nothing new was published).

    **Live feed (`Accept: text/event-stream`).** Server-Sent Events: the
    items after the starting position, then each new one within about
    half a second of its publication (`EVENTS_POLL_S`); one message per
    item, its `id` the item's position, its `event` the event's type. A
    `: keep-alive` comment follows 15 s without a message; the stream ends
    after 10 minutes (reconnect with `Last-Event-ID`), or when the
    reader's position is trimmed away (its reconnect is answered 410).
    Counts against the client address's live feeds, as a game's does.

    Args:
        after (str | Unset):
        limit (int | Unset):  Default: 100.
        accept (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AllEventsPage | Problem | str]
    """

    kwargs = _get_kwargs(
        after=after,
        limit=limit,
        accept=accept,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    accept: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> AllEventsPage | Problem | str | None:
    """Every game's public events in one resumable feed (JSON pages or a live feed)

     The all-games feed, like an event store's `$all`: every event of every
    game, as the public (a spectator) may see it when it is published, a
    moment after its append. A sealed field stays hidden (`redacted`);
    read the game's own events once the rules reveal it. The feed keeps
    its latest `EVENTS_FEED_KEEP` events (100,000 by default);
    older ones, and every event of a game archived since, stay readable
    through the game's own routes and export.

    **Positions.** Each item carries the `position` right after it: keep
    the last one and pass it as `after` (or, on the live feed, let an
    EventSource send it as `Last-Event-ID`) to go on with no gap and no
    repeat. A position is one entry id per part of the feed joined by
    `.` (one part on a single Redis; 16 on a Redis Cluster by default), in
    the order the feed chose; a client keeps it whole and never builds
    one. Without a position the feed starts from the oldest event it
    keeps; `after=now` starts from its end. A position whose next events
    were trimmed is a 410 (`events.gone`): nothing is ever skipped
    silently. Each game's events are in the game's order; events of
    different games are in the order they were published.

    **JSON (default).** Up to `limit` items, oldest first, and `next`, the
    position to pass as `after` for the following page (the same position
    when nothing new was published).

    **Live feed (`Accept: text/event-stream`).** Server-Sent Events: the
    items after the starting position, then each new one within about
    half a second of its publication (`EVENTS_POLL_S`); one message per
    item, its `id` the item's position, its `event` the event's type. A
    `: keep-alive` comment follows 15 s without a message; the stream ends
    after 10 minutes (reconnect with `Last-Event-ID`), or when the
    reader's position is trimmed away (its reconnect is answered 410).
    Counts against the client address's live feeds, as a game's does.

    Args:
        after (str | Unset):
        limit (int | Unset):  Default: 100.
        accept (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AllEventsPage | Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
            after=after,
            limit=limit,
            accept=accept,
            last_event_id=last_event_id,
        )
    ).parsed
