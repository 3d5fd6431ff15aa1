"""The all-games feed (issue 43): every game's public events in one resumable feed, like KurrentDB's `$all`.

Each game's events are published, as the public sees them when they are published, to one of the feed's parts (a
stream per part, chosen by the game's id: one part on a single Redis, several on a cluster so that no one key is
hot), by the workers, off the requests' path (workers/feed_publisher.py). A part holds a game's events in the
game's order, each exactly once: a game's publish goes through only if the part has fed the game exactly up to
where the publish starts (`AllEvents.publish`), so retries, racing processes and the catch-ups (the workers' sweep,
and before a game is archived) never add an event twice or leave a gap. A reader's position is the last entry it
read in each part; resuming from it misses nothing and repeats nothing. A part keeps its latest EVENTS_FEED_KEEP
entries: a position older than that is gone (a 410), never silently skipped.
"""

from __future__ import annotations

import json
import re
import threading
import time
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from events.envelope import Envelope
from events.game import Game
from events.store import EventStore
from games.base import Ruleset
from projections.redaction import visible_event

START = "0-0"  # before a part's first entry
ENTRY_ID = re.compile(r"[0-9]{1,19}-[0-9]{1,19}")
BATCH = 200  # events a catch-up publishes at a time
FED_KEPT_S = 86_400  # how long an archived game's fed mark is kept (nothing publishes an archived game)


class PositionGone(Exception):
    """A position older than what the feed keeps: events after it were trimmed."""


class PositionAhead(ValueError):
    """A position past the end of the feed: no part ever held such an entry."""


def order(entry_id: str) -> tuple[int, int]:
    """An entry id's place in its part."""
    ms, seq = entry_id.split("-")
    return int(ms), int(seq)


@dataclass(frozen=True)
class Position:
    """Where a reader stands: the last entry it read in each part."""

    parts: tuple[str, ...]

    @classmethod
    def start(cls, parts: int) -> Position:
        """Before everything the feed holds."""
        return cls((START,) * parts)

    @classmethod
    def parse(cls, text: str, parts: int) -> Position:
        """A position as a client sends it back; ValueError when it is not one of this feed's."""
        found = tuple(text.split("."))
        if len(found) != parts or not all(ENTRY_ID.fullmatch(part) for part in found):
            example = ".".join(["1732860000000-0"] * parts)
            raise ValueError(f"a position of this feed is {parts} entry ids joined by '.', like {example}")
        return cls(found)

    def text(self) -> str:
        """The position as the feed gives it."""
        return ".".join(self.parts)

    def moved(self, part: int, entry_id: str) -> Position:
        """The position after reading `entry_id` of `part`."""
        return Position((*self.parts[:part], entry_id, *self.parts[part + 1 :]))


@dataclass(frozen=True)
class FeedItem:
    """One event of the feed and the position right after it; `record` is its JSON text as published."""

    position: Position
    record: str

    def body(self) -> dict[str, Any]:
        """The item as an answer shows it."""
        return {"position": self.position.text(), **json.loads(self.record)}


class AllEvents(Protocol):
    """The feed's parts: each an append-only, trimmed stream of published events, with what each game has fed."""

    parts: int

    def fed(self, game_id: str) -> int:
        """The game's last version published (0: none)."""
        ...

    def publish(self, game_id: str, after: int, records: Sequence[str]) -> int:
        """Append the records (versions after+1, after+2, ...) to the game's part if it has fed the game exactly up
        to `after`, else nothing; the game's fed version after the call."""
        ...

    def forget(self, game_id: str) -> None:
        """The game left Redis for the archive: its fed mark lapses FED_KEPT_S later (it is kept while the game is
        in Redis, however long, so that nothing publishes it twice)."""
        ...

    def read(self, afters: Sequence[str], limit: int) -> list[list[tuple[str, str]]]:
        """For each part, up to `limit` of its entries after the entry id `afters[part]`, oldest first: (entry id,
        record); all parts in one go. PositionGone if a part trimmed entries after its `after` (checked after
        reading: nothing was skipped)."""
        ...

    def bounds(self) -> list[tuple[str, str]]:
        """Each part's last trimmed entry id and its last entry id (each START when none), all in one go."""
        ...

    def lead(self, holder: str, ttl_ms: int) -> bool:
        """Take or renew the lead of publishing for `ttl_ms`; whether `holder` leads."""
        ...


def part_of(game_id: str, parts: int) -> int:
    """The part a game's events go to."""
    return zlib.crc32(game_id.encode("utf-8")) % parts


def later(a: str, b: str) -> bool:
    """Whether entry id `a` comes after `b`."""
    return order(a) > order(b)


def checked(feed: AllEvents, position: Position) -> Position:
    """The position, unless a part of it is past the end of the feed (PositionAhead: not a position it gave) or
    before what it keeps (PositionGone)."""
    for part, (after, (trimmed, last)) in enumerate(zip(position.parts, feed.bounds())):
        if later(after, last):
            raise PositionAhead(f"part {part} of the feed has no entry {after}: its last is {last}")
        if later(trimmed, after):
            raise gone(part, after)
    return position


