"""The flow of a game: deals, dealer rotation, refills, keeping cards, rounds, time-outs."""

from __future__ import annotations

from dataclasses import replace

import pytest
from jk_helpers import R, card, given_betting, given_race, rules

from games.base import RuleBroken, StartGame
from games.jockey.commands import KeepCards, PlayCard
from games.jockey.content import CARDS
from games.jockey.events import (
    BettingOpened,
    CapitalIssued,
    CardsDealt,
    CardsDrawn,
    CardsKept,
    DeckShuffled,
    KeepingOpened,
    RoundClosed,
)
from tests.support.refusals import refuses
from tests.support.rng import SeededRng
from tests.support.rules import of_type, types


@pytest.mark.parametrize("seats, size", [(2, 15), (3, 12), (4, 10), (5, 9), (6, 9)])
def test_each_seat_is_dealt_its_hand_size_and_the_rest_is_the_reserve(seats, size):
    """Given 2..6 seats, when the game starts, then each seat holds 15/12/10/9/9 cards and the rest lie aside."""
    state = given_betting(seats)
    assert [len(h) for h in state.hands] == [size] * seats
    assert len(state.reserve) == len(CARDS) - seats * size
    assert len({c for h in state.hands for c in h} | set(state.reserve)) == 54


def test_the_deck_is_a_house_secret_and_each_hand_a_secret_of_its_seat():
    """Given the start, when its events are inspected, then the shuffle names no seat and each deal names its seat."""
    state = R.initial_state(3, {})
    events = R.decide(state, StartGame(), SeededRng(1))
    shuffled = of_type(events, DeckShuffled)[0]
    assert DeckShuffled.OWNER not in vars(shuffled) and set(DeckShuffled.SECRET) == {"draws", "nonces"}
    assert [d.seat for d in of_type(events, CardsDealt)] == [1, 2, 0] and CardsDealt.SECRET == ("cards",)
    assert types(events)[0] == "CapitalIssued" and types(events)[-1] == "BettingOpened"


def test_the_dealer_rotates_left_and_the_seat_left_of_the_dealer_plays_first():
    """Given a random game, when each race's betting opens, then the dealer is seat 0, 1, 2 and the next seat starts."""
    _, log = rules.play_random(4, 3)
    opened = of_type(log, BettingOpened)
    assert [(o.dealer, o.first_seat) for o in opened] == [(0, 1), (1, 2), (2, 0)]


def test_when_every_hand_is_empty_each_seat_draws_two_from_the_reserve_then_the_played_pile_bottom():
    """Given a reserve of 3 and a played pile, when the last card is played, then seats 1, 2, 0 draw two each."""
    state = given_race(hands={0: (card("plus7", "red"),)})
    state = replace(state, reserve=("c41", "c42", "c43"), played=("c11", "c12", "c13", "c14"))
    events, after = rules.when(state, PlayCard(0, card("plus7", "red"), "red"))
    drawn = of_type(events, CardsDrawn)
    assert [(d.seat, d.cards, d.from_played) for d in drawn] == [
        (1, ("c41", "c42"), 0),
        (2, ("c43", "c11"), 1),
        (0, ("c12", "c13"), 2),
    ]
    assert after.turn == 1 and after.reserve == () and after.played == ("c14", card("plus7", "red"))


def test_with_six_seats_the_refill_comes_from_the_bottom_of_the_played_pile():
    """Given six seats and no reserve, when every hand is empty, then the first twelve played cards are drawn."""
    pile = tuple(f"c{n}" for n in range(20, 40))
    state = replace(given_race(hands={0: (card("plus7", "red"),)}, seats=6), reserve=(), played=pile)
    events, _ = rules.when(state, PlayCard(0, card("plus7", "red"), "red"))
    drawn = of_type(events, CardsDrawn)
    assert [c for d in drawn for c in d.cards] == list(pile[:12]) and all(d.from_played == 2 for d in drawn)


def race_ending_with_cards_left():
    """Race 1 about to end with seats 0 and 1 still holding cards."""
    hand0 = (card("plus10", "blue"), card("upto30", "red"), card("plus10", "red"), card("plus7", "red"))
    state = given_race(hands={0: hand0, 1: (card("plus7", "yellow"),)}, at={"red": 84, "blue": 75}, finishers=("red",))
    return rules.when(state, PlayCard(0, card("plus10", "blue"), "blue"))


def test_after_a_race_seats_holding_cards_may_keep_up_to_two():
    """Given seats 0 and 1 hold cards at the end, when the race ends,
    then both are asked and three cards are refused."""
    events, state = race_ending_with_cards_left()
    assert of_type(events, KeepingOpened) == [KeepingOpened(1, (0, 1))] and R.awaiting(state) == (0, 1)
    with refuses("jockey.keep.at_most_two", RuleBroken):
        rules.when(state, KeepCards(0, (card("upto30", "red"), card("plus10", "red"), card("plus7", "red"))))
    with refuses("jockey.keep.not_in_hand", RuleBroken):
        rules.when(state, KeepCards(0, (card("plus7", "blue"),)))


def test_kept_cards_reduce_the_deal_and_the_rest_is_reshuffled():
    """Given seat 0 keeps two cards and seat 1 none, when the next race is dealt,
    then seat 0 gets ten, seat 1 twelve."""
    _, state = race_ending_with_cards_left()
    kept = (card("upto30", "red"), card("plus10", "red"))
    events, _ = rules.when(state, KeepCards(0, kept))
    assert of_type(events, CardsKept)[0].count == 2
    events, after = rules.when(R.evolve(state, events[0]), KeepCards(1, ()))
    assert of_type(events, DeckShuffled)[0].size == 52
    dealt = {d.seat: d.count for d in of_type(events, CardsDealt)}
    assert dealt == {0: 10, 1: 12, 2: 12} and set(kept) <= set(after.hands[0]) and len(after.hands[0]) == 12


def test_time_outs_bet_nothing_and_keep_nothing():
    """Given betting or keeping, when a seat times out, then the house default is a sealed pass or keeping no card."""
    assert R.timeout_command(given_betting(), 0) == {"type": "PassBet"}
    _, keeping = race_ending_with_cards_left()
    assert R.timeout_command(keeping, 0) == {"type": "KeepCards", "cards": []}
    assert R.timeout_command(given_race(hands={0: ("c1",)}), 0) is None


def test_one_round_is_three_races_and_the_game_ends():
    """Given the default options, when a random game is played out,
    then three races are settled and the game is over."""
    state, log = rules.play_random(11, 4)
    assert R.is_over(state) and [r.race for r in state.results] == [1, 2, 3] and not of_type(log, RoundClosed)


def test_the_rounds_option_restarts_everyone_at_1000_and_sums_the_rounds():
    """Given rounds=2, when a random game is played out,
    then round 1 is banked, capital reissued and money sums the rounds."""
    assert [o.name for o in R.options] == ["rounds"] and R.options[0].default == 1
    state, log = rules.play_random(12, 3, {"rounds": 2})
    assert len(state.results) == 6 and [c.round for c in of_type(log, CapitalIssued)] == [1, 2]
    closed = of_type(log, RoundClosed)[0]
    before_end = rules.fold(R.initial_state(3, {"rounds": 2}), tuple(log[:-1]))
    assert closed.round == 1 and before_end.banked == tuple(r.result for r in closed.results)
    second_round = [before_end.cash[s] - before_end.debt[s] for s in range(3)]
    assert [state.money(s) for s in range(3)] == [closed.results[s].result + second_round[s] for s in range(3)]
    assert state.banked == (0, 0, 0) and all(c == 0 or d == 0 for c, d in zip(state.cash, state.debt))
