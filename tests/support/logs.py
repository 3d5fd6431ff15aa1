"""Exported logs for the audit tests: finished, client-seeded and running games, built without Redis."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

from app.follow_ups import follow_up
from bootstrap import in_memory_platform
from events.envelope import Envelope
from events.lifecycle import SeatSpec
from games.registry import RULESETS
from workers.bots import as_command, filled
from workers.scheduling import InlineScheduler

SEED = "audit-test-seed"
NN = RULESETS["neck_and_neck"]


def a_platform():
    """The in-memory platform (no Redis) with bots acting in-process and a fixed clock."""
    return in_memory_platform(scheduler=InlineScheduler, clock=lambda: "2026-01-01T00:00:00.000Z")


def play_bots(platform, game_id):
    """Bots act (in-process) until a human owes a command or the game ends."""
    follow_up(platform, None, platform.loader.load(game_id))


def create(platform, game_id, seats):
    """A neck_and_neck game with those seats and the test seed."""
    platform.handler.create(game_id, "neck_and_neck", seats, {}, SEED, {"system": "test"})


def drive_to_the_end(platform, game_id):
    """Bots play; any human seat that owes a command plays a random legal one; until the game ends."""
    game = platform.loader.load(game_id)
    while game.status == "running":
        play_bots(platform, game_id)
        game = platform.loader.load(game_id)
        owed = [(s, legal) for s in range(game.seat_count()) for legal in [NN.legal_commands(game.rules, s)] if legal]
        if game.status == "running" and owed:
            seat, legal = owed[0]
            body = filled(random.Random(game.version).choice(legal), random.Random(game.version))
            command = as_command(NN, body, seat)
            game = platform.handler.play(game_id, command, {"seat": seat}).after


@cache
def finished_log() -> tuple[Envelope, ...]:
    """One finished 3-bot game (1,331 events), built once per importing module and cached."""
    platform = a_platform()
    create(platform, "fin", (SeatSpec(bot="random"),) * 3)
    play_bots(platform, "fin")
    return tuple(platform.store.read("fin"))


@cache
def client_seeded_log() -> tuple[Envelope, ...]:
    """A finished game where seat 0 gave a client seed at creation and seat 2 when it joined."""
    platform = a_platform()
    create(platform, "cs", (SeatSpec(name="bob", client_seed="bob's dice"), SeatSpec(bot="random"), SeatSpec()))
    platform.handler.join("cs", 2, "alice", {"seat": 2}, client_seed="lucky horseshoe")
    drive_to_the_end(platform, "cs")
    return tuple(platform.store.read("cs"))


def running_log() -> list[Envelope]:
    """A running game: two bots have acted, the human seat owes a command."""
    platform = a_platform()
    create(platform, "run", (SeatSpec(bot="random"), SeatSpec(bot="random"), SeatSpec(name="carol")))
    play_bots(platform, "run")
    return platform.store.read("run")


def write(path: Path, envelopes) -> Path:
    """An export file: one envelope per line."""
    path.write_text("".join(e.to_json() + "\n" for e in envelopes), encoding="utf-8")
    return path
