"""The secret seeds of recently played games, kept in this process so that a command need not fetch its game's."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from .game import Game
from .rng import seed_commitment

KEPT = 4096  # games; a seed is 64 characters


class KeptSeeds:
    """Seeds read from the vault, kept (least recently used dropped first) with their commitments; one is used only
    while its commitment is the one its game published, so a game whose log was replaced (a flushed test
    database) reads it again."""

    def __init__(self, vault: Any, size: int = KEPT):
        self._vault, self._size = vault, size
        self._kept: OrderedDict[str, tuple[str, str]] = OrderedDict()  # game id -> (seed, its SHA-256)
        self._lock = threading.Lock()

    def of(self, game: Game) -> str:
        """The game's secret seed."""
        with self._lock:
            kept = self._kept.get(game.game_id)
        if kept is not None and kept[1] == game.seed_sha256:
            return kept[0]
        seed: str = self._vault.seed(game.game_id)
        with self._lock:
            self._kept[game.game_id] = (seed, seed_commitment(seed))
            self._kept.move_to_end(game.game_id)
            while len(self._kept) > self._size:
                self._kept.popitem(last=False)
        return seed
