"""The live feed: a game's events as Server-Sent Events, redacted for the caller, as they are appended.

One message per event (`id: <version>`, `event: <type>`, `data: <envelope JSON>` with a signed `checkpoint` of
the log as it stood right after that event), so an
EventSource's `Last-Event-ID` resumes exactly after the last event it got. The generator
waits for new events through the event store port (`EventStore.wait_for_events`: on Redis the process's
one pubsub reader, events/feed_hub.py, wakes it; a waiting stream holds a thread but no Redis connection).
"""

from __future__ import annotations

import functools
import json
import logging
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

from flask import Response, current_app, g, request, stream_with_context

from events.game import Game, fold
from events.lifecycle import GameEnded
from events.store import EventStore
from games.base import Ruleset
from projections.redaction import visible_event

from .checkpoints import event_checkpoint
from .errors import Problem
from .throttle import LEASES

MEDIA_TYPE = "text/event-stream"
DEFAULTS = {"FEED_KEEPALIVE_S": 15.0, "FEED_MAX_LIFETIME_S": 600.0, "FEED_RETRY_MS": 3000, "FEED_MAX_STREAMS": 1152}
HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no", "Vary": "Accept"}
PAGE = 500
LEASE_GRACE_S, FEEDS_RETRY_AFTER_S = 30, 5
MAX_DIGITS = 18  # a version fits in 64 bits; int() refuses more than 4,300 digits anyway
_feeds_lock = threading.Lock()  # guards making an app's LiveFeeds
log = logging.getLogger(__name__)


def wants_stream() -> bool:
    """Whether the request's Accept header prefers the live feed over JSON."""
    return request.accept_mimetypes.best_match(["application/json", MEDIA_TYPE]) == MEDIA_TYPE


def setting(name: str) -> float:
    """A feed setting: app config, then environment, then the default."""
    return float(current_app.config.get(name, os.environ.get(name, DEFAULTS[name])))


def start_version(after: int) -> int:
    """Where the feed starts: Last-Event-ID if sent, else `?after=`."""
    header = request.headers.get("Last-Event-ID", "").strip()
    if not header:
        return after
    if not (header.isascii() and header.isdigit() and len(header) <= MAX_DIGITS):
        raise Problem(
            400,
            "Invalid Last-Event-ID",
            f"Last-Event-ID must be an event version like 12, not {header!r}",
            field="Last-Event-ID",
        )
    return int(header)


def feed_response(game: Game, ruleset: Ruleset, seat: int | None, after: int) -> Response:
    """The streaming response; 204 (EventSource stops reconnecting) when a finished game has nothing after `after`."""
    if game.status == "finished" and after >= game.version:
        return Response(status=204, headers=HEADERS)
    wired = current_app.extensions["furlong"]
    alive = (lambda: wired.saw(game.game_id, seat)) if seat is not None else (lambda: None)
    return stream_response(
        lambda keepalive, lifetime, retry_ms: events_after(
            wired.store, game, ruleset, seat, after, keepalive, lifetime, retry_ms, wired.failures, alive
        )
    )


def stream_response(messages: Callable[[float, float, int], Iterator[str]]) -> Response:
    """A live feed's response: one of its client address's leased feeds and of its process's streams (else a 429
    or a 503), with the SSE text `messages(keepalive_s, lifetime_s, retry_ms)`."""
    keepalive, lifetime = setting("FEED_KEEPALIVE_S"), setting("FEED_MAX_LIFETIME_S")
    leased = lease_for_client(lifetime)
    try:
        release = live_feeds().admit(int(setting("FEED_MAX_STREAMS")))
    except Problem:
        leased()
        raise
    body = stream_with_context(messages(keepalive, lifetime, int(setting("FEED_RETRY_MS"))))
    response = Response(body, mimetype=MEDIA_TYPE, headers=HEADERS)
    response.call_on_close(release)  # the WSGI server always closes the body, however the stream ends
    response.call_on_close(leased)
    return response


