"""One Redis reader per process for every live feed: a pubsub subscription that wakes the waiters of a game.

Every append publishes `<game_id> <version>` on CHANNEL (inside the append script, so no extra round trip).
One daemon thread per hub (started on the first wait, ended after IDLE_S without waiters) holds the one
pubsub connection and wakes the waiters of that game. Waiters never hold a connection while idle: they read
their events with a short XRANGE through the shared pool, and of all the waiters of a game woken by one
append only the first reads; the others take the same events from the game's last read (`tail`).

Nothing is missed, because:
- a waiter notes the game's wake count before it looks at the log, and sleeps only until that count moves;
- `known` is a version above which the log holds nothing except appends whose wake is still to come; a
  waiter at or past it skips the read. It is learnt from the published versions and from complete reads;
- when notifications may have been lost (the subscription is (re)confirmed, or the connection failed),
  every game forgets `known` and every waiter is woken to read again;
- a waiter whose time is up reads the log whatever `known` says.
Order and exactly-once still come from versions: a waiter gets a contiguous run after its `after`.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

CHANNEL = "furlong:appended"
POLL_S = 1.0  # how often an idle reader looks whether it still has waiters
IDLE_S = 30.0  # a reader with no waiters for this long closes its connection and ends
RETRY_S = 0.5  # pause before resubscribing after a failed connection
log = logging.getLogger(__name__)


class Versioned(Protocol):
    """An event with its position in its game's log."""

    @property
    def version(self) -> int: ...


E = TypeVar("E", bound=Versioned)


class PubSub(Protocol):
    """The part of redis-py's PubSub (and ClusterPubSub) the hub uses."""

    def subscribe(self, *channels: str) -> Any: ...

    def get_message(self, ignore_subscribe_messages: bool = ..., timeout: float = ...) -> Any: ...

    def close(self) -> Any: ...


class _Game(Generic[E]):
    """The waiters of one game: a wake count, the highest version known to exist, and the last events read."""

    def __init__(self) -> None:
        self.changed = threading.Condition()
        self.reading = threading.Lock()  # one read of the log at a time per game; the others use `tail`
        self.waiters = 0
        self.wakes = 0
        self.epoch = 0  # moves when notifications may have been lost, so a read begun before cannot teach `known`
        self.known: int | None = None
        self.tail: Sequence[E] = ()

    def wake(self, version: int | None) -> None:
        """Wake every waiter: on an append at `version`, or (None) when notifications may have been lost."""
        with self.changed:
            if version is None:
                self.epoch, self.known = self.epoch + 1, None
            else:
                self.known = version if self.known is None else max(self.known, version)
            self.wakes += 1
            self.changed.notify_all()

    def wake_count(self) -> int:
        """How many times the game's waiters were woken so far."""
        with self.changed:
            return self.wakes

    def sleep(self, seen: int, timeout_s: float) -> None:
        """Until the wake count moves past `seen`, or `timeout_s`."""
        with self.changed:
            self.changed.wait_for(lambda: self.wakes != seen, timeout_s)

    def ready(self, after: int, limit: int, trust_known: bool) -> list[E] | None:
        """What can be answered without Redis: nothing when the log is known not to pass `after`, or the tail."""
        with self.changed:
            if trust_known and self.known is not None and after >= self.known:
                return []
            tail = self.tail
            if tail and tail[0].version <= after + 1 <= tail[-1].version:
                return [e for e in tail if e.version > after][:limit]
            return None

    def learn(self, after: int, events: list[E], limit: int, epoch: int) -> None:
        """Keep a read's events for the other waiters; a complete read also tells how far the log goes."""
        with self.changed:
            if events:
                self.tail = events
            if epoch == self.epoch and len(events) < limit:
                top = events[-1].version if events else after
                self.known = top if self.known is None else max(self.known, top)


