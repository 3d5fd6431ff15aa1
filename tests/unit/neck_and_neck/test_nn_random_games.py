"""Fifty random games to the end: three races settle, money is conserved, no race runs away."""

from __future__ import annotations

import pytest
from nn_helpers import R, rules

from games.neck_and_neck.events import BetsSettled, DiceRolled

GAMES = [(seed, 2 + seed % 5) for seed in range(50)]


@pytest.mark.parametrize("seed, seats", GAMES)
def test_a_random_game_finishes_and_conserves_money(seed, seats):
    """Given random seats choosing uniformly among legal commands, when played out,
    then 3 races settle and cash matches payouts."""
    state, log = rules.play_random(seed, seats)
    assert R.is_over(state) and [r.race for r in state.results] == [1, 2, 3]
    payouts = [s.payout for e in log if isinstance(e, BetsSettled) for s in e.settlements]
    assert sum(state.cash) - 10000 * seats == sum(payouts)
    assert all(cash >= 0 for cash in state.cash)
    assert sum(isinstance(e, DiceRolled) for e in log) < 3000
    assert all(len(r.placings) == 3 == len(set(r.placings)) for r in state.results)