def lease_for_client(lifetime_s: float) -> Callable[[], None]:
    """Lease one of the client address's live feeds (FEED_MAX_PER_ADDRESS across every web process), or refuse
    with a 429; returns the lease's release. A lease lapses by itself once a feed's lifetime is over."""
    cap, leases = current_app.extensions.get(LEASES, (0, None))
    subject = g.get("client_subject")
    if not cap or leases is None or subject is None:
        return lambda: None
    feed = uuid.uuid4().hex
    if not leases.take(subject, feed, cap, int((lifetime_s + LEASE_GRACE_S) * 1000)):
        raise Problem(
            429,
            "Too Many Requests",
            f"this client address has {cap} live feeds open (its limit); close one, or retry later",
            headers={"Retry-After": str(FEEDS_RETRY_AFTER_S)},
            rule="rate.feeds",
        )
    return functools.partial(leases.give_back, subject, feed)


def events_after(
    store: EventStore,
    game: Game,
    ruleset: Ruleset,
    seat: int | None,
    after: int,
    keepalive: float,
    lifetime: float,
    retry_ms: int,
    failures: tuple[type[Exception], ...] = (),
    alive: Callable[[], None] = lambda: None,
) -> Iterator[str]:
    """SSE text: every event after `after`, then new ones as appended; ends after GameEnded or `lifetime` s.

    `game` is the game as loaded when the request came in; events newer than it are folded
    in before they are redacted, so each event is redacted with a state at least as new as
    itself (never older: a sealed field is revealed only once the rules say so). `alive()` is called as the feed
    opens and at each keep-alive: its seat's player is here (app/presence.py).
    """
    started = time.monotonic()
    deadline, quiet_since, last = started + lifetime, started, after
    yield f"retry: {retry_ms}\n\n"  # sends the headers now, and tells EventSource how soon to reconnect
    alive()
    while (now := time.monotonic()) < deadline:
        wait_s = max(0.001, min(quiet_since + keepalive, deadline) - now)
        try:
            envelopes = store.wait_for_events(game.game_id, last, wait_s, PAGE)
        except failures as error:  # the storage failed: end cleanly, the client reconnects with Last-Event-ID
            log.warning("live feed of %s ends after version %s: %s", game.game_id, last, error)
            return
        if envelopes:
            for envelope in envelopes:  # each as the rules let the seat see it at its own version
                if envelope.version > game.version:
                    game = fold(game, ruleset, [envelope])
                seat = still_seated(game, seat)
                event = visible_event(envelope, game, ruleset, seat)
                yield message({**event, "checkpoint": event_checkpoint(envelope)})
                last = envelope.version
                if envelope.type == GameEnded.TYPE:
                    return
            quiet_since = time.monotonic()
        elif time.monotonic() >= quiet_since + keepalive:
            yield ": keep-alive\n\n"
            alive()
            quiet_since = time.monotonic()


def still_seated(game: Game, seat: int | None) -> int | None:
    """The seat whose view a feed shows: none once the seat has left (from its `SeatLeft` on, the feed is a
    spectator's, as the token's other requests are refused)."""
    return None if seat is None or game.seats[seat].left else seat


def message(event: dict[str, Any]) -> str:
    """One event's SSE message: its version as the id, its type as the name."""
    return sse(str(event["version"]), event["type"], event)


def sse(message_id: str, name: str, body: dict[str, Any]) -> str:
    """One SSE message; compact JSON never holds a raw newline, so `data` is one line."""
    data = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    return f"id: {message_id}\nevent: {name}\ndata: {data}\n\n"


class LiveFeeds:
    """Per app (so per gunicorn worker process): the count of open feeds."""

    def __init__(self) -> None:
        self.open, self._lock = 0, threading.Lock()

    def admit(self, limit: int):
        """Count one more open feed, or refuse with 503 past `limit` (0: no limit); returns its release."""
        with self._lock:
            if limit and self.open >= limit:
                raise Problem(
                    503,
                    "Too many live feeds",
                    f"this server process already streams {self.open} live feeds (its limit); retry "
                    "shortly, or read the JSON pages of GET /games/{id}/events",
                    headers={"Retry-After": "5"},
                )
            self.open += 1
        released = threading.Event()

        def release() -> None:
            with self._lock:
                if not released.is_set():
                    released.set()
                    self.open -= 1

        return release


def live_feeds() -> LiveFeeds:
    """The app's LiveFeeds, made on first use."""
    with _feeds_lock:
        feeds = current_app.extensions.get("furlong.live")
        if feeds is None:
            feeds = current_app.extensions["furlong.live"] = LiveFeeds()
        return feeds
