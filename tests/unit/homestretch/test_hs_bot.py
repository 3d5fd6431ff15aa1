"""The basic bot drafts, bets and races well enough to beat random seats clearly; the expert's weights (`sharp`)
draft, buy and bet differently and beat basic seats."""

from __future__ import annotations

import random
from dataclasses import replace

from hs_helpers import given_betting, stables, started

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


def both(state, seat: int = 0) -> tuple[dict, dict]:
    """What basic and the expert's weights send from the seat's view and legal commands."""
    view, legal = R.view(state, seat), R.legal_commands(state, seat)
    return choose(view, legal, random.Random(0)), sharp(view, legal, random.Random(0))


def test_the_experts_weights_draft_the_share_that_earns_most_over_its_price_where_basic_takes_the_cheaper_one():
    """Given a first hand of a $4,000 share of #3 and a $6,000 share of #10, then basic takes #3 (more per dollar)
    and the expert's weights #10 (more dollars over its price)."""
    state = started(4)
    state = replace(state, hands=(("blue-3a", "blue-10a"), *state.hands[1:]))
    basic, expert = both(state)
    assert (basic["card"], expert["card"]) == ("blue-3a", "blue-10a")


def test_the_experts_weights_bet_on_a_horse_of_their_own_where_basic_bets_the_best_spot():
    """Given race card P10 and a share of #10, then basic lays its 3 on #4 to place (the best tote x chance) and the
    expert's weights on #10 to place, a horse it will push and whose purse it shares."""
    state = given_betting(seats=4, card="P10", owned=stables([10], [], [], []))
    basic, expert = both(state)
    assert (basic["horse"], basic["line"], basic["value"]) == (4, "place", 3)
    assert (expert["horse"], expert["line"], expert["value"]) == (10, "place", 3)


def test_the_experts_weights_win_more_than_their_share_against_three_basic_seats():
    """Given 400 games of four seats on the rules alone, one playing by the expert's weights (seats rotated),
    then it wins over 27.5% of them, where its fair share is a quarter."""
    assert win_rate(R, sharp, seats=4, games=400, seed=6) > 0.275
