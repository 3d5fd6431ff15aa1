"""What each seat may see and do: its own hand and bet, others' hand sizes, never the deck; legal commands."""

from __future__ import annotations

import json

from jk_helpers import R, bet, card, given_betting, given_race, rules

from games.base import StartGame
from games.jockey.commands import PlaceBet, PlayCard
from games.jockey.events import BetPlaced, CardsDealt, DeckShuffled
from tests.support.rng import SeededRng
from tests.support.rules import bodies, of_type


def test_a_seat_sees_its_own_hand_with_card_kinds_and_only_the_sizes_of_others():
    """Given race 1 dealt, when seat 0 looks, then it sees its 12 cards with kinds and 12 for each other seat."""
    state = given_betting(3)
    seen = R.view(state, 0)
    assert [c["id"] for c in seen["you"]["hand"]] == sorted(state.hands[0], key=lambda c: int(c[1:]))
    assert {"id", "kind", "colour", "name"} <= set(seen["you"]["hand"][0])
    assert [s["hand_size"] for s in seen["seats"]] == [12, 12, 12]
    text = json.dumps(seen)
    assert not any(f'"{c}"' in text for c in state.hands[1] + state.reserve)


def test_a_spectator_sees_no_hand_and_no_deck():
    """Given race 1 dealt, when a spectator looks, then it sees no cards and only the reserve's size."""
    state = given_betting(3)
    seen = R.view(state, None)
    assert seen["you"] is None and seen["reserve_size"] == len(state.reserve)
    assert not any(f'"{c}"' in json.dumps(seen) for hand in state.hands for c in hand)


def test_a_sealed_bet_is_seen_by_its_seat_only_until_the_race_is_settled():
    """Given seat 0 bet, when seat 1 looks, then it sees no bet; the bet event is revealed only after settlement."""
    events, state = rules.when(given_betting(3), PlaceBet(0, "win", "red", 300))
    assert R.view(state, 0)["you"]["bet"]["stake"] == 300 and R.view(state, 1)["you"]["bet"] is None
    placed = of_type(events, BetPlaced)[0]
    assert not R.is_revealed(state, placed)


def test_hands_and_the_shuffle_are_revealed_only_when_the_game_is_over():
    """Given the start events, when the game runs, then deals and the shuffle stay secret."""
    state = R.initial_state(3, {})
    events = R.decide(state, StartGame(), SeededRng(1))
    started = R.evolve(state, events[0])
    for event in of_type(events, CardsDealt) + of_type(events, DeckShuffled):
        assert not R.is_revealed(started, event)


def test_only_the_seat_whose_turn_it_is_has_legal_commands_in_the_race():
    """Given seat 1 to play, when each seat lists its commands, then only seat 1 has any: its cards and targets."""
    state = given_race(
        hands={0: ("c1",), 1: (card("plus7", "blue"), card("no4plus20"))},
        turn=1,
        at={"red": 40, "yellow": 30, "blue": 20, "brown": 10},
    )
    assert R.legal_commands(state, 0) == () and R.legal_commands(state, 2) == ()
    assert bodies(R.legal_commands(state, 1)) == [
        {"type": "PlayCard", "card": card("plus7", "blue"), "horse": "blue"},
        {"type": "PlayCard", "card": card("no4plus20"), "horse": "brown"},
    ]
    assert R.awaiting(state) == (1,)


def test_betting_lists_a_pass_place_and_win_per_horse_and_every_double():
    """Given 1,000 capital, when seat 0 lists its bets, then it has a pass, 8 single bets and 12 pairs x 9 stakes."""
    legal = R.legal_commands(given_betting(3), 0)
    kinds = [lc.command.get("kind", lc.command["type"]) for lc in legal]
    assert kinds.count("PassBet") == 1 and kinds.count("place") == 4 and kinds.count("win") == 4
    assert kinds.count("double") == 12 * 9 and "TakeLoan" not in kinds


def test_settled_results_show_every_bet():
    """Given a settled race, when anyone looks, then the results list every revealed bet."""
    state = given_race(
        hands={0: (card("plus10", "blue"),)},
        at={"red": 84, "blue": 75},
        finishers=("red",),
        bets=(bet(1, "win", "red", 200),),
    )
    _, after = rules.when(state, PlayCard(0, card("plus10", "blue"), "blue"))
    assert R.view(after, None)["results"][0]["settlements"][0]["amount"] == 600
