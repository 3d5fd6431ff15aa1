"""Dead even (forming, breaking, photo finish), the colour and yellow-dice rules, the race end with extra moves."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pf_helpers import R, counts, given_race, given_roll, legal_for, rules, when_face, when_put_away, when_rolled

from games.base import OutOfTurn, RuleBroken
from games.photo_finish.commands import PlayExtraMove, UseDie
from games.photo_finish.state import Bet
from tests.support.refusals import refuses
from tests.support.rng import ScriptedRng
from tests.support.rules import types

EVEN = (8, 22, 3, 5, 18, 20, 11)  # #11 has drawn level with #20 and lies on top of it


def test_dead_even_puts_the_second_horse_level_on_top_of_the_leader():
    """Given #11 second behind #20, when dead even is used, then they share the lead with #11 on top."""
    _, after = when_face("dead_even", "yellow")
    assert after.track.dead_even and after.track.row[-2:] == (20, 11) and after.track.dead_even_used


def test_dead_even_counts_once_per_race_then_it_is_a_blank():
    """Given dead even already used this race, then the face can only be put away."""
    assert legal_for("dead_even", "yellow", given_race(dead_even_used=True)) == []


def test_a_third_horse_moving_up_takes_the_lead_and_the_top_horse_falls_behind_the_lower():
    """Given #11 dead even on top of #20, when #18 gets double horseshoes, then #18 leads, #20 second, #11 third."""
    state = given_race(row=EVEN, dead_even=True)
    _, after = when_face("double_horseshoes", "red", state, tile=18)
    assert after.track.row[-3:] == (11, 20, 18) and not after.track.dead_even


def test_a_dead_heat_horse_moving_up_goes_in_front_of_the_other():
    """Given #11 dead even on top of #20, when #20 gets double horseshoes, then #20 leads alone."""
    state = given_race(row=EVEN, dead_even=True)
    _, after = when_face("double_horseshoes", "red", state, tile=20)
    assert after.track.row[-2:] == (11, 20) and not after.track.dead_even


def test_interference_may_break_a_dead_heat_but_never_creates_one():
    """Given a dead heat, when interference moves #18 between them, then it is over; on a plain row none forms."""
    state = given_race(row=EVEN, dead_even=True)
    _, broken = when_face("interference", "yellow", state, order=[20, 18, 11])
    assert not broken.track.dead_even
    _, plain = when_face("interference", "yellow", given_race(), order=[18, 20, 11])
    assert not plain.track.dead_even


@pytest.mark.parametrize("order", [[18, 11, 20], [18, 20, 11]])
def test_re_arranging_three_tiles_that_include_the_dead_heat_pair_always_breaks_it(order):
    """The text: "You may include two tiles that are currently dead even and break up this, but you may not cause a
    dead even situation!" Given #11 level on top of #20, when interference re-arranges #18, #20 and #11 (the pair
    swapped, or laid out in the order they stand), then the rightmost leads alone and the heat is over."""
    events, after = when_face("interference", "yellow", given_race(row=EVEN, dead_even=True), order=order)
    assert not after.track.dead_even and after.track.row[-3:] == tuple(order)
    assert types(events)[:2] == ["DieUsed", "DeadHeatBroken"] and events[1].horses == (11, 20)
    assert {"order": order} in legal_for("interference", "yellow", given_race(row=EVEN, dead_even=True))


def test_a_rider_helmet_may_not_go_on_either_dead_heat_horse():
    """Given favourite #5 dead even in the lead, then the helmet is refused on it."""
    state = given_race(row=(8, 22, 3, 18, 20, 11, 5), dead_even=True)
    assert {"tile": 5} not in legal_for("rider_helmet", "yellow", state)


def last_turn(state, *dice):
    """The state rolled with the last pool die taken: the next use ends the race."""
    return given_roll(state, *dice)


