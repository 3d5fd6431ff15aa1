"""Racing: 2d6 picks the horse; move 2, or move 1 and re-roll; handicaps; special moves; the finish."""

from __future__ import annotations

import pytest
from hs_helpers import R, given_race, rules

from games.base import OutOfTurn, RuleBroken
from games.homestretch.commands import EndTurn, MoveHorse, RollDice, SpecialMove
from games.homestretch.content import special_steps
from tests.support.refusals import refuses
from tests.support.rng import ScriptedRng
from tests.support.rules import bodies, of_type, types

JON, ANNA, FRANK = 0, 1, 2


def test_the_dice_sum_names_the_horse_and_moving_two_ends_the_turn():
    """Given seat 0 to roll, when it rolls 3+4 and moves 2, then horse 7 is on space 2 and the dice pass left."""
    _, state = rules.when(given_race(), RollDice(0), ScriptedRng([3, 4]))
    assert state.turn.step == "choose" and bodies(R.legal_commands(state, 0)) == [
        {"type": "MoveHorse", "spaces": 2},
        {"type": "MoveHorse", "spaces": 1},
    ]
    events, state = rules.when(state, MoveHorse(0, 2))
    assert state.runner(7).position == 2 and types(events) == ["HorseMoved", "TurnEnded"] and state.turn.seat == 1


def test_moving_one_forces_a_re_roll_whose_horse_moves_two_and_ends_the_turn():
    """Given a first roll of 5, when the seat moves 1, then it must roll and the new horse (9) moves 2 at once."""
    _, state = rules.when(given_race(), RollDice(0), ScriptedRng([2, 3]))
    _, state = rules.when(state, MoveHorse(0, 1))
    assert state.runner(5).position == 1 and bodies(R.legal_commands(state, 0)) == [{"type": "RollDice"}]
    with refuses("homestretch.turn.step", OutOfTurn):
        R.decide(state, EndTurn(0), ScriptedRng())
    events, state = rules.when(state, RollDice(0), ScriptedRng([4, 5]))
    assert state.runner(9).position == 2 and types(events)[-1] == "TurnEnded" and state.turn.seat == 1


def test_only_the_dice_holder_may_roll_and_moves_are_one_or_two():
    """Given seat 0's turn, when seat 1 rolls or seat 0 moves 3, then both are refused."""
    with refuses("homestretch.turn", OutOfTurn):
        R.decide(given_race(), RollDice(1), ScriptedRng([1, 1]))
    _, state = rules.when(given_race(), RollDice(0), ScriptedRng([3, 4]))
    with refuses("homestretch.move.spaces", RuleBroken):
        R.decide(state, MoveHorse(0, 3), ScriptedRng())


def test_jon_rolls_the_x_horse_then_re_rolls_the_plus_four_horse_which_moves_six():
    """Given 7 has an X and 4 a +4 (the rules' example), when Jon rolls 7 then 4, then 4 moves 6 and Anna is next."""
    state = given_race(tokens={7: "X", 4: "+4"})
    events, state = rules.when(state, RollDice(JON), ScriptedRng([3, 4]))
    assert types(events) == ["DiceRolled", "HandicapSpent", "HorseMoved"]
    assert state.runner(7).position == 0 and state.runner(7).token is None and state.turn.step == "reroll"
    assert bodies(R.legal_commands(state, JON)) == [{"type": "RollDice"}, {"type": "EndTurn"}]
    events, state = rules.when(state, RollDice(JON), ScriptedRng([1, 3]))
    assert state.runner(4).position == 6 and state.runner(4).token is None
    assert of_type(events, "TurnEnded")[0].next_seat == ANNA


def test_an_x_on_the_second_roll_cancels_and_ends_the_turn_and_a_later_roll_moves_normally():
    """Given 8 has an X, when it comes up on a re-roll, then nothing moves and the turn ends; next time 8 moves 2."""
    _, state = rules.when(given_race(tokens={8: "X"}), RollDice(0), ScriptedRng([1, 1]))
    _, state = rules.when(state, MoveHorse(0, 1))
    events, state = rules.when(state, RollDice(0), ScriptedRng([4, 4]))
    assert state.runner(8).position == 0 and types(events)[-1] == "TurnEnded"
    _, state = rules.when(state, RollDice(1), ScriptedRng([4, 4]))
    _, state = rules.when(state, MoveHorse(1, 2))
    assert state.runner(8).position == 2


def test_a_plus_token_adds_to_a_move_of_one_too():
    """Given 2 has +6, when it is rolled first and moved 1, then it moves 7 and the token is gone."""
    _, state = rules.when(given_race(tokens={2: "+6"}), RollDice(0), ScriptedRng([1, 1]))
    _, state = rules.when(state, MoveHorse(0, 1))
    assert state.runner(2).position == 7 and state.runner(2).token is None


@pytest.mark.parametrize("a, b, steps", [(4, 4, 1), (4, 5, 1), (5, 3, 2), (6, 2, 3), (1, 6, 3)])
def test_the_special_move_length_follows_the_dice_difference(a, b, steps):
    """Given two dice, then the special move is 1 for a difference of 0-1, 2 for 2, 3 for 3 or more."""
    assert special_steps(a, b) == steps