class FeedHub(Generic[E]):
    """Per process: waiters of many games on one pubsub connection; reads through `read`, never while idle."""

    def __init__(self, open_pubsub: Callable[[], PubSub], idle_s: float = IDLE_S, poll_s: float = POLL_S):
        self._open_pubsub, self._idle_s, self._poll_s = open_pubsub, idle_s, poll_s
        self._lock = threading.Lock()
        self._games: dict[str, _Game[E]] = {}
        self._reader: threading.Thread | None = None
        self._idle_since: float | None = None

    @property
    def reading(self) -> bool:
        """Whether the reader thread (and its connection) is running."""
        with self._lock:
            return self._reader is not None

    def wait(
        self, game_id: str, after: int, timeout_s: float, limit: int, read: Callable[[str, int, int], list[E]]
    ) -> list[E]:
        """The events after `after` (at most `limit`), as soon as there are any, or what the log holds at timeout."""
        deadline = time.monotonic() + timeout_s
        game = self._enter(game_id)
        try:
            while True:
                seen = game.wake_count()
                time_left = deadline - time.monotonic()
                found = self._events(game, game_id, after, limit, read, trust_known=time_left > 0)
                if found or time_left <= 0:
                    return found
                game.sleep(seen, time_left)
        finally:
            self._leave(game_id)

    def _events(
        self,
        game: _Game[E],
        game_id: str,
        after: int,
        limit: int,
        read: Callable[[str, int, int], list[E]],
        trust_known: bool,
    ) -> list[E]:
        ready = game.ready(after, limit, trust_known)
        if ready is not None:
            return ready
        with game.reading:
            ready = game.ready(after, limit, trust_known)
            if ready is not None:
                return ready
            with game.changed:
                epoch = game.epoch
            events = read(game_id, after, limit)
            game.learn(after, events, limit, epoch)
            return events

    def _enter(self, game_id: str) -> _Game[E]:
        with self._lock:
            game = self._games.setdefault(game_id, _Game())
            game.waiters += 1
            if self._reader is None:
                self._reader = threading.Thread(target=self._run, name="furlong-feed-hub", daemon=True)
                self._reader.start()
            return game

    def _leave(self, game_id: str) -> None:
        with self._lock:
            game = self._games[game_id]
            game.waiters -= 1
            if not game.waiters:
                del self._games[game_id]

    def _wake_all(self) -> None:
        with self._lock:
            games = list(self._games.values())
        for game in games:
            game.wake(None)

    def _keep_reading(self) -> bool:
        """Whether the reader goes on; after IDLE_S without waiters it stops (a later wait starts another)."""
        with self._lock:
            now = time.monotonic()
            if self._games:
                self._idle_since = None
            elif self._idle_since is None:
                self._idle_since = now
            elif now - self._idle_since >= self._idle_s:
                self._reader, self._idle_since = None, None
                return False
            return True

    def _run(self) -> None:
        pubsub: PubSub | None = None
        try:
            while self._keep_reading():
                try:
                    if pubsub is None:
                        pubsub = self._open_pubsub()
                        pubsub.subscribe(CHANNEL)
                    message = pubsub.get_message(timeout=self._poll_s)
                    if message is not None:
                        self._dispatch(message)
                except Exception as error:  # any failure: notifications may be lost
                    log.warning("live feed subscription lost, resubscribing: %s", error)
                    self._wake_all()
                    _closed(pubsub)
                    pubsub = None
                    time.sleep(RETRY_S)
        finally:
            _closed(pubsub)
            with self._lock:
                if self._reader is threading.current_thread():
                    self._reader = None  # ended by a surprise: the next wait starts another

    def _dispatch(self, message: dict[str, Any]) -> None:
        """A confirmed (re)subscription wakes everyone (appends before it went unheard); an append, its game."""
        if message.get("type") == "subscribe":
            self._wake_all()
            return
        if message.get("type") != "message":
            return
        parsed = parse_appended(message.get("data"))
        if parsed is None:
            log.warning("unreadable live feed notification %r: waking every waiter", message.get("data"))
            self._wake_all()
            return
        with self._lock:
            game = self._games.get(parsed[0])
        if game is not None:
            game.wake(parsed[1])


def parse_appended(data: Any) -> tuple[str, int] | None:
    """`<game_id> <version>` as published by the append script; None if it is not that."""
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else str(data)
    game_id, _, version = text.rpartition(" ")
    return (game_id, int(version)) if game_id and version.isdigit() else None


def _closed(pubsub: PubSub | None) -> None:
    """Close a subscription, whatever state its connection is in."""
    if pubsub is not None:
        try:
            pubsub.close()
        except Exception as error:  # closing a broken connection may fail; it is dropped anyway
            log.debug("closing the live feed subscription: %s", error)
