"""Hidden information: the face-down pile and other seats' sealed bets never show before their reveal."""

from __future__ import annotations

import json

from pf_helpers import R, example_free, rules

from games.photo_finish.commands import BetOnWinner
from games.photo_finish.events import BetPlaced, TilesShuffled


def test_a_seat_sees_its_own_bets_but_not_anothers_nor_the_pile():
    """Given seat 0 bet 400 on #11, then seat 0 sees it, seat 1 and spectators see only its unchanged money."""
    events, state = rules.when(example_free(), BetOnWinner(0, 11, 400))
    mine, theirs, public = R.view(state, 0), R.view(state, 1), R.view(state, None)
    assert mine["you"]["bets"][0]["amount"] == 400 and mine["you"]["available"] == 600
    assert theirs["you"]["bets"] == [] and public["you"] is None
    assert theirs["seats"][0]["money"] == 1000
    assert "pile" not in json.dumps(public) and str(state.pile[7:]) not in json.dumps(public)
    assert not R.is_revealed(state, events[0])


def test_the_shuffle_is_a_house_secret_until_the_game_is_over():
    """Given the shuffle event, then its draws and order are secret to all seats until the end."""
    assert TilesShuffled.SECRET == ("draws", "order") and TilesShuffled.OWNER == "house"
    assert BetPlaced.SECRET == ("kind", "horses", "amount", "salt")
    state = example_free()
    shuffled = TilesShuffled((), (), state.pile)
    assert not R.is_revealed(state, shuffled)
    assert R.is_revealed(state.__class__(**{**state.__dict__, "phase": "over"}), shuffled)
