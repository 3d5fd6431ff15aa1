"""A race in which nobody moves: a round of passes forces a move; sixty still rolls call the race."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from nn_helpers import R, given_race, given_roll, rules

from games.base import RuleBroken, StartGame
from games.neck_and_neck.commands import MoveHorse, Pass, SpecialMove
from games.neck_and_neck.events import BettingOpened, MovePassed, RaceCalled, RaceFinished
from games.neck_and_neck.standstill import CALL_AFTER_ROLLS, called_placings, running_order
from games.neck_and_neck.state import Bet
from tests.support.rng import SeededRng
from tests.support.rules import bodies, types
from workers.bots import as_command, filled

BOXED = {6: "4,-5", 1: "5,-5", 2: "4,-4", 3: "5,-6"}  # horse 6 with all three hexes ahead taken


def given_still(state, rolls: int):
    """The state after `rolls` rolls in a row this race brought no move."""
    return replace(state, still=rolls)


def test_each_pass_counts_a_still_roll():
    """Given a race that has stood still for one roll, when the next roller passes, then two rolls have passed still."""
    _, after = rules.when(given_still(given_roll(given_race(turn=1), 3, 2), 1), Pass(1))
    assert after.still == 2


def test_a_move_sets_the_count_back_to_zero():
    """Given two still rolls, when horse 2 moves, then the race is no longer standing still."""
    state = given_still(given_roll(given_race(seats=3, horses={2: "4,-5"}), 2, 3), 2)
    _, after = rules.when(state, MoveHorse(0, 2, "7,-5"))
    assert after.still == 0


def test_a_new_race_starts_with_no_still_rolls():
    """Given a race that stood still for a while, when the next race's betting opens, then the count is zero."""
    opened = R.evolve(given_still(given_race(), 7), BettingOpened(2, 1))
    assert opened.still == 0


def test_before_a_whole_round_of_passes_a_seat_may_still_pass():
    """Given 3 seats and two still rolls, when seat 2 passes a horse it could move, then the pass is accepted."""
    state = given_still(given_roll(given_race(seats=3, turn=2), 3, 2), 2)
    assert {"type": "Pass"} in bodies(R.legal_commands(state, 2))
    events, _ = rules.when(state, Pass(2))
    assert events == (MovePassed(2),)


def test_after_a_whole_round_of_passes_a_horse_that_can_move_must_move():
    """Given 3 seats and three still rolls, when seat 0 passes a horse that can move, then the pass is refused."""
    state = given_still(given_roll(given_race(seats=3, horses={2: "4,-5"}), 2, 3), 3)
    legal = bodies(R.legal_commands(state, 0))
    assert {"type": "Pass"} not in legal and all(b["type"] == "MoveHorse" for b in legal) and legal
    with pytest.raises(RuleBroken) as err:
        rules.when(state, Pass(0))
    assert err.value.rule == "neck_and_neck.pass.must_move"
    assert err.value.detail == (
        "no horse has moved for 3 rolls, a round of the table: seat 0 must move a horse the dice allow (horse 2)"
    )


def test_after_a_round_of_passes_double_ones_force_a_special_move_if_horse_1_is_boxed_in():
    """Given a round of passes, double ones and horse 1 boxed in, then only special moves are legal."""
    boxed_one = {1: "4,-5", 6: "5,-5", 2: "4,-4", 3: "5,-6"}
    state = given_still(given_roll(given_race(seats=2, horses=boxed_one), 1, 1), 2)
    legal = bodies(R.legal_commands(state, 0))
    assert legal and {b["type"] for b in legal} == {"SpecialMove"}
    with pytest.raises(RuleBroken) as err:
        rules.when(state, Pass(0))
    assert err.value.rule == "neck_and_neck.pass.must_move"
    assert err.value.detail.endswith("(horse 1, or any horse six hexes)")
    first = legal[0]
    _, after = rules.when(state, SpecialMove(0, first["horse"], first["to"]))
    assert after.still == 0


def test_a_boxed_in_horse_may_still_be_passed_after_a_round_of_passes():
    """Given a round of passes and horse 6 boxed in, when red 6 is rolled, then Pass is the one legal command."""
    state = given_still(given_roll(given_race(seats=2, horses=BOXED), 6, 2), 5)
    assert bodies(R.legal_commands(state, 0)) == [{"type": "Pass"}]
    events, after = rules.when(state, Pass(0))
    assert events == (MovePassed(0),) and after.still == 6