def test_the_special_move_sequence_of_jon_anna_and_frank():
    """Given horse 8 has won (the rules' example), then Jon, Anna and Frank move last-place horses as the text says."""
    state = given_race(placings=(8,), positions=dict.fromkeys(range(2, 13), 3) | {2: 1, 12: 1, 6: 4})
    events, state = rules.when(state, RollDice(JON), ScriptedRng([6, 2]))
    assert state.turn.step == "special" and bodies(R.legal_commands(state, JON)) == [
        {"type": "SpecialMove", "horse": 2},
        {"type": "SpecialMove", "horse": 12},
    ]
    _, state = rules.when(state, SpecialMove(JON, 2))
    assert state.runner(2).position == 4 and state.turn.step == "reroll"
    events, state = rules.when(state, RollDice(JON), ScriptedRng([2, 4]))
    assert state.runner(6).position == 6 and state.turn.seat == ANNA
    _, state = rules.when(state, RollDice(ANNA), ScriptedRng([5, 3]))
    _, state = rules.when(state, SpecialMove(ANNA, 12))
    assert state.runner(12).position == 3 and state.turn.step == "reroll"
    _, state = rules.when(state, RollDice(ANNA), ScriptedRng([4, 4]))
    assert bodies(R.legal_commands(state, ANNA))[0] == {"type": "SpecialMove", "horse": 3}
    events, state = rules.when(state, SpecialMove(ANNA, 3))
    assert state.runner(3).position == 4 and types(events)[-1] == "TurnEnded" and state.turn.seat == FRANK
    _, state = rules.when(state, RollDice(FRANK), ScriptedRng([5, 3]))
    _, state = rules.when(state, SpecialMove(FRANK, 5))
    events, state = rules.when(state, EndTurn(FRANK))
    assert state.runner(5).position == 5 and state.turn.seat == JON


def test_a_plus_token_adds_to_a_horses_first_move_even_when_it_is_a_special_move():
    """The text: "Handicap tokens always affect the first move of a horse"; "Horses with a (+) Handicap token at the
    Start add spaces equal to the + token to their first move." Given 8 finished and 2 alone in last place with a +4
    token, when a 6-2 (difference 4: three spaces) moves 2 specially, then 2 moves 3 + 4 = 7 and the token is spent."""
    state = given_race(placings=(8,), positions=dict.fromkeys(range(3, 13), 2), tokens={2: "+4"})
    _, state = rules.when(state, RollDice(0), ScriptedRng([6, 2]))
    events, state = rules.when(state, SpecialMove(0, 2))
    assert types(events)[:2] == ["HandicapSpent", "HorseMoved"] and events[0].token == "+4"
    assert state.runner(2).position == 7 and state.runner(2).token is None and events[1].special


def test_an_x_token_waits_for_its_horses_number_and_a_special_move_leaves_it():
    """The text: an X "cancels the movement value (1 or 2) for the first time its' number is rolled". Given 2 alone in
    last place with an X, when it moves specially, then it moves the full special move and keeps its X."""
    state = given_race(placings=(8,), positions=dict.fromkeys(range(3, 13), 2), tokens={2: "X"})
    _, state = rules.when(state, RollDice(0), ScriptedRng([6, 2]))
    events, state = rules.when(state, SpecialMove(0, 2))
    assert types(events)[0] == "HorseMoved" and state.runner(2).position == 3 and state.runner(2).token == "X"


def test_a_special_move_must_choose_a_last_place_horse():
    """Given 8 finished and 2 alone in last place, when the seat picks 7, then it is refused."""
    state = given_race(placings=(8,), positions=dict.fromkeys(range(3, 13), 2))
    _, state = rules.when(state, RollDice(0), ScriptedRng([4, 4]))
    with pytest.raises(RuleBroken) as error:
        R.decide(state, SpecialMove(0, 7), ScriptedRng())
    assert error.value.rule == "homestretch.special.last_place"


def test_a_horse_finishes_on_its_tenth_space_and_the_third_finisher_ends_the_race():
    """Given 7 and 6 finished and 8 on space 8, when 8 moves 2, then 8 is third and the race is paid at once."""
    state = given_race(placings=(7, 6), positions={8: 8})
    _, state = rules.when(state, RollDice(0), ScriptedRng([4, 4]))
    events, state = rules.when(state, MoveHorse(0, 2), ScriptedRng())
    assert types(events)[:5] == ["HorseMoved", "HorseFinished", "RaceFinished", "PursesPaid", "TokensSettled"]
    assert of_type(events, "RaceFinished")[0].placings == (7, 6, 8)


def test_a_horse_one_space_from_home_finishes_on_a_move_of_one_and_the_seat_re_rolls():
    """Given 7 on space 9, when it moves 1, then it finishes first and the seat still must re-roll."""
    _, state = rules.when(given_race(positions={7: 9}), RollDice(0), ScriptedRng([3, 4]))
    events, state = rules.when(state, MoveHorse(0, 1))
    assert types(events) == ["HorseMoved", "HorseFinished"] and state.placings == (7,)
    assert state.turn.step == "roll"


def test_a_turn_has_at_most_two_rolls():
    """Given a special move, a re-roll and another finished horse, then after the second special move the turn ends."""
    state = given_race(placings=(7,))
    _, state = rules.when(state, RollDice(0), ScriptedRng([3, 4]))
    _, state = rules.when(state, SpecialMove(0, 2))
    _, state = rules.when(state, RollDice(0), ScriptedRng([3, 4]))
    events, state = rules.when(state, SpecialMove(0, 3))
    assert types(events)[-1] == "TurnEnded" and R.legal_commands(state, 0) == ()
