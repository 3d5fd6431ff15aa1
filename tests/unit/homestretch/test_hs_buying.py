"""The second-chance buy after race 1: pools by table size, lowest money first, face up, blind or pass, two rounds."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hs_helpers import R, given_race, rules

from games.base import OutOfTurn, RuleBroken
from games.homestretch.commands import BuyBlind, BuyShare, MoveHorse, PassBuy, RollDice
from games.homestretch.content import CONTENT
from games.homestretch.decide import open_buying
from games.homestretch.events import RowDealt
from games.homestretch.evolve import buy_pool
from games.homestretch.state import buying_order
from tests.support.refusals import refuses
from tests.support.rng import ScriptedRng, SeededRng
from tests.support.rules import bodies, of_type, types

GREEN, BLUE, BLACK, RED = 2, 1, 0, 3


def after_race_one(seats=4, cash=(70000, 60000, 50000, 80000), aside=("blue-3a", "blue-12b")):
    """Race 1 under way with the given money and blue cards set aside."""
    return replace(given_race(seats=seats), cash=cash, aside=aside)


def dealt(state, row, pile):
    """The buying phase with a chosen face-up row and face-down pile (order known to the test)."""
    return R.evolve(
        replace(state, pile=tuple(row) + tuple(pile), aside=()), RowDealt(1, tuple(row), buying_order(state.cash))
    )


@pytest.mark.parametrize("seats, size", [(2, 3), (3, 3), (4, 14), (6, 14)])
def test_two_or_three_seats_buy_from_the_blue_rest_and_four_to_six_add_the_red_deck(seats, size):
    """Given 3 blue cards aside, then the pool is those 3, plus the 11 red cards for 4-6 seats."""
    state = replace(given_race(seats=seats), aside=("blue-2a", "blue-3a", "blue-4a"))
    assert len(buy_pool(state)) == size


def test_the_buy_deals_one_face_up_card_per_seat_lowest_money_first():
    """Given 4 seats after race 1, when buying opens, then 4 cards lie face up and the poorest seat buys first."""
    events = open_buying(after_race_one(), SeededRng(1))
    assert types(events) == ["BuyPileShuffled", "RowDealt"] and events[0].OWNER == "house"
    assert len(events[1].cards) == 4 and events[1].order == (GREEN, BLUE, BLACK, RED)


def test_the_rules_example_green_blue_yellow_then_red_buying_blind():
    """Given the rules' example (black stands for yellow), then the buys cost $8k, $6k, $10k and $3k + the price."""
    state = dealt(after_race_one(), ["blue-5a", "blue-10a", "blue-7a", "blue-2a"], ["red-9", "red-11", "red-6"])
    assert R.awaiting(state) == (GREEN,)
    _, state = rules.when(state, BuyShare(GREEN, "blue-5a"))
    with refuses("homestretch.buy.turn", OutOfTurn):
        R.decide(state, BuyShare(RED, "blue-10a"), ScriptedRng())
    _, state = rules.when(state, BuyShare(BLUE, "blue-10a"))
    _, state = rules.when(state, BuyShare(BLACK, "blue-7a"))
    events, state = rules.when(state, BuyBlind(RED))
    blind = of_type(events, "BlindShareBought")[0]
    assert (blind.card, blind.price, blind.fee) == ("red-9", 8000, 3000)
    assert state.cash == (60000, 54000, 42000, 69000)
    refill = of_type(events, "RowDealt")[0]
    assert refill.round == 2 and refill.cards == ("red-11", "red-6")
    assert set(state.row) == {"blue-2a", "red-11", "red-6"}
    assert refill.order == (GREEN, BLUE, BLACK, RED)
    entry = R.journal(state, blind)[0]
    assert entry.postings[1].amount == -11000


def test_a_second_round_then_the_rest_is_discarded_and_race_two_is_flipped():
    """Given both rounds pass, then the leftover cards leave the game and race 2 opens for betting."""
    state = dealt(after_race_one(), ["blue-5a", "blue-10a", "blue-7a", "blue-2a"], ["red-9"])
    for seat in (GREEN, BLUE, BLACK, RED):
        events, state = rules.when(state, PassBuy(seat))
    assert types(events)[-1] == "RowDealt" and state.buy_round == 2
    for seat in state.buy_order:
        events, state = rules.when(state, PassBuy(seat))
    assert types(events)[-3:] == ["SharesDiscarded", "RaceCardFlipped", "BettingOpened"]
    assert state.race == 2 and state.row == () and state.pile == () and state.phase == "betting"


def test_buying_needs_the_cash_and_a_face_up_card():
    """Given the poorest seat has $5,000, then no $10k card and no blind buy for it; a face-down card is refused."""
    state = dealt(
        after_race_one(cash=(70000, 60000, 5000, 80000)), ["blue-7a", "blue-2a", "blue-3a", "blue-4a"], ["red-9"]
    )
    legal = bodies(R.legal_commands(state, GREEN))
    assert {"type": "BuyShare", "card": "blue-7a"} not in legal and {"type": "BuyBlind"} not in legal
    assert {"type": "BuyShare", "card": "blue-2a"} in legal and {"type": "PassBuy"} in legal
    with refuses("homestretch.buy.cash", RuleBroken):
        R.decide(state, BuyShare(GREEN, "blue-7a"), ScriptedRng())
    with refuses("homestretch.buy.face_up", RuleBroken):
        R.decide(state, BuyShare(GREEN, "red-9"), ScriptedRng())
    with refuses("homestretch.buy.blind_cash", RuleBroken):
        R.decide(state, BuyBlind(GREEN), ScriptedRng())


def test_race_one_ends_into_the_buy_and_later_races_into_the_next_race():
    """Given the third finisher in race 1 and in race 2, then the buy opens after race 1, race 3 after race 2."""
    for race, tail in ((1, "RowDealt"), (2, "BettingOpened")):
        state = given_race(placings=(7, 6), positions={8: 9}, race=race)
        _, state = rules.when(state, RollDice(0), ScriptedRng([4, 4]))
        events, state = rules.when(state, MoveHorse(0, 1), ScriptedRng())
        assert types(events)[-1] == tail
    assert CONTENT.blind_buy_fee == 3000


def test_the_second_round_order_is_recomputed_from_the_money_after_the_first_round():
    """Given red falls below blue by buying blind, when the row is refilled,
    then round 2 goes green, red, blue, black."""
    state = dealt(
        after_race_one(cash=(70000, 60000, 50000, 62000)),
        ["blue-5a", "blue-10a", "blue-7a", "blue-2a"],
        ["red-9", "red-11"],
    )
    assert state.buy_order == (GREEN, BLUE, RED, BLACK)
    _, state = rules.when(state, BuyShare(GREEN, "blue-5a"))
    _, state = rules.when(state, PassBuy(BLUE))
    _, state = rules.when(state, BuyBlind(RED))
    events, state = rules.when(state, BuyShare(BLACK, "blue-7a"))
    assert state.cash == (60000, 60000, 42000, 51000)
    assert of_type(events, "RowDealt")[0].order == (GREEN, RED, BLUE, BLACK) and R.awaiting(state) == (GREEN,)
