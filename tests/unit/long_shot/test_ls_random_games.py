"""Random Long Shot games: views hide hands and the deck; random play reaches every kind of turn."""

from __future__ import annotations

import json

from ls_helpers import R, rules


def test_views_never_show_another_seat_s_hand_or_the_deck():
    """Given a random mid-game state, then each seat's view holds its own hand only and no deck order."""
    _, log = rules.play_random(5, 4)
    state = rules.fold(R.initial_state(4, {}), log[: len(log) // 2])
    for seat in range(4):
        seen = R.view(state, seat)
        assert [c["card"] for c in seen["you"]["hand"]] == list(state.hands[seat])
        assert isinstance(seen["deck"], int) and "hand" not in json.dumps(seen["seats"])
    assert R.view(state, None)["you"] is None


def test_random_play_uses_every_kind_of_turn():
    """Given several random games, then rerolls, zero rolls, bar moves offered and declined, and card plays happen."""
    seen = set()
    for seed in range(12):
        _, log = rules.play_random(seed, 3 + seed % 6)
        seen |= {e.TYPE for e in log}
    assert {
        "DieRerolled",
        "CardStolen",
        "CardPlayed",
        "BetPlaced",
        "HorseBought",
        "CardsDiscarded",
        "FeatureUsed",
        "MoneyTaken",
        "BarMovesOffered",
        "BarMovesDeclined",
        "HandSeen",
    } <= seen


def test_a_view_is_its_own_copy():
    """Given a view whose horse cards, odds, bars and cards are changed, then the next view is as before."""
    _, log = rules.play_random(6, 3)
    state = rules.fold(R.initial_state(3, {}), log[: len(log) // 2])
    before = json.dumps(R.view(state, 0))
    seen = R.view(state, 0)
    for horse in seen["horses"]:
        horse["odds"]["win"], horse["space"] = 99, 99
        horse["bar"].append(99)
    for card in seen["discards"] + seen["you"]["hand"]:
        card["name"] = "changed"
    assert json.dumps(R.view(state, 0)) == before
