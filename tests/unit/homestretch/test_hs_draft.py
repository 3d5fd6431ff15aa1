"""Set-up and draft: decks shuffled in events, sealed hands, simultaneous picks, pass left, ghost, payment."""

from __future__ import annotations

import pytest
from hs_helpers import R, rules, started

from games.base import OutOfTurn, RuleBroken, StartGame
from games.homestretch.commands import PickShare
from games.homestretch.content import CONTENT
from games.homestretch.state import GHOST
from tests.support.refusals import refuses
from tests.support.rng import SeededRng
from tests.support.rules import of_type, types


@pytest.mark.parametrize("seats, size, aside", [(2, 5, 7), (3, 5, 7), (4, 5, 2), (5, 4, 2), (6, 3, 4)])
def test_blue_hands_are_dealt_by_table_size_with_the_rest_set_aside(seats, size, aside):
    """Given a table, then each seat gets 5 (2-3 seats) or an equal share of the 22 blue cards, the rest aside."""
    state = started(seats)
    assert [len(state.hand_of(s)) for s in range(seats)] == [size] * seats and len(state.aside) == aside
    assert all(CONTENT.share_cards[c].deck == "blue" for hand in state.hands for c in hand)


def test_two_seats_draft_with_a_ghost_hand_between_them():
    """Given 2 seats, then a third (ghost) hand of 5 sits between seat 0 and seat 1 in the passing circle."""
    state = started(2)
    assert state.drafters == (0, GHOST, 1) and [len(h) for h in state.hands] == [5, 5, 5]


def test_the_start_shuffles_and_deals_in_events_hands_sealed_per_seat():
    """Given StartGame, then the shuffles are the house's secret and each hand is only its seat's."""
    state = R.initial_state(3, {})
    events = R.decide(state, StartGame(), SeededRng(3))
    assert types(events) == ["GameSetUp", "DecksShuffled", "HandDealt", "HandDealt", "HandDealt"]
    assert events[1].OWNER == "house" and events[2].OWNER == "seat" and events[2].SECRET == ("cards",)
    assert len(R.outcomes(events[1])) == 21 + 11 + 10


def test_the_four_races_are_two_purple_cards_then_two_green():
    """Given a started game, then races 1-2 use purple cards and 3-4 green ones."""
    decks = [CONTENT.race_cards[c].deck for c in started(4).race_cards]
    assert decks == ["purple", "purple", "green", "green"]


def test_a_pick_must_come_from_the_hand_held_and_only_once_a_round():
    """Given seat 0's hand, when it picks a card of another hand or picks twice, then it is refused."""
    state = started(3)
    with refuses("homestretch.draft.in_hand", RuleBroken):
        R.decide(state, PickShare(0, state.hand_of(1)[0]), SeededRng(1))
    _, state = rules.when(state, PickShare(0, state.hand_of(0)[0]))
    with refuses("homestretch.draft.picked", OutOfTurn):
        R.decide(state, PickShare(0, state.hand_of(0)[1]), SeededRng(1))
    assert R.awaiting(state) == (1, 2)


def test_picks_are_sealed_and_hands_pass_left_when_everyone_has_picked():
    """Given every seat picks, then the picks are secret and each seat now holds its right neighbour's rest."""
    state = started(3)
    hands = [state.hand_of(s) for s in range(3)]
    events = ()
    for seat in range(3):
        events, state = rules.when(state, PickShare(seat, hands[seat][0]))
    assert types(events) == ["SharePicked", "HandsPassed"] and events[0].SECRET == ("card",)
    assert state.hand_of(1) == hands[0][1:] and state.hand_of(0) == hands[2][1:]
    assert R.view(state, 1)["you"]["drafted"] == [hands[1][0]] and R.view(state, 0)["seats"][1]["shares"] == []


def test_the_ghost_discards_a_random_card_before_each_pass():
    """Given 2 seats, when both pick, then the ghost discards the drawn card to the aside pile, then hands pass."""
    state = started(2)
    ghost = state.hands[1]
    _, state = rules.when(state, PickShare(0, state.hand_of(0)[0]))
    events, state = rules.when(state, PickShare(1, state.hand_of(1)[0]), SeededRng(5))
    discard = of_type(events, "GhostDiscarded")[0]
    assert types(events) == ["SharePicked", "GhostDiscarded", "HandsPassed"] and discard.OWNER == "house"
    assert discard.card == ghost[discard.index] and discard.card in state.aside
    assert state.hand_of(1) == tuple(c for c in ghost if c != discard.card)
    assert R.outcomes(discard)[0].high == 4


def draft_all(seats: int, seed: int = 2):
    """Every seat always picks the first card of its hand until the draft ends; returns the last events and state."""
    state, rng, events = started(seats, seed), SeededRng(seed), ()
    while state.phase == "draft":
        seat = next(s for s, p in enumerate(state.picks) if p is None)
        events, state = rules.when(state, PickShare(seat, state.hand_of(seat)[0]), rng)
    return events, state


@pytest.mark.parametrize("seats, shares", [(2, 5), (3, 5), (4, 5), (6, 3)])
def test_the_draft_ends_with_every_card_taken_the_shares_paid_and_race_one_flipped(seats, shares):
    """Given the draft played out, then each seat owns its picks face up, paid their total, and race 1 opens."""
    events, state = draft_all(seats)
    finished = of_type(events, "DraftFinished")[0]
    assert [len(s) for s in state.stables] == [shares] * seats
    assert finished.costs == tuple(sum(CONTENT.price(c) for c in cards) for cards in state.stables)
    assert state.cash == tuple(50000 - c for c in finished.costs)
    assert types(events)[-2:] == ["RaceCardFlipped", "BettingOpened"] and state.phase == "betting"
    entries = R.journal(state, finished)
    assert [(e.seat, e.postings[1].amount) for e in entries] == [(s, -c) for s, c in enumerate(finished.costs) if c]


def test_the_picks_are_revealed_when_the_draft_ends_and_hands_at_the_game_end():
    """Given the draft is over, then a SharePicked is revealed, a HandDealt is not (until the game is over)."""
    fresh = R.initial_state(3, {})
    dealt = R.decide(fresh, StartGame(), SeededRng(1))[2]
    pick = R.decide(started(3), PickShare(0, started(3).hand_of(0)[0]), SeededRng(1))[0]
    _, state = draft_all(3)
    assert not R.is_revealed(started(3), pick)
    assert R.is_revealed(state, pick) and not R.is_revealed(state, dealt)


def test_the_draft_bill_is_rederived_from_the_picks():
    """Given the last pass of the draft, then DraftFinished is what the rules give for the drafted cards."""
    state = started(2, 4)
    rng = SeededRng(4)
    while True:
        seat = next(s for s, p in enumerate(state.picks) if p is None)
        events = R.decide(state, PickShare(seat, state.hand_of(seat)[-1]), rng)
        if "DraftFinished" in types(events):
            break
        state = rules.fold(state, events)
    before = rules.fold(state, events[: types(events).index("DraftFinished")])
    finished = of_type(events, "DraftFinished")[0]
    assert R.rederive(before, finished) == finished and sum(map(len, finished.stables)) == 10


def test_a_two_seat_draft_leaves_the_seven_undealt_cards_and_the_five_ghost_discards_for_the_buy():
    """Given 2 seats drafted out, then the ghost discarded once per pass and 12 blue cards wait for the buy."""
    _events, state = draft_all(2, 6)
    assert [len(s) for s in state.stables] == [5, 5] and len(state.aside) == 12
    assert sorted(state.aside + state.stables[0] + state.stables[1]) == sorted(CONTENT.deck("blue"))
