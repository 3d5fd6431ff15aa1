"""The basic bot drafts, bets and races well enough to beat random seats clearly; the expert's weights beat it."""

from __future__ import annotations

import random

from bench.rollouts import positions
from games.homestretch import RULESET as R
from games.homestretch.bot import choose, sharp
from tests.support.duel import win_rate
from workers.simulate import play_game

GAMES = 30


def test_the_basic_bot_wins_far_more_often_than_a_random_seat():
    """Given one basic seat against random seats (2-6 seats), then it wins far more than its fair share."""
    assert R.bot is choose, "the basic bot plays the ruleset's own strategy"
    wins, fair = 0, 0.0
    for number in range(GAMES):
        seats = 2 + number % 5
        played = play_game(R, ("basic",) + ("random",) * (seats - 1), 5000 + number)
        top = [s["seat"] for s in played.envelopes[-1].data["standings"] if s["rank"] == 1]
        wins += 0 in top
        fair += 1 / seats
    assert wins >= 2 * fair and wins >= 0.6 * GAMES


def test_the_experts_weights_buy_shares_basic_passes_on_and_weigh_a_move_of_2_against_one_fresh_roll():
    """Given every position of 20 games of basic seats where the expert's weights and basic differ, then they differ
    only by the expert buying a second-chance share basic passes on and choosing between a move of 2 and of 1 by
    the horse's worth against a fresh roll's (basic: against twice it)."""
    differences = set()
    for seed in range(20):
        for state, seat in positions(R, 2, random.Random(seed)):
            view, legal = R.view(state, seat), R.legal_commands(state, seat)
            mine, basic = sharp(view, legal, random.Random(0)), choose(view, legal, random.Random(0))
            if mine != basic:
                differences.add((basic["type"], basic.get("spaces"), mine["type"], mine.get("spaces")))
    buys, moves = (
        {("PassBuy", None, "BuyShare", None)},
        {("MoveHorse", 1, "MoveHorse", 2), ("MoveHorse", 2, "MoveHorse", 1)},
    )
    assert buys < differences <= buys | moves and differences & moves


def test_the_experts_weights_win_more_than_half_against_a_basic_seat():
    """Given 400 games of two seats on the rules alone, one playing by the expert's weights (seats rotated), then
    it wins more than half of them."""
    assert win_rate(R, sharp, seats=2, games=400, seed=7) > 0.52
