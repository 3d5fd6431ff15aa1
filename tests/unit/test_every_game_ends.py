"""Every game ends: every registered ruleset, played by every mix of bot levels, finishes within a stated bound.

Each game is played in-process over the pure rules (decide and evolve) with the platform's
bots (`workers.bots.BOTS`, each seeing only its seat's view), the acting seat drawn at random
among those owing a command, as `workers.simulate.play_game` does. A game that has not ended
after its ruleset's event bound fails the test instead of running on.

The default run seats every mix of levels (k basic seats, the rest random) at each ruleset's
smallest and largest seat count, one game each, plus a table of seats that decline whenever
the rules let them. FURLONG_EVERY_GAME_ENDS=N widens it to every seat count and every
assignment of levels to seats (2^seats line-ups), N games each, stubborn seats included.
"""

from __future__ import annotations

import itertools
import os
import random
from typing import Any

import pytest

from games.base import LegalCommand, Ruleset
from games.registry import RULESETS
from tests.support.rng import SeededRng
from tests.support.rules import Rules
from workers.bots import BOTS, SeatView, as_command, filled

# Events per game, about twice the longest game seen in sweeps of every line-up (docs/rules/neck_and_neck.md
# gives Neck and Neck's proven worst case; its tables that always pass run longest: 7,510 at 6 seats).
EVENT_BOUND = {
    "neck_and_neck": 16_000,
    "jockey": 500,
    "long_shot": 2_000,
    "photo_finish": 600,
    "homestretch": 1_500,
}
DECLINING = ("Pass", "Decline", "EndTurn", "PutAway", "FinishBetting", "PassBet", "PassBuy")
SWEEP = int(os.environ.get("FURLONG_EVERY_GAME_ENDS", "0"))


def stubborn_bot(ruleset: Ruleset, view: Any, legal: tuple[LegalCommand, ...], rnd: random.Random) -> dict:
    """A seat that holds the game back: it declines (passes, ends its turn, finishes betting) whenever it may."""
    declining = [lc for lc in legal if lc.command["type"].startswith(DECLINING)]
    return filled(declining[0] if declining else rnd.choice(legal), rnd)


LEVELS = {**BOTS, "stubborn": stubborn_bot}


def play_to_end(ruleset: Ruleset, levels: tuple[str, ...], seed: int, bound: int) -> int:
    """Play one game, seat i played by `levels[i]`; its event count, or AssertionError past `bound` events."""
    rules, rnd = Rules(ruleset), random.Random(seed)
    rng = SeededRng(rnd)
    state, events = rules.start(len(levels), rng)
    count = len(events)
    while not ruleset.is_over(state):
        assert count <= bound, f"{ruleset.id} {levels} seed {seed} has not ended after {count} events"
        owed = [(s, legal) for s in range(len(levels)) for legal in [ruleset.legal_commands(state, s)] if legal]
        assert owed, f"{ruleset.id} {levels} seed {seed}: nobody may act but the game is not over"
        seat, legal = rnd.choice(owed)
        body = LEVELS[levels[seat]](ruleset, SeatView(ruleset, state, seat), legal, rnd)
        events, state = rules.when(state, as_command(ruleset, body, seat), rng)
        count += len(events)
    return count


def seat_counts(ruleset: Ruleset) -> tuple[int, ...]:
    """The smallest and largest table, or every size in a sweep."""
    if SWEEP:
        return tuple(range(ruleset.min_seats, ruleset.max_seats + 1))
    return tuple(sorted({ruleset.min_seats, ruleset.max_seats}))


def line_ups(seats: int) -> list[tuple[str, ...]]:
    """Every mix of basic and random seats (by count; by seat in a sweep), then an all-stubborn table."""
    if SWEEP:
        mixes = list(itertools.product(("basic", "random", "stubborn"), repeat=seats))
        return mixes if seats <= 4 else [m for m in mixes if "stubborn" not in m or len(set(m)) == 1]
    return [("basic",) * k + ("random",) * (seats - k) for k in range(seats + 1)] + [("stubborn",) * seats]


CASES = [
    (ruleset_id, levels, game)
    for ruleset_id, ruleset in RULESETS.items()
    for seats in seat_counts(ruleset)
    for levels in line_ups(seats)
    for game in range(max(SWEEP, 1))
]


def test_every_registered_ruleset_has_an_event_bound():
    """Given the registry, then every ruleset it hosts has a stated event bound here."""
    assert set(EVENT_BOUND) == set(RULESETS)


@pytest.mark.parametrize("ruleset_id, levels, game", CASES, ids=[f"{r}-{'-'.join(lv)}-{g}" for r, lv, g in CASES])
def test_the_game_ends_within_its_bound(ruleset_id: str, levels: tuple[str, ...], game: int):
    """Given a table of bots, when they play a whole game, then it ends within the ruleset's event bound."""
    ruleset = RULESETS[ruleset_id]
    count = play_to_end(ruleset, levels, 1000 * game + len(levels), EVENT_BOUND[ruleset_id])
    assert 0 < count <= EVENT_BOUND[ruleset_id]
