"""The event store port, and an in-memory implementation for fast tests."""

from __future__ import annotations

import bisect
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .envelope import Envelope


class VersionConflict(Exception):
    """Another command appended first: the expected version is stale."""

    def __init__(self, game_id: str, expected: int, actual: int):
        super().__init__(f"game {game_id} is at version {actual}, not {expected}")
        self.expected, self.actual = expected, actual


@dataclass(frozen=True)
class Receipt:
    """The answer to a command, kept under its idempotency key in the same atomic step as its events."""

    key: str
    record: str
    ttl_s: int


@dataclass(frozen=True)
class InlineRows:
    """A read model's rows for one append (an inline projection): kept in the append's own atomic step if the model
    stands at the append's expected version, else not at all (the model catches up from the log when read)."""

    model: str  # the read model's name ("ledger")
    version: int  # the model's version once the rows are kept: the append's new version
    items: tuple[Any, ...] = ()  # appended to the model's list, in order
    marks: Mapping[str, int] = field(default_factory=dict)  # set in the model's hash


@dataclass(frozen=True)
class Rider:
    """A Lua script sent right behind an append, in the same round trip, on the same connection (a store on one plain
    Redis only). It runs whatever became of the append, so it must check that the append landed: the store passes
    the append's receipt key as its KEYS[1] and the receipt's record as its ARGV[1], then `keys` and `args`."""

    script: str
    keys: tuple[str, ...] = ()
    args: tuple[Any, ...] = ()


# An in-memory read model's keeper of inline rows: (game_id, expected version, rows) -> None.
RowsKeeper = Callable[[str, int, InlineRows], None]


class OutcomeUnknown(Exception):
    """The connection failed during an append: the events may or may not be in the log."""

    def __init__(self, game_id: str, reason: str):
        super().__init__(f"the append to game {game_id} may or may not have happened: {reason}")


class AlreadyRecorded(Exception):
    """The receipt's key already holds a record: that command was appended before, so nothing was now."""

    def __init__(self, record: str):
        super().__init__("this idempotency key already holds a recorded answer")
        self.record = record


class EventStore(Protocol):
    """Append-only logs, one per game, with snapshots of folded state and command receipts."""

    def append(
        self,
        game_id: str,
        expected_version: int,
        envelopes: Sequence[Envelope],
        receipt: Receipt | None = None,
        rows: InlineRows | None = None,
        rider: Rider | None = None,
    ) -> int:
        """Add all envelopes after `expected_version` and keep the receipt, or nothing; the new version. With them,
        `rows`, if their read model stands at `expected_version` (else the rows are not kept). A `rider` goes in
        the same round trip; a store that cannot carry one refuses it (ValueError) before appending.

        Raises AlreadyRecorded if the receipt's key holds a record, else VersionConflict if the log moved.
        """

    def receipt(self, game_id: str, key: str) -> str | None:
        """The record kept under a receipt key, if any."""

    def keep_receipt(self, game_id: str, receipt: Receipt) -> str:
        """Keep a receipt unless its key holds one already (no events: a refusal); the record now kept."""

    def read(self, game_id: str, after: int = 0, until: int | None = None, limit: int | None = None) -> list[Envelope]:
        """Envelopes with after < version <= until, oldest first, at most `limit`."""

    def version(self, game_id: str) -> int:
        """The number of events in the game's log (0: no such game)."""

    def save_snapshot(self, game_id: str, version: int, blob: str) -> None:
        """Keep the folded state as of `version`."""

    def latest_snapshot(self, game_id: str, at_most: int | None = None) -> tuple[int, str] | None:
        """The newest snapshot with version <= at_most (any if None)."""

    def game_ids(self) -> Iterator[str]:
        """Every game that has a log."""

    def wait_for_events(self, game_id: str, after: int, timeout_s: float, limit: int = 500) -> list[Envelope]:
        """Up to `limit` events after `after`: at once if there are any, else the next ones within `timeout_s`."""


def check_contiguous(expected_version: int, envelopes: Sequence[Envelope]) -> None:
    """Refuse a batch whose versions do not follow `expected_version` one by one."""
    for version, envelope in enumerate(envelopes, start=expected_version + 1):
        if envelope.version != version:
            raise ValueError(f"versions {[e.version for e in envelopes]} do not follow {expected_version}")


