"""Positions: ties share a position and skip the next; finished horses stay ahead; targets are checked."""

from __future__ import annotations

import pytest
from jk_helpers import card, given_race, rules, squares

from games.base import OutOfTurn, RuleBroken
from games.jockey.commands import PlayCard
from games.jockey.events import HorseFinished, RaceFinished
from games.jockey.race import horses_at, positions
from tests.support.refusals import refuses
from tests.support.rules import types


def test_distinct_squares_give_positions_one_to_four():
    """Given four horses on different squares, when positions are counted, then they are 1..4 from the front."""
    assert positions(squares(red=40, yellow=30, blue=20, brown=10), ()) == {
        "red": 1,
        "yellow": 2,
        "blue": 3,
        "brown": 4,
    }


def test_tied_horses_share_a_position_and_the_next_does_not_exist():
    """Given yellow and blue tied second, when positions are counted, then both are 2nd, brown 4th, and nobody 3rd."""
    at = squares(red=40, yellow=30, blue=30, brown=10)
    assert positions(at, ()) == {"red": 1, "yellow": 2, "blue": 2, "brown": 4}
    assert horses_at(3, at, ()) == ()


def test_a_finished_horse_keeps_its_finishing_place_ahead_of_all_others():
    """Given yellow finished first on 81 and red second on 100, when positions are counted,
    then yellow is still first."""
    at = squares(red=100, yellow=81, blue=30, brown=10)
    assert positions(at, ("yellow", "red")) == {"yellow": 1, "red": 2, "blue": 3, "brown": 4}


def test_a_horse_moving_past_square_80_finishes_with_its_place():
    """Given red on 75, when red's +7 takes it to 82, then red finishes first and the race goes on."""
    state = given_race(hands={0: (card("plus7", "red"),), 1: (card("plus7", "blue"),)}, at={"red": 75})
    events, after = rules.when(state, PlayCard(0, card("plus7", "red"), "red"))
    assert [e for e in events if isinstance(e, HorseFinished)] == [HorseFinished(1, "red", 1)]
    assert after.finishers == ("red",) and after.phase == "racing"


def test_landing_on_square_80_is_not_finishing():
    """Given red on 73, when red's +7 takes it to exactly 80, then red has not finished."""
    state = given_race(hands={0: (card("plus7", "red"),), 1: (card("plus7", "blue"),)}, at={"red": 73})
    _, after = rules.when(state, PlayCard(0, card("plus7", "red"), "red"))
    assert after.finishers == () and after.square("red") == 80


def test_the_race_ends_when_the_second_horse_finishes():
    """Given red finished, when blue passes square 80, then blue is second and the race is over."""
    state = given_race(
        hands={0: (card("plus10", "blue"),), 1: (card("plus7", "brown"),)},
        at={"red": 84, "blue": 75},
        finishers=("red",),
    )
    events, _ = rules.when(state, PlayCard(0, card("plus10", "blue"), "blue"))
    assert types(events)[:3] == ["CardPlayed", "HorseFinished", "RaceFinished"]
    assert [e for e in events if isinstance(e, RaceFinished)] == [RaceFinished(1, "red", "blue")]


def test_a_card_on_a_horse_outside_its_position_is_refused():
    """Given yellow second, when No 2 is played on red (first), then the rules refuse it."""
    state = given_race(hands={0: (card("no2plus13"),)}, at={"red": 40, "yellow": 30})
    with pytest.raises(RuleBroken) as refused:
        rules.when(state, PlayCard(0, card("no2plus13"), "red"))
    assert refused.value.rule == "jockey.card.target"


def test_a_colour_card_on_another_horse_is_refused():
    """Given a red +7, when it is played on blue, then the rules refuse it."""
    state = given_race(hands={0: (card("plus7", "red"),)})
    with refuses("jockey.card.target", RuleBroken):
        rules.when(state, PlayCard(0, card("plus7", "red"), "blue"))


def test_a_card_not_in_hand_and_a_play_out_of_turn_are_refused():
    """Given seat 0 to play, when seat 0 plays a card it lacks or seat 1 plays, then both are refused."""
    state = given_race(hands={0: (card("plus7", "red"),), 1: (card("plus10", "red"),)})
    with refuses("jockey.card.not_in_hand", RuleBroken):
        rules.when(state, PlayCard(0, card("plus10", "red"), "red"))
    with refuses("jockey.turn", OutOfTurn):
        rules.when(state, PlayCard(1, card("plus10", "red"), "red"))


def test_playing_is_compulsory_and_the_turn_passes_left():
    """Given seats 0 and 1 holding cards, when seat 0 plays, then it is seat 1's turn."""
    state = given_race(hands={0: (card("plus7", "red"),), 1: (card("plus10", "red"),), 2: (card("plus7", "blue"),)})
    _, after = rules.when(state, PlayCard(0, card("plus7", "red"), "red"))
    assert after.turn == 1
