"""Every die face of the dice sheet, in legal and forbidden placements (row back to front: #20 leads)."""

from __future__ import annotations

import pytest
from pf_helpers import FAV, PLAIN, STEADY, counts, given_race, legal_for, when_face

from games.base import RuleBroken
from games.photo_finish.content import COLOURS
from tests.support.rules import types

W, SHOE = "white", ("white", "horseshoe")


def out_of(state, colour: str) -> int:
    """How many dice of a colour are out of the game this race."""
    return state.track.out[COLOURS.index(colour)]


def refused(face: str, colour: str, state=None, **target) -> str:
    """The rule id of the RuleBroken a use is refused with."""
    with pytest.raises(RuleBroken) as error:
        when_face(face, colour, state, **target)
    return error.value.rule


# ---------------------------------------------------------------- white horseshoe


def test_a_first_horseshoe_on_a_plain_horse_stays_on_its_tile():
    """Given #11 with no dice, when a white horseshoe goes on it, then it stays there and nothing moves."""
    _, after = when_face("horseshoe", W, tile=PLAIN)
    assert after.track.row == (8, 22, 3, 5, 18, 11, 20) and after.track.dice_on(PLAIN)[0].face == "horseshoe"


def test_a_second_horseshoe_moves_the_horse_up_and_both_white_dice_leave():
    """Given #11 carrying a white horseshoe and a green die, when a second goes on,
    then #11 leads, whites out, green stays."""
    state = given_race(dice={11: (SHOE, ("green", "outsider_1000"))})
    _, after = when_face("horseshoe", W, state, tile=11)
    assert after.track.row[-2:] == (20, 11) and out_of(after, "white") == 2
    assert [d.face for d in after.track.dice_on(11)] == ["outsider_1000"]


def test_one_horseshoe_moves_a_favourite_at_once():
    """Given favourite #5, when one white horseshoe goes on it, then it moves up one and the die leaves."""
    _, after = when_face("horseshoe", W, tile=FAV)
    assert after.track.row == (8, 22, 3, 18, 5, 11, 20) and out_of(after, "white") == 1


def test_a_horseshoe_may_go_on_the_leader():
    """Given #20 leading, then a white horseshoe may be placed on it."""
    assert {"tile": 20} in legal_for("horseshoe", W)


# ---------------------------------------------------------------- red double horseshoes, whipping


def test_double_horseshoes_move_up_at_once_and_other_dice_stay():
    """Given #18 carrying a white horseshoe, when double horseshoes go on it,
    then it moves up, the white stays, red out."""
    state = given_race(dice={18: (SHOE,)})
    _, after = when_face("double_horseshoes", "red", state, tile=18)
    assert after.track.row == (8, 22, 3, 5, 11, 18, 20) and after.track.dice_on(18) == state.track.dice_on(18)
    assert out_of(after, "red") == 1


def test_double_horseshoes_cannot_go_on_the_sole_leader():
    """Given #20 leading alone, then double horseshoes on it are refused."""
    assert refused("double_horseshoes", "red", tile=20) == "photo_finish.die.double_horseshoes.leader"


def test_whipping_stays_as_a_warning_and_never_goes_on_a_steady_runner():
    """Given plain #11 and steady #22, when whipping is used, then #11 carries it and #22 is refused."""
    _, after = when_face("whipping", "red", tile=PLAIN)
    assert after.track.dice_on(PLAIN)[0].face == "whipping"
    assert refused("whipping", "red", tile=STEADY) == "photo_finish.die.whipping.steady"
    assert {"tile": STEADY} not in legal_for("whipping", "red")


def test_a_second_whipping_disqualifies_the_horse_with_its_dice():
    """Given #11 with a whipping die and a white horseshoe, when whipped again, then it leaves with both dice."""
    state = given_race(dice={11: (("red", "whipping"), SHOE)})
    _, after = when_face("whipping", "red", state, tile=11)
    assert 11 not in after.track.row and after.track.disqualified == (11,)
    assert out_of(after, "red") == 2 and out_of(after, "white") == 1


# ---------------------------------------------------------------- black dice


