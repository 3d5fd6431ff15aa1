"""The secret seeds of recently played games, kept in this process so that a command need not fetch its game's."""

from __future__ import annotations

from typing import Any

from .bounded import Bounded
from .game import Game
from .rng import seed_commitment

KEPT = 4096  # games; a seed is 64 characters


class KeptSeeds:
    """Seeds read from the vault, kept (the least recently read dropped first) with their commitments; one is used only
    while its commitment is the one its game published, so a game whose log was replaced (a flushed test
    database) reads it again."""

    def __init__(self, vault: Any, size: int = KEPT):
        self._vault = vault
        self._kept: Bounded[str, tuple[str, str]] = Bounded(size)  # game id -> (seed, its SHA-256)

    def of(self, game: Game) -> str:
        """The game's secret seed."""
        kept = self._kept.get(game.game_id)
        if kept is not None and kept[1] == game.seed_sha256:
            return kept[0]
        seed: str = self._vault.seed(game.game_id)
        self._kept.put(game.game_id, (seed, seed_commitment(seed)))
        return seed