def test_a_dead_heat_at_the_line_is_settled_by_a_finish_photo():
    """Given a dead heat at the end, when the photo's first round ties and the second gives #20 more horseshoes,
    then #20 wins."""
    state = last_turn(
        given_race(row=EVEN, dead_even=True, pool=counts()),
        ("white", "finish_line"),
        ("red", "red_blank"),
        ("green", "green_blank"),
    )
    tie = [0] * 6 + [0] * 6
    second = [4] * 6 + [0, 0, 4, 4, 4, 4]  # #11 (on top) 0 horseshoes, #20 two
    events, _after = when_put_away(state, 0, ScriptedRng(tie + second))
    assert types(events)[:4] == ["DiePutAway", "FinishLineCrossed", "PhotoFinish", "RaceFinished"]
    photo, finished = events[2], events[3]
    assert photo.horses == (11, 20) and photo.winner == 20 and len(photo.faces) == 24
    assert (finished.first, finished.second) == (20, 11)


def test_start_player_takes_three_dice_of_at_least_two_colours_and_no_yellow():
    """Given a full pool, then takes are three dice, never one colour, never yellow; a one-colour take is refused."""
    state = given_race()
    takes = [lc.command["take"] for lc in R.legal_commands(state, 0)]
    assert all(len(t) == 3 and len(set(t)) >= 2 and "yellow" not in t for t in takes)
    with refuses("photo_finish.dice.take", RuleBroken, match="two colours"):
        when_rolled(state, ("white", "white", "white"), [0, 0, 0])


def test_the_next_player_must_add_another_colour_to_two_dice_of_one_colour():
    """Given two white dice passed on, then the third die is not white while another colour is in the pool."""
    state = given_race(hand=("white", "white"), pool=counts(white=5, red=5))
    assert [lc.command["take"] for lc in R.legal_commands(state, 0)] == [["red"]]
    events, after = when_rolled(state, ("red",), [1, 2, 3])
    assert events[0].colours == ("white", "white", "red") and after.track.pool == counts(white=5, red=4)


def test_one_colour_is_allowed_when_the_pool_has_no_other():
    """Given two white dice passed and only white left in the pool, then white may be taken."""
    state = given_race(hand=("white", "white"), pool=counts(white=2))
    assert [lc.command["take"] for lc in R.legal_commands(state, 0)] == [["white"]]


def test_yellow_dice_wait_until_the_pool_holds_at_most_seven():
    """Given eight dice in the pool, then yellow is refused; given seven, it may be taken."""
    eight = given_race(hand=("white", "red"), pool=counts(white=3, yellow=5))
    with refuses("photo_finish.dice.take", RuleBroken):
        when_rolled(eight, ("yellow",), [0, 0, 0])
    seven = given_race(hand=("white", "red"), pool=counts(white=2, yellow=5))
    events, _ = when_rolled(seven, ("yellow",), [0, 0, 0])
    assert events[0].take == ("yellow",)


def test_the_race_ends_when_the_last_pool_die_is_used_and_saved_extra_moves_follow_in_turn_order():
    """Given seats 2 and 0 holding extra moves and seat 1 using the last die, then seat 2 then seat 0 play them."""
    state = given_race(turn=1, pool=counts(), bets=(Bet(0, "winner", (11,), 400, "s"),))
    state = given_roll(
        replace(state, saved=(0, 2)), ("white", "finish_line"), ("red", "red_blank"), ("green", "green_blank")
    )
    events, after = when_put_away(state)
    assert types(events) == ["DiePutAway", "FinishLineCrossed"] and after.phase == "extra" and after.turn == 2
    with refuses("photo_finish.turn", OutOfTurn):
        rules.when(after, PlayExtraMove(0, 11))
    _, after = rules.when(after, PlayExtraMove(2, 11))
    assert after.turn == 0 and after.track.dice_on(11)
    events, after = rules.when(after, PlayExtraMove(0, 11))
    assert types(events)[:3] == ["ExtraMovePlayed", "RaceFinished", "BetsSettled"]
    assert events[1].first == 11 and events[2].settlements[0].payout == 1200


def test_an_inside_tip_on_the_last_die_keeps_the_race_going():
    """Given an empty pool, when the last die is an inside tip, then two dice return and the race goes on."""
    state = given_roll(
        given_race(pool=counts(), out=counts(white=2)),
        ("black", "inside_tip"),
        ("red", "red_blank"),
        ("green", "green_blank"),
    )
    events, after = rules.when(state, UseDie(0, 0, back=("white", "white")))
    assert types(events) == ["DieUsed"] and after.track.pool == counts(white=2) and after.phase == "rolling"
