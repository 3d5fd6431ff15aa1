"""The game loader: a game's newest usable state (kept in memory, else a snapshot) plus the events after it.

The write side's loader: the command handler decides on what it loads (bootstrap hands it `GameLoader.load`), and
the reads and read models load through it too. Snapshots of folded state (written every `every` versions, kept in
the event store) bound the events a load folds."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import replace

from events.bounded import Bounded
from events.game import Game, fold, new_game
from events.store import EventStore
from games.base import Ruleset
from games.codec import from_jsonable, to_jsonable

FORMAT = 1
HOT_GAMES = 1024  # latest states kept in memory per process (a read or command then folds only the new events)
log = logging.getLogger(__name__)


def encode(game: Game) -> str:
    """A snapshot blob: the platform state and the ruleset state, as JSON."""
    platform = to_jsonable(replace(game, rules=None))
    return json.dumps({"format": FORMAT, "game": platform, "rules": to_jsonable(game.rules)})


def decode(blob: str, rulesets: Mapping[str, Ruleset]) -> Game:
    """The game a snapshot blob holds."""
    raw = json.loads(blob)
    if raw["format"] != FORMAT:
        raise ValueError(f"snapshot format {raw['format']} is not {FORMAT}")
    game: Game = from_jsonable(Game, raw["game"])
    rules = raw["rules"]
    state = None if rules is None else from_jsonable(rulesets[game.ruleset].state_type, rules)
    return replace(game, rules=state)


class GameLoader:
    """Loads a game as the newest usable state (kept in memory, else a snapshot) plus the events after it."""

    def __init__(self, store: EventStore, rulesets: Mapping[str, Ruleset], every: int = 50, hot: int = HOT_GAMES):
        self.store, self.rulesets, self.every = store, rulesets, every
        self._latest: Bounded[str, Game] = Bounded(hot)

    def load(self, game_id: str, at: int | None = None) -> Game | None:
        """The game after event `at` (the latest if None); None if it does not exist."""
        if at is None and (game := self._from_memory(game_id)) is not None:
            return game
        base = self._snapshot(game_id, at)
        tail = self.store.read(game_id, after=base.version if base else 0, until=at)
        if base is None and not tail:
            return None
        if base is None:
            base = new_game(game_id, tail[0].data["ruleset"])
        game = fold(base, self.rulesets[base.ruleset], tail)
        if at is None:
            self._keep(game)
        return game

    def remember(self, before: Game, after: Game) -> None:
        """Keep `after` in memory, and snapshot it when its command crossed a multiple of `every` versions."""
        self._keep(after)
        if after.version // self.every > before.version // self.every:
            self.store.save_snapshot(after.game_id, after.version, encode(after))

    def kept(self, game_id: str) -> Game | None:
        """The game's state kept in memory, if any, as it was last loaded (no I/O: it may be behind its log)."""
        return self._latest.get(game_id)

    def _from_memory(self, game_id: str) -> Game | None:
        """The kept state plus the events after it, if the log still holds the event it was folded to; from the
        latest snapshot instead when the kept state is more than a snapshot interval behind (other processes
        played on: a worker's state of a game the web served), so that no load folds more than about that."""
        kept = self._latest.get(game_id)
        if kept is None or kept.version == 0:
            return None
        tail = self.store.read(game_id, after=kept.version - 1, limit=self.every + 1)
        if not tail or tail[0].hash != kept.last_hash:  # a log that was replaced (a flushed test database)
            return None
        base, tail = kept, tail[1:]
        if len(tail) == self.every:  # perhaps more after these: start from a newer snapshot, if there is one
            snapshot = self._snapshot(game_id, None)
            if snapshot is not None and snapshot.version > tail[-1].version:
                base, tail = snapshot, []
            tail += self.store.read(game_id, after=tail[-1].version if tail else base.version)
        game = fold(base, self.rulesets[base.ruleset], tail)
        if game.version > kept.version:
            self._keep(game)
        return game

    def _keep(self, game: Game) -> None:
        """Keep `game` as the newest state of its game, unless a later one is kept already."""
        self._latest.merge(
            game.game_id, lambda known: game if known is None or known.version <= game.version else known
        )

    def _snapshot(self, game_id: str, at: int | None) -> Game | None:
        found = self.store.latest_snapshot(game_id, at)
        if found is None:
            return None
        try:
            return decode(found[1], self.rulesets)
        except (ValueError, TypeError, KeyError) as error:
            log.warning("ignoring snapshot %s@%s: %s", game_id, found[0], error)
            return None
