"""Shortcuts to set up games through the platform in tests."""

from __future__ import annotations

from bootstrap import Platform
from devtools.toy import Add
from events.game import Game
from events.lifecycle import SeatSpec

SEED = "test-seed"


def toy_game(platform: Platform, game_id: str = "toy1", seats: int = 1, target: int = 10**6) -> Game:
    """A running toy game with named seats."""
    specs = tuple(SeatSpec(name=f"p{i}") for i in range(seats))
    return platform.handler.create(game_id, "toy", specs, {"target": target}, SEED, {"system": "test"}).game


def add_until(platform: Platform, game_id: str, version: int) -> None:
    """Play Add(1) commands for the seat on turn until the game reaches `version`."""
    game = platform.loader.load(game_id)
    if game is None:
        raise LookupError(f"no game {game_id}")
    while game.version < version:
        game = platform.handler.play(game_id, Add(game.rules.turn, 1), {"seat": game.rules.turn}).game