def test_disqualification_removes_a_tile_carrying_dice():
    """Given #18 carrying a white horseshoe and an outsider, when disqualified, then tile and dice leave the race."""
    state = given_race(dice={18: (SHOE, ("green", "outsider_2000"))})
    _, after = when_face("disqualified", "black", state, tile=18)
    assert after.track.row == (8, 22, 3, 5, 11, 20) and after.track.dice_on(18) == ()
    assert after.track.out == counts(white=1, green=1, black=1)


def test_disqualification_never_hits_a_steady_runner_or_one_of_the_last_two():
    """Given steady #22, or only two horses left, then a disqualification is refused."""
    assert refused("disqualified", "black", tile=STEADY) == "photo_finish.die.disqualified.steady"
    two = given_race(row=(11, 18))
    assert refused("disqualified", "black", two, tile=11) == "photo_finish.die.disqualified.last_two"


def test_side_bet_skips_the_next_player_who_owes_the_roller():
    """Given seat 0 using a side bet in a 3-seat game, then seat 1 owes it 500 and the dice go to seat 2."""
    events, after = when_face("side_bet", "black")
    assert types(events) == ["DieUsed", "SideBetWon"] and events[1].debtor == 1 and events[1].amount == 500
    assert after.turn == 2 and len(after.hand) == 2


def test_in_a_two_seat_game_a_side_bet_gives_the_roller_the_next_turn():
    """Given seat 1 using a side bet with two seats, then seat 0 owes it 500 and seat 1 rolls again."""
    events, after = when_face("side_bet", "green", given_race(seats=2, turn=1))
    assert (events[1].creditor, events[1].debtor) == (1, 0) and after.turn == 1 and after.phase == "rolling"


def test_extra_move_is_saved_in_front_of_the_player():
    """Given seat 0 using an extra move, then the die is saved (not out) and the dice pass on."""
    _, after = when_face("extra_move", "black")
    assert after.saved == (0,) and out_of(after, "black") == 0 and after.turn == 1


def test_inside_tip_puts_two_used_dice_back_into_the_pool():
    """Given a used white and red die out, when the tip returns both, then they are back in the pool."""
    state = given_race(pool=counts(white=3), out=counts(white=1, red=1))
    _, after = when_face("inside_tip", "black", state, back=["white", "red"])
    assert after.track.pool == counts(white=4, red=1) and after.track.out == counts(black=1)


def test_inside_tip_needs_used_dice():
    """Given no die out of the game yet, then an inside tip can only be put away."""
    assert legal_for("inside_tip", "black") == []
    assert refused("inside_tip", "black", back=["white"]) == "photo_finish.die.inside_tip.none"


def test_tempo_change_moves_a_white_horseshoe_which_acts_where_it_lands():
    """Given white horseshoes on #11 and #18, when #11's moves to #18, then #18 moves up and both whites leave."""
    state = given_race(dice={11: (SHOE,), 18: (SHOE,)})
    _, after = when_face("tempo_change", "black", state, tile=11, to=18)
    assert after.track.row == (8, 22, 3, 5, 11, 18, 20) and out_of(after, "white") == 2


def test_tempo_change_never_takes_from_a_steady_runner_or_a_tile_without_a_horseshoe():
    """Given a white horseshoe on steady #22, then it may not be moved; nor from #11, which has none."""
    state = given_race(dice={22: (SHOE,)})
    assert refused("tempo_change", "black", state, tile=STEADY, to=11) == "photo_finish.die.tempo_change.steady"
    assert refused("tempo_change", "black", state, tile=11, to=18) == "photo_finish.die.tempo_change.no_die"
    assert legal_for("tempo_change", "black", state) == []


# ---------------------------------------------------------------- green dice


def test_an_outsider_die_stays_and_only_one_green_die_per_tile():
    """Given #8 already carrying an outsider, then another goes on #18 but not on #8."""
    state = given_race(dice={8: (("green", "outsider_1000"),)})
    _, after = when_face("outsider_3000", "green", state, tile=18)
    assert after.track.dice_on(18)[0].face == "outsider_3000"
    assert refused("outsider_2000", "green", state, tile=8) == "photo_finish.die.outsider.one_per_tile"


