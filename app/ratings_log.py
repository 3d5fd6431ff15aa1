"""The ratings log (projections/ratings.py): its port, its in-memory adapter, and the rater that appends one update per
finished game, exactly once, whatever runs at the same time."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable
from typing import Any, Protocol

from events.game import Game
from projections.ratings import FIRST_HASH, Rating, applied, rated_ids, update_for

RACES = 20  # appends lost to another's before the rater gives up (the sweep rates the game later)


class RatingsLog(Protocol):
    """Rating updates in order, and the projections they make: each ruleset's ratings and board, each player's
    history."""

    def head(self) -> tuple[int, str]:
        """How many updates the log holds, and the last one's hash."""
        ...

    def rated(self, game_id: str) -> bool:
        """Whether an update rated the game."""
        ...

    def ratings(self, ruleset: str, players: Iterable[str]) -> dict[str, Rating]:
        """The players' ratings in the ruleset (those rated before)."""
        ...

    def append(self, entry: dict[str, Any], count: int) -> str:
        """Append the update if the log still holds `count` updates and its game is unrated: "appended"; "rated" if
        its game was; "moved" if another update came first (work it out again)."""
        ...

    def entries(self, after: int = 0, limit: int = 1000) -> list[dict[str, Any]]:
        """Updates n = after + 1 onwards, in order."""
        ...

    def board(self, ruleset: str, limit: int = 50, offset: int = 0) -> list[tuple[str, Rating]]:
        """The ruleset's rated players, highest ordinal first."""
        ...

    def history(self, player_id: str) -> list[dict[str, Any]]:
        """The player's rating after each of their rated games, oldest first."""
        ...


def history_item(entry: dict[str, Any], rating: Rating) -> dict[str, Any]:
    """A player's line of history: which update and game, and the rating it left."""
    return {"n": entry["n"], "game_id": entry["game_id"], "ruleset": entry["ruleset"], **rating.as_json()}


class InMemoryRatingsLog:
    """The same log in lists and dicts, guarded by a lock."""

    def __init__(self) -> None:
        self._entries: list[dict[str, Any]] = []
        self._rated: set[str] = set()
        self._ratings: dict[str, dict[str, Rating]] = {}
        self._history: dict[str, list[dict[str, Any]]] = {}
        self._lock = threading.Lock()

    def head(self) -> tuple[int, str]:
        with self._lock:
            return len(self._entries), self._entries[-1]["hash"] if self._entries else FIRST_HASH

    def rated(self, game_id: str) -> bool:
        with self._lock:
            return game_id in self._rated

    def ratings(self, ruleset: str, players: Iterable[str]) -> dict[str, Rating]:
        with self._lock:
            kept = self._ratings.get(ruleset, {})
            return {player: kept[player] for player in players if player in kept}

    def append(self, entry: dict[str, Any], count: int) -> str:
        with self._lock:
            if entry["game_id"] in self._rated:
                return "rated"
            if len(self._entries) != count:
                return "moved"
            kept = self._ratings.setdefault(entry["ruleset"], {})
            for player, rating in applied(kept, entry).items():
                kept[player] = rating
                self._history.setdefault(player, []).append(history_item(entry, rating))
            self._entries.append(json.loads(json.dumps(entry)))
            self._rated.add(entry["game_id"])
            return "appended"

    def entries(self, after: int = 0, limit: int = 1000) -> list[dict[str, Any]]:
        with self._lock:
            return json.loads(json.dumps(self._entries[after : after + limit]))

    def board(self, ruleset: str, limit: int = 50, offset: int = 0) -> list[tuple[str, Rating]]:
        with self._lock:
            kept = self._ratings.get(ruleset, {}).items()
            ranked = sorted(kept, key=lambda item: (item[1].ordinal, item[0]), reverse=True)  # as ZREVRANGE
            return ranked[offset : offset + limit]

    def history(self, player_id: str) -> list[dict[str, Any]]:
        with self._lock:
            return list(self._history.get(player_id, []))


class Rater:
    """Rates finished games into the log, each exactly once."""

    def __init__(self, log: RatingsLog):
        self.log = log

    def rate(self, game: Game) -> str:
        """Rate a finished game: "appended", "rated" (already), "unrated" (not finished, or never began), or "busy"
        (other updates kept coming first: the sweep rates it later)."""
        if game.status != "finished" or not game.standings:
            return "unrated"
        for _ in range(RACES):
            if self.log.rated(game.game_id):
                return "rated"
            count, last = self.log.head()
            players = [rated for rated in rated_ids(game) if rated]
            entry = update_for(game, self.log.ratings(game.ruleset, players), count + 1, last)
            if (result := self.log.append(entry, count)) != "moved":
                return result
        return "busy"
