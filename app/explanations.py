"""Bots explain themselves (issue 42): the options an expert bot weighed at a decision and their estimated values,
kept beside the game and shown to everyone once the game is over (GET /games/{id}/explanations).

What an expert weighed rests on what its seat saw (its hand, its sealed bets), so nothing of it is shown while the
game runs; at the end the rules have revealed all of it. Kept in Redis under the game's hash tag, they go with the
game's other keys when it is archived (docs/bots.md).
"""

from __future__ import annotations

import threading
from typing import Any, Protocol

Weighed = list[dict[str, Any]]  # each option: {"command": body, "playouts": n, "value": mean score}


class Explanations(Protocol):
    """The options weighed at each expert decision of a game, by the version of the command it chose."""

    def record(self, game_id: str, version: int, seat: int, weighed: Weighed) -> None:
        """The decision whose command's events start at `version` weighed these options."""
        ...

    def of(self, game_id: str) -> list[dict[str, Any]]:
        """Every decision explained, in the game's order: {"version", "seat", "options"}."""
        ...


class InMemoryExplanations:
    """The same in a dict, guarded by a lock."""

    def __init__(self) -> None:
        self._kept: dict[str, dict[int, dict[str, Any]]] = {}
        self._lock = threading.Lock()

    def record(self, game_id: str, version: int, seat: int, weighed: Weighed) -> None:
        with self._lock:
            self._kept.setdefault(game_id, {})[version] = {"version": version, "seat": seat, "options": weighed}

    def of(self, game_id: str) -> list[dict[str, Any]]:
        with self._lock:
            kept = self._kept.get(game_id, {})
            return [kept[version] for version in sorted(kept)]
