"""P5: games/s of in-process simulation (workers.simulate.play_game) beside the same games with the rules alone.

    python -m bench p5

The anchor plays the very same games (same seeds, game ids, seat choices and bot choices, so the same
commands and events: checked by the event count) with a loop that calls the ruleset's initial_state, decide,
evolve, legal_commands and is_over and the bots directly: no command handler, no envelopes, no hashes, no store.
"""

from __future__ import annotations

import random
import time
from typing import Any

from events.rng import HmacRng
from games.base import Ruleset, StartGame
from games.registry import RULESETS
from workers.bots import BOTS, SeatView, as_command
from workers.simulate import play_game

from .procs import load_average

GAMES = 6  # per ruleset and side; best of ROUNDS
ROUNDS = 2
PLATFORM_EVENTS_AT_START = 2  # GameCreated, GameStarted: the rules' first draw is for version 1


def rules_only(ruleset: Ruleset, levels: tuple[str, ...], number: int) -> int:
    """play_game's game `number` with the rules alone; how many events the platform would have stored."""
    rnd, game_id, seed = random.Random(number), f"sim{number}", f"seed-{number}"
    state: Any = ruleset.initial_state(len(levels), {})
    version = PLATFORM_EVENTS_AT_START
    for event in ruleset.decide(state, StartGame(), HmacRng(seed, game_id, 1)):
        state = ruleset.evolve(state, event)
        version += 1
    while True:
        owed = [(s, legal) for s in range(len(levels)) for legal in [ruleset.legal_commands(state, s)] if legal]
        seat, legal = rnd.choice(owed)
        body = BOTS[levels[seat]](ruleset, SeatView(ruleset, state, seat), legal, rnd)
        events = ruleset.decide(state, as_command(ruleset, body, seat), HmacRng(seed, game_id, version + 1))
        for event in events:
            state = ruleset.evolve(state, event)
        version += len(events)
        if ruleset.is_over(state):
            return version + 1  # GameEnded


def rate(run: Any, games: int) -> float:
    """Games per second of the fastest of ROUNDS rounds of `games` games."""
    best = float("inf")
    for _ in range(ROUNDS):
        started = time.perf_counter()
        for number in range(games):
            run(number)
        best = min(best, time.perf_counter() - started)
    return games / best


def p5(games: int = GAMES) -> dict[str, float]:
    """Per ruleset: simulation and rules-only games/s and their ratio."""
    print(
        f"P5 simulation vs the rules alone ({games} games per ruleset at its fewest seats, seat 0 the basic bot "
        f"and the others random, as in `make tournament`; best of {ROUNDS})"
    )
    print(f"  load {load_average()}")
    print(f"  {'ruleset':<14} {'seats':>5} {'events':>7} {'rules games/s':>13} {'sim games/s':>11} {'sim/rules':>9}")
    ratios = {}
    for ruleset in RULESETS.values():
        levels = ("basic",) + ("random",) * (ruleset.min_seats - 1)
        events = [len(play_game(ruleset, levels, n).envelopes) for n in range(games)]
        alone = [rules_only(ruleset, levels, n) for n in range(games)]
        if events != alone:
            raise AssertionError(f"{ruleset.id}: the rules-only loop played other games ({alone} vs {events})")
        rules = rate(lambda n, r=ruleset, lv=levels: rules_only(r, lv, n), games)
        sim = rate(lambda n, r=ruleset, lv=levels: play_game(r, lv, n), games)
        ratios[ruleset.id] = sim / rules
        print(
            f"  {ruleset.id:<14} {len(levels):>5} {sum(events) / games:>7.0f} {rules:>13.2f} {sim:>11.2f} "
            f"{100 * sim / rules:>8.1f}%"
        )
    print("  goal: simulation >= 90 % of the rules alone, and the rules alone >= 3 x the speed of issue 14's run")
    return ratios
