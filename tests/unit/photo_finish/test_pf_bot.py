"""The basic bot: sensible bets and die uses on constructed positions, and a clear edge over random seats."""

from __future__ import annotations

import random

from pf_helpers import R, example_free, given_race, given_roll

from games.photo_finish.bot import choose
from games.photo_finish.state import Bet
from workers.simulate import play_game


def bot(state, seat: int = 0) -> dict:
    """The body the bot sends from its seat's view and legal commands."""
    return choose(R.view(state, seat), R.legal_commands(state, seat), random.Random(0))


def test_the_bot_backs_the_front_runners():
    """Given race 1 betting on the example row, then its first bet is a winner bet on a front-runner."""
    body = bot(example_free())
    assert body["type"] == "BetOnWinner" and body["horse"] in (20, 11, 5) and body["amount"] >= 100


def test_the_bot_pushes_its_own_horse_with_double_horseshoes():
    """Given a winner bet on #18 and double horseshoes rolled, then it moves #18 up."""
    state = given_roll(
        given_race(bets=(Bet(0, "winner", (18,), 500, "s"),)),
        ("red", "double_horseshoes"),
        ("white", "finish_line"),
        ("green", "green_blank"),
    )
    assert bot(state) == {"type": "UseDie", "die": 0, "tile": 18}


def test_the_bot_drops_a_rival_leader_back():
    """Given a bet on #11 (second) and losing speed rolled, then it drops the leader #20 back."""
    state = given_roll(
        given_race(bets=(Bet(0, "winner", (11,), 500, "s"),)),
        ("yellow", "losing_speed"),
        ("white", "finish_line"),
        ("green", "green_blank"),
    )
    assert bot(state) == {"type": "UseDie", "die": 0, "tile": 20}


def test_basic_beats_random_clearly():
    """Given 90 games of one basic seat against random seats, then basic wins far more often than a random seat."""
    assert R.bot is choose, "the basic bot plays the ruleset's own strategy"
    basic = rivals = 0.0
    for number in range(90):
        seats = 2 + number % 3
        levels = ["random"] * seats
        me = number % seats
        levels[me] = "basic"
        standings = play_game(R, tuple(levels), 1000 + number).envelopes[-1].data["standings"]
        top = [s["seat"] for s in standings if s["rank"] == 1]
        basic += me in top
        rivals += sum(s != me for s in top) / (seats - 1)
    assert basic >= 60 and basic >= 3 * rivals
