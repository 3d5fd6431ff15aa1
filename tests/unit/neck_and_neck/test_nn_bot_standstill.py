"""The basic bot never holds a race still:
it clears its own boxed-in horse's way and moves when the rules say it must."""

from __future__ import annotations

import random
from dataclasses import replace

from nn_helpers import R, given_race, given_roll

from games.neck_and_neck.bot import choose, steps_to_go
from games.neck_and_neck.standstill import held_back
from games.neck_and_neck.state import Bet
from tests.support.rules import bodies

# Race 3 of a stalled all-basic game: horse 1 home, both seats' horse 2 boxed in on its last
# lap behind four horses that never left the start because nobody had money on them.
STALLED = {1: None, 2: "8,6", 3: "5,6", 4: "6,6", 5: "8,5", 6: "7,6"}
BOTH_BACK_1_AND_2 = (Bet(0, 1, 600, "a"), Bet(1, 1, 600, "b"), Bet(0, 2, 400, "c"), Bet(1, 2, 400, "d"))


def given_stalled(red: int, white: int, still: int = 0):
    """The stalled race with seat 0 to act on red/white after `still` rolls without a move."""
    state = given_race(seats=2, horses=STALLED, crossings={2: 1}, bets=BOTH_BACK_1_AND_2)
    horses = tuple(replace(h, place=1) if h.horse == 1 else h for h in state.horses)
    return given_roll(replace(state, horses=horses, placings=(1,), still=still), red, white)


def when_bot_acts(state, seat: int = 0) -> dict:
    """The body the basic bot sends from its seat's view and legal commands."""
    return choose(R.view(state, seat), R.legal_commands(state, seat), random.Random(0))


def test_it_moves_a_horse_that_boxes_its_own_horse_in_when_it_stays_behind():
    """Given its horse 2 boxed in by horse 6, which is a lap behind, when horse 6 is rolled,
    then the bot moves it on."""
    state = given_stalled(6, 2)
    body = when_bot_acts(state)
    assert body["type"] == "MoveHorse" and body["horse"] == 6
    assert steps_to_go(body["to"], 0) > steps_to_go("8,6", 1)


def test_it_still_holds_back_a_rival_that_would_get_ahead_of_its_horses():
    """Given its horse on the last lap in open track and a rival on the home straight, when the rival is rolled,
    then it passes."""
    state = given_roll(
        given_race(horses={1: "2,-5", 3: "4,-5"}, crossings={1: 1, 3: 1}, bets=(Bet(0, 1, 1000, "a"),)), 3, 3
    )
    assert when_bot_acts(state) == {"type": "Pass"}


def test_when_passing_is_taken_away_it_makes_the_move_that_helps_the_rival_least():
    """Given a round of passes and a rival horse with several destinations, when rolled,
    then it picks the furthest from home."""
    state = given_roll(
        given_race(seats=2, horses={1: "2,-5", 3: "4,-5"}, crossings={1: 1, 3: 1}, bets=(Bet(0, 1, 1000, "a"),)), 3, 3
    )
    state = replace(state, still=2)
    assert held_back(state)
    body = when_bot_acts(state)
    moves = [b for b in bodies(R.legal_commands(state, 0)) if b["type"] == "MoveHorse"]
    assert body in moves and len(moves) > 1
    assert steps_to_go("4,-5", 1, body["to"]) == max(steps_to_go("4,-5", 1, b["to"]) for b in moves)
