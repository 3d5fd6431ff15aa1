"""ROLLOUTS (issue 42): how many playouts the expert's search gets from one core, per ruleset, on the rules alone
(no envelopes, hashes or storage), from a mid-game position: a state sampled from the seat's view, the candidate
played, then every seat by the basic strategy to the ruleset's horizon or where its `cut_short` ends the playout.
Beside it, from the same run, its anchor: whole games played the same way from the start, per second; and what a
decision needs: `ENOUGH` playouts for each candidate of that position before the search may overrule the basic
choice.

    python -m bench rollouts
"""

from __future__ import annotations

import random
import time
from typing import Any

from events.lifecycle import EXPERT_MS
from games import expert
from games.base import Ruleset, known
from games.playout import LazyView, PlayoutRng, apply, owing, started
from games.registry import RULESETS

SECONDS = 2.0  # of one core, per figure
SEED = 42


def searched() -> list[str]:
    """The rulesets with an expert (a `determinize`)."""
    return [r for r, ruleset in RULESETS.items() if ruleset.determinize is not None]


def positions(ruleset: Ruleset, seats: int, rnd: random.Random) -> list[tuple[Any, int]]:
    """Every position of one game of basic seats where a seat has a choice: (state, that seat)."""
    rng, found = PlayoutRng(rnd), []
    state = started(ruleset, seats, rng)
    while not ruleset.is_over(state):
        seat, legal = rnd.choice(owing(ruleset, state))
        if len(legal) > 1 or legal[0].params:
            found.append((state, seat))
        state = apply(ruleset, state, seat, expert.policy(ruleset)(LazyView(ruleset, state, seat), legal, rnd), rng)
    return found


def per_second(run) -> float:
    """How many times `run()` completes per second of this process's CPU, over `SECONDS`."""
    started, count = time.process_time(), 0
    while time.process_time() - started < SECONDS:
        run()
        count += 1
    return count / (time.process_time() - started)


def measure(ruleset: Ruleset) -> dict[str, float]:
    """One ruleset's figures at its smallest two-or-more-seat table."""
    rnd, seats = random.Random(SEED), max(2, ruleset.min_seats)
    every = positions(ruleset, seats, rnd)
    state, seat = every[len(every) // 2]
    view, legal = ruleset.view(state, seat), ruleset.legal_commands(state, seat)
    default = expert.own(ruleset)(view, legal, rnd)
    candidates = min(len(expert.candidates(legal, default)), expert.WIDEST)
    start = started(ruleset, seats, PlayoutRng(rnd))
    sample = known(ruleset.determinize, "an expert ruleset's determinize")
    playouts = per_second(lambda: expert.playout(ruleset, sample(view, rnd), seat, default, rnd))
    games = per_second(lambda: whole_game(ruleset, start, rnd))
    in_budget = playouts * EXPERT_MS / 1000
    print(
        f"  {ruleset.id:<14} {playouts:>9.1f} {games:>11.1f} {playouts / games:>8.2f} {in_budget:>10.0f} "
        f"{candidates * expert.ENOUGH:>7}"
    )
    return {
        f"{ruleset.id} playouts/s": playouts,
        f"{ruleset.id} playout / game": playouts / games,
        f"{ruleset.id} in budget / needs": in_budget / (candidates * expert.ENOUGH),
    }


def whole_game(ruleset: Ruleset, state: Any, rnd: random.Random) -> None:
    """The anchor: a whole game from the start, every seat by the basic strategy, on the rules alone."""
    rng, strategy = PlayoutRng(rnd), expert.policy(ruleset)
    while not ruleset.is_over(state):
        seat, legal = rnd.choice(owing(ruleset, state))
        state = apply(ruleset, state, seat, strategy(LazyView(ruleset, state, seat), legal, rnd), rng)


def rollouts() -> dict[str, float]:
    """Every searched ruleset's playouts per second, against whole games per second, and the budget's needs."""
    print(f"ROLLOUTS: the expert's playouts on one core, mid-game, {SECONDS:g} s a figure; budget {EXPERT_MS} ms")
    print(f"  {'ruleset':<14} {'playouts/s':>9} {'games/s':>11} {'ratio':>8} {'in budget':>10} {'needs':>7}")
    results: dict[str, float] = {}
    for ruleset_id in searched():
        results.update(measure(RULESETS[ruleset_id]))
    return results
