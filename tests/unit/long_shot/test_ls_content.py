"""The components: ten horses consistent with the known facts, 104 cards, the track and the dice."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from ls_helpers import R

from games.long_shot.content import CONTENT, CONTENT_PATH, parse_content, parse_move_faces


def test_the_ten_horses_carry_the_known_names_and_facts():
    """Given the horse cards, then names, Sure Lee's 6 and 4-1 show, Slow Jenn's 6-1 place and #3's bar hold."""
    names = {h.number: h.name for h in CONTENT.horses}
    assert names[1] == "Wonder Bred" and names[4] == "Slow Jenn" and names[5] == "Sure Lee"
    assert names[6] == "Six Gun" and names[7] == "Last Chance" and names[8] == "Eight's Enough"
    assert names[9] == "Nine Lives" and names[10] == "Hangin' 10"
    assert 6 in CONTENT.horse(5).bar and CONTENT.horse(5).odds[2] == 4
    assert CONTENT.horse(4).odds[1] == 6
    assert CONTENT.horse(3).bar == (2, 4, 6) and CONTENT.horse(3).feature == "level_three"
    assert CONTENT.horse(9).feature == "ten_trouble"
    assert CONTENT.horse(1).lead_feature and CONTENT.horse(10).lead_feature


def test_a_horse_with_more_bar_numbers_costs_more():
    """Given any two horses, when one has more movement-bar numbers, then it has the higher price."""
    for a in CONTENT.horses:
        for b in CONTENT.horses:
            if len(a.bar) > len(b.bar):
                assert a.price > b.price


def test_the_deck_holds_104_cards_of_every_named_kind():
    """Given the deck, then it has 104 cards with lead, money, move, lucky numba, steal and bet-anywhere kinds."""
    kinds = Counter(c.kind for c in CONTENT.cards)
    assert len(CONTENT.cards) == 104
    assert {
        "lead_bonus",
        "collect",
        "spur",
        "muddy_track",
        "lucky_numba",
        "pickpocket",
        "card_thief",
        "inside_tip",
    } <= set(kinds)
    assert sum(1 for c in CONTENT.cards if c.lead) == 13
    assert sorted(c.horse for c in CONTENT.cards if c.kind == "lucky_numba") == sorted(list(range(1, 11)) * 2)


def test_a_content_file_with_a_bet_card_above_the_5_dollar_unit_is_refused():
    """Given "You MAY NOT bet more than $5 per turn" and a content file whose Double Down bets $10, when loaded,
    then ValueError names the rule."""
    data = json.loads(CONTENT_PATH.read_text(encoding="utf-8"))
    next(c for c in data["cards"] if c["kind"] == "double_down")["amount"] = 10
    with pytest.raises(ValueError, match="no card may bet more"):
        parse_content(data)


def test_the_track_has_ten_lanes_of_twenty_spaces_and_a_five_space_no_bets_stretch():
    """Given the track, then 10 lanes of 20 spaces, No bets from space 16, finished past space 20."""
    assert (CONTENT.lanes, CONTENT.spaces, CONTENT.stretch_start, CONTENT.finish) == (10, 20, 16, 21)


def test_the_move_die_is_the_english_one_by_default_and_configurable():
    """Given no option, then faces 0,1,1,1,1,3; given the German die, then 1,1,1,1,2,3."""
    assert R.initial_state(3, {}).move_faces == (0, 1, 1, 1, 1, 3)
    assert R.initial_state(3, {"move_die": "1,1,1,1,2,3"}).move_faces == (1, 1, 1, 1, 2, 3)


@pytest.mark.parametrize("faces", ["0,0,0,0,0,0", "1,2,3", "a,b,c,d,e,f", "1,1,1,1,1,9"])
def test_a_move_die_that_cannot_end_the_race_or_is_malformed_is_refused(faces):
    """Given an all-zero or malformed die, when parsed, then ValueError (a race must be able to end)."""
    with pytest.raises(ValueError):
        parse_move_faces(faces)


@pytest.mark.parametrize("seats", [2, 9])
def test_long_shot_is_for_three_to_eight_seats(seats):
    """Given too few or too many seats, then the game cannot be set up."""
    with pytest.raises(ValueError):
        R.initial_state(seats, {})
