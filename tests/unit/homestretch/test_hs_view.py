"""What a seat may see: its own hand and token values; others' hand sizes and token spots only; never deck orders."""

from __future__ import annotations

import json

from hs_helpers import R, given_race, rules, started

from games.homestretch.commands import PickShare


def test_a_seat_sees_its_hand_and_only_the_size_of_the_others():
    """Given the draft, then seat 0's view has its hand; other hands appear only as sizes; spectators see no hand."""
    state = started(3)
    mine = R.view(state, 0)
    assert mine["you"]["hand"] == list(state.hand_of(0))
    assert [s["hand_size"] for s in mine["seats"]] == [5, 5, 5]
    text = json.dumps(mine)
    assert all(card not in text for card in state.hand_of(1) + state.hand_of(2) + state.aside)
    assert R.view(state, None)["you"] is None


def test_a_pick_shows_only_as_picked_to_the_others():
    """Given seat 1 picked, then the others see that it picked, never which card."""
    state = started(3)
    card = state.hand_of(1)[0]
    _, state = rules.when(state, PickShare(1, card))
    assert R.view(state, 0)["seats"][1]["picked"] is True and card not in json.dumps(R.view(state, 0))
    assert R.view(state, 1)["you"]["drafted"] == [card]


def test_the_race_order_is_never_shown_beyond_the_flipped_card():
    """Given a race under way, then the view shows the flipped card but not the cards of the races to come."""
    state = given_race()
    text = json.dumps(R.view(state, None))
    assert '"P11"' in text and all(f'"{c}"' not in text for c in state.race_cards[1:])


def test_the_view_is_json():
    """Given a running race, then every view is plain JSON."""
    state = given_race()
    for seat in (None, 0, 1, 2):
        assert json.loads(json.dumps(R.view(state, seat)))["ruleset"] == "homestretch"