def oldest(feed: AllEvents) -> Position:
    """The position before the oldest events the feed keeps."""
    return Position(tuple(trimmed for trimmed, _ in feed.bounds()))


def head(feed: AllEvents) -> Position:
    """The position after everything the feed holds now."""
    return Position(tuple(last for _, last in feed.bounds()))


def gone(part: int, after: str) -> PositionGone:
    """The error of a read that came too late."""
    return PositionGone(f"part {part} of the feed no longer holds the events after {after}: it keeps the latest")


def page(feed: AllEvents, position: Position, limit: int) -> tuple[list[FeedItem], Position]:
    """The next events after `position` across the parts (at most `limit`, at least one if any), oldest entry first,
    and the position after them.

    Each part is read up to its share of `limit`. A part that gave its whole share may hold more, each later than
    the last it gave: so only what comes before the earliest such last is returned, and the position never passes
    an event it did not return."""
    share = -(-limit // feed.parts)
    reads = feed.read(position.parts, share)
    bound = min((order(entries[-1][0]) for entries in reads if len(entries) == share), default=None)
    found = sorted(
        (order(entry_id), part, entry_id, record)
        for part, entries in enumerate(reads)
        for entry_id, record in entries
        if bound is None or order(entry_id) <= bound
    )
    items, at = [], position
    for _, part, entry_id, record in found[:limit]:
        at = at.moved(part, entry_id)
        items.append(FeedItem(at, record))
    return items, at


def record(game: Game, ruleset: Ruleset, envelope: Envelope) -> str:
    """One event as the feed publishes it: the public's view, with its game and ruleset."""
    event = visible_event(envelope, game, ruleset, None)  # a spectator's: never a seat's
    return json.dumps({"game_id": game.game_id, "ruleset": game.ruleset, "event": event}, separators=(",", ":"))


class Publisher:
    """Publishes each game's events to the feed, exactly once and in order, catching up any gap from the log."""

    def __init__(self, feed: AllEvents, store: EventStore, rulesets: Mapping[str, Ruleset]):
        self.feed, self.store, self.rulesets = feed, store, rulesets

    def catch_up(self, game: Game) -> int:
        """Publish the game's events up to its version that the feed lacks (a lost publish); how many."""
        ruleset, published = self.rulesets[game.ruleset], 0
        fed = self.feed.fed(game.game_id)
        while fed < game.version:
            envelopes = self.store.read(game.game_id, after=fed, until=game.version, limit=BATCH)
            if not envelopes:
                break
            records = [record(game, ruleset, envelope) for envelope in envelopes]
            now = self.feed.publish(game.game_id, fed, records)
            if now == fed:  # nothing appended, and nobody else moved it: the feed refuses; the sweep tries again
                break
            published += len(records) if now == fed + len(records) else 0
            fed = now  # another publisher may have moved it: go on from where it stands
        return published


class InMemoryAllEvents:
    """The same feed in lists, guarded by a lock (one part unless told)."""

    def __init__(self, parts: int = 1, keep: int = 100_000) -> None:
        self.parts, self.keep = parts, keep
        self._entries: list[list[tuple[str, str]]] = [[] for _ in range(parts)]
        self._trimmed, self._last = [START] * parts, [START] * parts
        self._fed: dict[str, int] = {}
        self._leader: tuple[str, float] | None = None  # who publishes, and until when
        self._lock = threading.Lock()

    def fed(self, game_id: str) -> int:
        with self._lock:
            return self._fed.get(game_id, 0)

    def publish(self, game_id: str, after: int, records: Sequence[str]) -> int:
        with self._lock:
            if self._fed.get(game_id, 0) != after:
                return self._fed.get(game_id, 0)
            part = part_of(game_id, self.parts)
            for text in records:
                self._append(part, text)
            self._fed[game_id] = after + len(records)
            return self._fed[game_id]

    def _append(self, part: int, text: str) -> None:
        ms, seq = order(self._last[part])
        now = int(time.time() * 1000)
        self._last[part] = f"{now}-0" if now > ms else f"{ms}-{seq + 1}"
        entries = self._entries[part]
        entries.append((self._last[part], text))
        if len(entries) > self.keep:
            self._trimmed[part] = entries[-self.keep - 1][0]
            del entries[: len(entries) - self.keep]

    def forget(self, game_id: str) -> None:
        """Nothing: a process's memory lapses with it."""

    def read(self, afters: Sequence[str], limit: int) -> list[list[tuple[str, str]]]:
        with self._lock:
            for part, after in enumerate(afters):
                if later(self._trimmed[part], after):
                    raise gone(part, after)
            return [
                [(entry_id, text) for entry_id, text in self._entries[part] if later(entry_id, after)][:limit]
                for part, after in enumerate(afters)
            ]

    def bounds(self) -> list[tuple[str, str]]:
        with self._lock:
            return list(zip(self._trimmed, self._last))

    def lead(self, holder: str, ttl_ms: int) -> bool:
        with self._lock:
            now = time.monotonic()
            if self._leader is None or self._leader[0] == holder or self._leader[1] <= now:
                self._leader = (holder, now + ttl_ms / 1000)
            return self._leader[0] == holder
