"""The secrets of recently played games, kept in this process so that a command need not fetch its game's."""

from __future__ import annotations

from typing import Any

from .bounded import Bounded
from .game import Game
from .rng import seed_commitment
from .vault import GameSecrets

KEPT = 4096  # games; a seed and a sealing key are 64 characters each


class KeptSeeds:
    """Secrets read from the vault, kept (the least recently read dropped first) with their seed's commitment; kept
    secrets are used only while that commitment is the one their game published, so a game whose log was replaced
    (a flushed test database) reads them again."""

    def __init__(self, vault: Any, size: int = KEPT):
        self._vault = vault
        self._kept: Bounded[str, tuple[GameSecrets, str]] = Bounded(size)  # game id -> (secrets, the seed's SHA-256)

    def of(self, game: Game) -> GameSecrets:
        """The game's secrets: its seed and its sealing key."""
        kept = self._kept.get(game.game_id)
        if kept is not None and kept[1] == game.seed_sha256:
            return kept[0]
        found: GameSecrets = self._vault.secrets(game.game_id)
        self._kept.put(game.game_id, (found, seed_commitment(found.seed)))
        return found
