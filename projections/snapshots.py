"""Snapshots of folded game state, so loading reads a bounded number of events."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import replace

from events.game import Game, fold, new_game
from events.store import EventStore
from games.base import Ruleset
from games.codec import from_jsonable, to_jsonable

FORMAT = 1
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
    game = from_jsonable(Game, raw["game"])
    rules = raw["rules"]
    state = None if rules is None else from_jsonable(rulesets[game.ruleset].state_type, rules)
    return replace(game, rules=state)


class GameLoader:
    """Loads a game as the newest usable snapshot plus the events after it."""

    def __init__(self, store: EventStore, rulesets: Mapping[str, Ruleset], every: int = 50):
        self.store, self.rulesets, self.every = store, rulesets, every

    def load(self, game_id: str, at: int | None = None) -> Game | None:
        """The game after event `at` (the latest if None); None if it does not exist."""
        base = self._snapshot(game_id, at)
        tail = self.store.read(game_id, after=base.version if base else 0, until=at)
        if base is None and not tail:
            return None
        if base is None:
            base = new_game(game_id, tail[0].data["ruleset"])
        return fold(base, self.rulesets[base.ruleset], tail)

    def remember(self, before: Game, after: Game) -> None:
        """Snapshot `after` when its command crossed a multiple of `every` versions."""
        if after.version // self.every > before.version // self.every:
            self.store.save_snapshot(after.game_id, after.version, encode(after))

    def _snapshot(self, game_id: str, at: int | None) -> Game | None:
        found = self.store.latest_snapshot(game_id, at)
        if found is None:
            return None
        try:
            return decode(found[1], self.rulesets)
        except (ValueError, TypeError, KeyError) as error:
            log.warning("ignoring snapshot %s@%s: %s", game_id, found[0], error)
            return None
