"""The all-games feed (app/all_events.py): every game's public events, as JSON pages or a live feed (Accept:
text/event-stream), from a position a client keeps (`?after=`, or an EventSource's Last-Event-ID)."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator

from flask import Blueprint, Response, request
from marshmallow import Schema, fields, validate

from app.all_events import AllEvents, FeedItem, Position, PositionAhead, PositionGone, checked, head, oldest, page

from . import live
from .context import platform
from .errors import Problem
from .responses import respond

bp = Blueprint("all_events", __name__)
PAGE = 500  # events a live feed reads at a time
MAX_POSITION = 20 * 64  # characters: 64 parts of two 19-digit numbers, and their separators
log = logging.getLogger(__name__)


class AllEventsQuerySchema(Schema):
    """GET /events query."""

    after = fields.String(load_default=None, validate=validate.Length(1, MAX_POSITION))
    limit = fields.Integer(load_default=100, validate=validate.Range(1, 1000))


@bp.get("/events")
def list_all_events() -> Response:
    """Every game's public events after a position (Last-Event-ID, else ?after=; none: from the oldest kept;
    `now`: from the end), oldest first; live with Accept: text/event-stream."""
    query = AllEventsQuerySchema().load(request.args)
    feed = platform().all_events
    try:
        start = starting(feed, query["after"])
    except PositionGone as error:
        raise gone_problem(error) from error
    if live.wants_stream():
        wired = platform()
        poll_s = float(wired.settings["EVENTS_POLL_S"])
        return live.stream_response(
            lambda keepalive, lifetime, retry_ms: feed_after(
                feed, start, keepalive, lifetime, retry_ms, poll_s, wired.failures
            )
        )
    items, at = read_page(feed, start, query["limit"])
    return respond({"events": [item.body() for item in items], "next": at.text()}, 200, {"Vary": "Accept"})


def starting(feed: AllEvents, after: str | None) -> Position | None:
    """Where a read starts: Last-Event-ID if sent, else `after` (None: from the oldest kept); a 400 naming the field
    when it is not a position the feed gave, PositionGone when the feed no longer holds what follows it."""
    header = request.headers.get("Last-Event-ID", "").strip()
    name, given = ("Last-Event-ID", header) if header else ("after", after)
    if given is None:
        return None
    if given == "now" and not header:
        return head(feed)
    try:
        return checked(feed, Position.parse(given, feed.parts))
    except PositionAhead as error:
        raise Problem(400, "Position ahead of the feed", str(error), field=name, rule="events.position") from error
    except ValueError as error:
        raise Problem(400, "Invalid position", f"{name} is not a position of this feed: {error}", field=name) from error


def read_page(feed: AllEvents, start: Position | None, limit: int) -> tuple[list[FeedItem], Position]:
    """A page from `start` (None: the oldest kept, looked at again if the feed trims it meanwhile); a 410 when the
    feed no longer holds what follows a given position."""
    for _ in range(3):
        try:
            return page(feed, start or oldest(feed), limit)
        except PositionGone as error:
            if start is not None:
                raise gone_problem(error) from error
    raise Problem(503, "Feed too busy", "the feed trimmed its oldest events three times while this page was read; "
                  "retry", headers={"Retry-After": "1"})  # fmt: skip


def gone_problem(error: PositionGone) -> Problem:
    """The 410 of a position whose next events were trimmed."""
    detail = f"{error}; start again without a position (from the oldest kept), and read older games by their export"
    return Problem(410, "Position gone", detail, rule="events.gone")


def feed_after(
    feed: AllEvents,
    start: Position | None,
    keepalive: float,
    lifetime: float,
    retry_ms: int,
    poll_s: float,
    failures: tuple[type[Exception], ...] = (),
) -> Iterator[str]:
    """SSE text: every event after `start` (None: from the oldest kept), then each as it is published (looked for
    every `poll_s`); ends after `lifetime` s, when the storage fails, or when the position is gone (the client's
    reconnect, from the last id it got, is then answered 410)."""
    started = time.monotonic()
    deadline, quiet_since = started + lifetime, started
    yield f"retry: {retry_ms}\n\n"  # sends the headers now, and tells EventSource how soon to reconnect
    position: Position | None = start
    while time.monotonic() < deadline:
        try:
            items, position = page(feed, position or oldest(feed), PAGE)
        except PositionGone:
            if position is None:
                continue  # no position yet: trimmed between the look and the read, look again
            return
        except failures as error:  # the storage failed: end cleanly, the client reconnects with Last-Event-ID
            log.warning("the all-games feed ends at %s: %s", position.text() if position else "its start", error)
            return
        for item in items:
            yield message(item)
        if items:
            quiet_since = time.monotonic()
            continue
        if time.monotonic() >= quiet_since + keepalive:
            yield ": keep-alive\n\n"
            quiet_since = time.monotonic()
        time.sleep(max(0.0, min(poll_s, deadline - time.monotonic())))


def message(item: FeedItem) -> str:
    """One SSE message: the position as its id, the event's type as its name."""
    body = item.body()
    return live.sse(body["position"], body["event"]["type"], body)
