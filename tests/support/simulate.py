"""Random complete games without Redis, for property tests."""

from __future__ import annotations

from games.base import Ruleset
from workers.simulate import Played, play_game


def random_game(ruleset: Ruleset, seats: int, number: int) -> Played:
    """Play one game to its end with every seat choosing uniformly among its legal commands."""
    return play_game(ruleset, ("random",) * seats, number)