# ---------------------------------------------------------------- yellow dice


def test_rider_helmet_moves_a_favourite_two_places_up():
    """Given favourite #5 fourth, when a rider helmet goes on it, then it is second."""
    _, after = when_face("rider_helmet", "yellow", tile=FAV)
    assert after.track.row == (8, 22, 3, 18, 11, 5, 20)


def test_rider_helmet_on_a_horse_with_a_white_horseshoe_takes_the_white_die_off():
    """Given plain #18 carrying a white horseshoe, when helmeted, then it is up two and the white die leaves."""
    state = given_race(dice={18: (SHOE,)})
    _, after = when_face("rider_helmet", "yellow", state, tile=18)
    assert after.track.row[-1] == 18 and after.track.dice_on(18) == () and out_of(after, "white") == 1


def test_rider_helmet_moves_the_second_horse_one_place_into_the_lead():
    """Given favourite #5 second, when helmeted, then it leads."""
    state = given_race(row=(8, 22, 3, 18, 11, 5, 20))
    _, after = when_face("rider_helmet", "yellow", state, tile=FAV)
    assert after.track.row[-2:] == (20, 5)


def test_rider_helmet_needs_a_favourite_or_a_horseshoe_and_never_the_leader():
    """Given plain #11 without dice and favourite #5 leading, then the helmet goes on neither."""
    assert refused("rider_helmet", "yellow", tile=PLAIN) == "photo_finish.die.rider_helmet.needs"
    leading = given_race(row=(8, 22, 3, 18, 11, 20, 5))
    assert refused("rider_helmet", "yellow", leading, tile=FAV) == "photo_finish.die.rider_helmet.leader"
    assert legal_for("rider_helmet", "yellow") == [{"tile": FAV}]


def test_interference_reorders_three_adjacent_tiles_and_their_dice_stay():
    """Given #5, #18, #11 side by side, when re-ordered 11-5-18, then the row shows that order and dice stay."""
    state = given_race(dice={18: (SHOE,)})
    _, after = when_face("interference", "yellow", state, order=[11, 5, 18])
    assert after.track.row == (8, 22, 3, 11, 5, 18, 20) and after.track.dice_on(18)


def test_interference_needs_three_adjacent_tiles_in_a_new_order():
    """Given the example row, then tiles not side by side or an unchanged order are refused."""
    assert refused("interference", "yellow", order=[8, 5, 20]) == "photo_finish.die.interference.adjacent"
    assert refused("interference", "yellow", order=[5, 18, 11]) == "photo_finish.die.interference.unchanged"
    assert len(legal_for("interference", "yellow")) == 5 * 5


def test_losing_speed_drops_two_places_and_strips_the_dice():
    """Given #18 carrying dice, when it loses speed, then it is two places back with no dice."""
    state = given_race(dice={18: (SHOE, ("red", "whipping"))})
    _, after = when_face("losing_speed", "yellow", state, tile=18)
    assert after.track.row == (8, 22, 18, 3, 5, 11, 20) and after.track.dice_on(18) == ()
    assert after.track.out == counts(white=1, red=1, yellow=1)


def test_losing_speed_never_hits_the_last_two():
    """Given #8 last and #22 second to last, then losing speed is refused on both."""
    assert refused("losing_speed", "yellow", tile=8) == "photo_finish.die.losing_speed.last_two"
    assert refused("losing_speed", "yellow", tile=STEADY) == "photo_finish.die.losing_speed.last_two"
    assert {"tile": 8} not in legal_for("losing_speed", "yellow")


# ---------------------------------------------------------------- blanks


@pytest.mark.parametrize("face, colour", [("finish_line", "white"), ("red_blank", "red"), ("green_blank", "green")])
def test_a_blank_does_nothing_and_can_only_be_put_away(face, colour):
    """Given a blank, then no use of it is legal and using it is refused."""
    assert legal_for(face, colour) == []
    assert refused(face, colour, tile=11) == "photo_finish.die.blank"