def refuse_rider(rider: Rider | None, store: str) -> None:
    """A store that cannot send a script in an append's round trip refuses a rider, before appending."""
    if rider is not None:
        raise ValueError(f"{store} carries no rider: only a store on one plain Redis does")


class InMemoryEventStore:
    """The same contract in a dict, guarded by a lock; inline rows go to their read model's keeper, under the lock."""

    def __init__(self, keepers: Mapping[str, RowsKeeper] | None = None) -> None:
        self._keepers = dict(keepers or {})
        self._logs: dict[str, list[Envelope]] = {}
        self._snapshots: dict[str, dict[int, str]] = {}
        self._receipts: dict[tuple[str, str], tuple[str, float]] = {}
        self._lock = threading.Lock()
        self._appended = threading.Condition(self._lock)
        self._waiting = 0  # readers in wait_for_events: an append wakes them only when there are some

    def forget(self, game_id: str) -> int:
        """Drop the game's log, snapshots and receipts (archived); how many of them went (as Redis counts keys)."""
        with self._lock:
            receipts = [key for key in self._receipts if key[0] == game_id]
            for key in receipts:
                del self._receipts[key]
            gone = [self._logs.pop(game_id, None), self._snapshots.pop(game_id, None)]
            return len(receipts) + sum(found is not None for found in gone)

    def append(
        self,
        game_id: str,
        expected_version: int,
        envelopes: Sequence[Envelope],
        receipt: Receipt | None = None,
        rows: InlineRows | None = None,
        rider: Rider | None = None,
    ) -> int:
        check_contiguous(expected_version, envelopes)
        refuse_rider(rider, "an in-memory store")
        keep_rows = None if rows is None else self._keepers[rows.model]  # an unknown model: a KeyError, nothing kept
        with self._lock:
            if receipt is not None and (known := self._live_receipt(game_id, receipt.key)) is not None:
                raise AlreadyRecorded(known)
            log = self._logs.setdefault(game_id, [])
            if len(log) != expected_version:
                raise VersionConflict(game_id, expected_version, len(log))
            log.extend(envelopes)
            if self._waiting:
                self._appended.notify_all()
            if receipt is not None:
                self._receipts[game_id, receipt.key] = (receipt.record, time.monotonic() + receipt.ttl_s)
            if keep_rows is not None and rows is not None:
                keep_rows(game_id, expected_version, rows)
            return len(log)

    def receipt(self, game_id: str, key: str) -> str | None:
        with self._lock:
            return self._live_receipt(game_id, key)

    def keep_receipt(self, game_id: str, receipt: Receipt) -> str:
        with self._lock:
            known = self._live_receipt(game_id, receipt.key)
            if known is None:
                self._receipts[game_id, receipt.key] = (receipt.record, time.monotonic() + receipt.ttl_s)
            return known or receipt.record

    def _live_receipt(self, game_id: str, key: str) -> str | None:
        record, expires = self._receipts.get((game_id, key), (None, 0.0))
        return record if expires > time.monotonic() else None

    def read(self, game_id: str, after: int = 0, until: int | None = None, limit: int | None = None) -> list[Envelope]:
        log = self._logs.get(game_id, [])
        end = len(log) if until is None else min(until, len(log))
        chosen = log[after:end]
        return chosen if limit is None else chosen[:limit]

    def version(self, game_id: str) -> int:
        return len(self._logs.get(game_id, []))

    def save_snapshot(self, game_id: str, version: int, blob: str) -> None:
        with self._lock:
            self._snapshots.setdefault(game_id, {})[version] = blob

    def latest_snapshot(self, game_id: str, at_most: int | None = None) -> tuple[int, str] | None:
        snapshots = self._snapshots.get(game_id, {})
        versions = sorted(snapshots)
        index = bisect.bisect_right(versions, at_most) if at_most is not None else len(versions)
        return (versions[index - 1], snapshots[versions[index - 1]]) if index else None

    def game_ids(self) -> Iterator[str]:
        with self._lock:
            return iter([game_id for game_id, log in self._logs.items() if log])

    def wait_for_events(self, game_id: str, after: int, timeout_s: float, limit: int = 500) -> list[Envelope]:
        with self._appended:
            self._waiting += 1
            try:
                self._appended.wait_for(lambda: self.version(game_id) > after, timeout=max(0.0, timeout_s))
            finally:
                self._waiting -= 1
            return self.read(game_id, after, limit=limit)
