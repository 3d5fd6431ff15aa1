"""Set-up: $25 each, a house-secret shuffle, three secret cards each, reroll tokens and the first player."""

from __future__ import annotations

from ls_helpers import R, given, rules, started

from games.base import StartGame
from games.long_shot.events import CardsDealt, DeckShuffled, MoneyDealt, StartDieRolled, TurnBegan
from tests.support.rng import ScriptedRng
from tests.support.rules import of_type, types


def test_every_seat_starts_with_25_dollars_three_cards_and_a_reroll_token():
    """Given a 5-seat game, when started, then each seat has $25, 3 cards, a token; the deck has 89 cards."""
    state, events = started(5)
    assert state.cash == (25,) * 5 and all(len(h) == 3 for h in state.hands) and all(state.rerolls)
    assert len(state.deck) == 104 - 15 and state.phase == "rolling" and state.turns == 1
    assert types(events)[:2] == ["MoneyDealt", "DeckShuffled"]


def test_the_shuffle_is_the_houses_secret_and_each_hand_its_seats_secret():
    """Given the set-up events, then the draws are secret to every seat and each hand only to its seat."""
    state, events = started(3)
    shuffled = of_type(events, DeckShuffled)[0]
    assert type(shuffled).SECRET == ("draws",) and not hasattr(shuffled, type(shuffled).OWNER)
    dealt = of_type(events, CardsDealt)
    assert [d.seat for d in dealt] == [0, 1, 2] and type(dealt[0]).SECRET == ("cards",)
    assert not R.is_revealed(state, shuffled) and not R.is_revealed(state, dealt[0])


def test_the_highest_horse_die_roll_starts():
    """Given start rolls 4, 9, 2, when the game starts, then seat 1 takes the first turn."""
    state = R.initial_state(3, {})
    rng = ScriptedRng([0] * 103 + [4, 9, 2])
    events = R.decide(state, StartGame(), rng)
    assert of_type(events, TurnBegan)[0].seat == 1 and rules.fold(state, events).turn == 1


def test_a_tie_at_the_top_is_re_rolled_among_the_tied_only():
    """Given start rolls 8, 8, 3, then 5, 6 between seats 0 and 1, then seat 1 starts, every roll recorded."""
    state = R.initial_state(3, {})
    events = R.decide(state, StartGame(), ScriptedRng([0] * 103 + [8, 8, 3, 5, 6]))
    rolls = [(e.seat, e.value, e.round) for e in of_type(events, StartDieRolled)]
    assert rolls == [(0, 8, 1), (1, 8, 1), (2, 3, 1), (0, 5, 2), (1, 6, 2)]
    assert of_type(events, TurnBegan)[0].seat == 1


def test_the_starting_cash_is_a_deposit_from_the_bank_in_the_ledger():
    """Given MoneyDealt, then the journal moves $25 from the bank to each seat's cash."""
    state = R.initial_state(3, {})
    entries = R.journal(state, MoneyDealt(25))
    assert [(p.account, p.amount) for e in entries for p in e.postings][:2] == [("bank", -25), ("seat:0:cash", 25)]
    assert len(entries) == 3


def test_a_seat_sees_its_own_hand_and_only_the_sizes_of_the_others():
    """Given a started game, when seat 1 and a spectator look, then seat 1 sees its cards, nobody the deck."""
    state, _ = started(4)
    seat_view, public = R.view(state, 1), R.view(state, None)
    assert [c["card"] for c in seat_view["you"]["hand"]] == list(state.hands[1])
    assert public["you"] is None and [s["cards"] for s in public["seats"]] == [3, 3, 3, 3]
    assert public["deck"] == 92 and "hands" not in str(public.keys())


def test_only_the_seat_whose_turn_it_is_has_legal_commands():
    """Given seat 2's turn, then only seat 2 may roll."""
    state = given(turn=2)
    assert [R.legal_commands(state, s) for s in (0, 1, 3)] == [(), (), ()]
    assert [dict(c.command) for c in R.legal_commands(state, 2)] == [{"type": "RollDice"}]
    assert R.awaiting(state) == (2,)
