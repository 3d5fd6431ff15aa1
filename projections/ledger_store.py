"""The ledger written with every append (an inline projection, append-only), caught up on read if behind; stored
in Redis or memory."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from events.envelope import Envelope
from events.game import Game, new_game
from events.loader import GameLoader
from events.store import EventStore, InlineRows
from games.base import Event, Ruleset

from .ledger import Addition, Ledger, addition, decided_addition

MODEL = "ledger"  # the read model's name in its inline rows and its keys


class LedgerRecords(Protocol):
    """The ledger storage port: each game's stored journal, its version and anchors, advanced atomically."""

    def version(self, game_id: str) -> int:
        """The last event the stored ledger includes (0: none)."""
        ...

    def read(self, game_id: str) -> Ledger:
        """The stored ledger: its version, entries and anchors, as of one instant."""
        ...

    def anchor(self, game_id: str, key: str) -> int:
        """The version an anchor key was established at (0: never)."""
        ...

    def advance(self, game_id: str, expected: int, added: Addition) -> bool:
        """Append an addition if the stored ledger is at `expected`, atomically; whether it was."""
        ...


class InMemoryLedgerRecords:
    """The same records in a dict of ledgers, guarded by a lock."""

    def __init__(self) -> None:
        self._ledgers: dict[str, Ledger] = {}
        self._lock = threading.Lock()

    def version(self, game_id: str) -> int:
        """The last event the stored ledger includes (0: none)."""
        return self.read(game_id).version

    def read(self, game_id: str) -> Ledger:
        """The stored ledger: its version, entries and anchors."""
        with self._lock:
            return self._ledgers.get(game_id, Ledger())

    def forget(self, game_id: str) -> int:
        """Drop the game's ledger (archived); 1 if there was one."""
        with self._lock:
            return int(self._ledgers.pop(game_id, None) is not None)

    def anchor(self, game_id: str, key: str) -> int:
        """The version an anchor key was established at (0: never)."""
        return self.read(game_id).anchors.get(key, 0)

    def advance(self, game_id: str, expected: int, added: Addition) -> bool:
        """Append an addition if the stored ledger is at `expected`; whether it was."""
        with self._lock:
            ledger = self._ledgers.get(game_id, Ledger())
            if ledger.version != expected:
                return False
            anchors = {**ledger.anchors, **added.anchors}
            self._ledgers[game_id] = Ledger(added.version, ledger.entries + tuple(added.entries), anchors)
            return True

    def keep(self, game_id: str, expected: int, rows: InlineRows) -> None:
        """An append's inline rows, kept if the ledger is at `expected` (the in-memory store's keeper)."""
        self.advance(game_id, expected, Addition(rows.version, rows.items, rows.marks))


class LedgerStore:
    """The incrementally maintained ledger: a read model, rebuildable from the log at any time."""

    def __init__(self, records: LedgerRecords, store: EventStore, loader: GameLoader, rulesets: Mapping[str, Ruleset]):
        self._records, self._store, self._loader, self._rulesets = records, store, loader, rulesets

    def version(self, game_id: str) -> int:
        """The last event the stored ledger includes."""
        return self._records.version(game_id)

    def rows(self, before: Game, events: Sequence[Event], envelopes: Sequence[Envelope]) -> InlineRows:
        """What a just-decided batch appended to `before` adds to the ledger, as rows the store keeps with the
        append."""
        ruleset = self._rulesets[before.ruleset]
        added = decided_addition(before, ruleset, events, envelopes, self._anchor(before.game_id))
        return InlineRows(MODEL, added.version, added.entries, added.anchors)

    def catch_up(self, game_id: str) -> None:
        """Fold into the stored ledger whatever the log has that it lacks."""
        at = self.version(game_id)
        newer = self._store.read(game_id, after=at)
        if not newer:
            return
        start = self._loader.load(game_id, at) if at else new_game(game_id, newer[0].data["ruleset"])
        if start is None:
            return
        added, _ = addition(start, self._rulesets[start.ruleset], newer, self._anchor(game_id))
        self._records.advance(game_id, at, added)

    def current(self, game_id: str) -> Ledger:
        """The whole ledger up to the game's latest event."""
        self.catch_up(game_id)
        return self._records.read(game_id)

    def _anchor(self, game_id: str) -> Callable[[str], int]:
        return lambda key: self._records.anchor(game_id, key)