def test_the_view_shows_the_standstill():
    """Given four still rolls in a 3-seat race, then every seat sees the count, both limits and that a move is owed."""
    view = R.view(given_still(given_race(seats=3), 4), None)
    assert view["standstill"] == {"rolls": 4, "must_move_after": 3, "called_after": CALL_AFTER_ROLLS, "must_move": True}


# ---------------------------------------------------------------- the call


def given_jammed_race():
    """Race 1, seat 0 to act on red 6 (boxed in); horse 4 home first, horse 5 on its last lap, the rest on the first.

    Horses 2 (inside lane) and 3 (outside lane) stand level on the home straight, just behind horse 1.
    """
    hexes = {**BOXED, 4: None, 5: "10,5"}
    bets = (Bet(0, 1, 1000, "a"), Bet(1, 3, 500, "b"))
    state = given_race(seats=2, horses=hexes, crossings={5: 1}, bets=bets)
    state = replace(
        state, placings=(4,), horses=tuple(replace(h, place=1) if h.horse == 4 else h for h in state.horses)
    )
    return given_roll(state, 6, 2)


def test_the_running_order_is_laps_then_distance_then_the_inner_lane():
    """Given the jammed race,
    then horse 5 (a lap on) leads, then horse 1, then level horses 2 (inside) and 3, then 6."""
    state = given_jammed_race()
    assert state.horse(2).hex != state.horse(3).hex
    assert running_order(state) == (5, 1, 2, 3, 6)
    assert called_placings(state) == (5, 1)


def test_sixty_still_rolls_call_the_race_and_the_furthest_horses_are_placed():
    """Given 59 still rolls and a boxed-in horse rolled, when the seat passes, then the race is called and settled."""
    state = given_still(given_jammed_race(), CALL_AFTER_ROLLS - 1)
    events, after = rules.when(state, Pass(0))
    assert types(events) == ["MovePassed", "RaceCalled", "RaceFinished", "BetsSettled", "BettingOpened"]
    assert events[1] == RaceCalled(1, CALL_AFTER_ROLLS, (5, 1))
    assert events[2] == RaceFinished(1, (4, 5, 1))
    assert {s.horse: s.payout for s in events[3].settlements} == {1: 1000, 3: -500}
    assert after.race == 2 and after.still == 0 and after.cash == (11000, 9500)


def test_the_audit_rederives_a_call_and_rejects_a_forged_one():
    """Given the state before a call, then the rules give exactly the call made, and not an early or reordered one."""
    before = R.evolve(given_still(given_jammed_race(), CALL_AFTER_ROLLS - 1), MovePassed(0))
    assert R.rederive(before, RaceCalled(1, 60, (1, 5))) == RaceCalled(1, 60, (5, 1))
    early = R.evolve(given_still(given_jammed_race(), 10), MovePassed(0))
    assert R.rederive(early, RaceCalled(1, 60, (5, 1))) == RaceCalled(1, 11, (5, 1))


def test_an_old_log_with_a_long_run_of_passes_still_replays():
    """Given a log of the old rules with 80 passes in a row, when it is folded, then it replays with the count kept."""
    state = given_roll(given_race(seats=2), 3, 2)
    for turn in range(80):
        state = R.evolve(state, MovePassed(turn % 2))
        state = given_roll(state, 3, 2)
    assert state.still == 80 and state.phase == "moving"


def _stubborn_game(seats: int, seed: int) -> int:
    """A whole game whose seats pass whenever the rules let them (else a random legal command); its event count."""
    rnd = random.Random(seed)
    rng, state = SeededRng(rnd), R.initial_state(seats, {})
    count = 0
    events = R.decide(state, StartGame(), rng)
    while True:
        state, count = rules.fold(state, events), count + len(events)
        if R.is_over(state):
            return count
        seat = next(s for s in range(seats) if R.legal_commands(state, s))
        legal = R.legal_commands(state, seat)
        choice = next((lc for lc in legal if lc.command["type"] in ("Pass", "FinishBetting")), rnd.choice(legal))
        events = R.decide(state, as_command(R, filled(choice, rnd), seat), rng)


def test_a_table_that_always_passes_still_finishes_the_game():
    """Given two seats that pass whenever allowed and bet nothing, when they play,
    then the game ends in under 6,000 events."""
    assert _stubborn_game(2, 3) < 6000
