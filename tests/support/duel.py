"""Games on the rules alone between one seat playing a strategy and the others playing the basic one."""

from __future__ import annotations

import random

from games import expert
from games.base import Ruleset, Strategy
from games.playout import LazyView, PlayoutRng, apply, owing, started


def win_rate(ruleset: Ruleset, strategy: Strategy, seats: int, games: int, seed: int) -> float:
    """The share of `games` (seats rotated, a shared win split) that `strategy` wins against basic seats."""
    rnd, wins = random.Random(seed), 0.0
    for number in range(games):
        rng, mine = PlayoutRng(rnd), number % seats
        state = started(ruleset, seats, rng)
        while not ruleset.is_over(state):
            seat, legal = rnd.choice(owing(ruleset, state))
            played = strategy if seat == mine else expert.policy(ruleset)
            state = apply(ruleset, state, seat, played(LazyView(ruleset, state, seat), legal, rnd), rng)
        wins += expert.score(ruleset, state, mine)
    return wins / games
