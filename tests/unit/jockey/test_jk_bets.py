"""Bets: place, win and double priced as the issue states, stake limits, sealing and settlement through the ledger."""

from __future__ import annotations

from dataclasses import replace

import pytest
from jk_helpers import R, bet, card, given_betting, given_race, rules

from games.base import OutOfTurn, RuleBroken
from games.codec import sha256_hex
from games.jockey.commands import PassBet, PlaceBet, PlayCard
from games.jockey.events import BetPlaced, BetsSettled
from games.jockey.settle import price
from tests.support.refusals import refuses
from tests.support.rules import of_type, types


@pytest.mark.parametrize(
    "first, second, outcome, amount",
    [
        ("brown", "red", "placed", 1000),
        ("red", "brown", "placed", 1000),
        ("red", "blue", "unplaced", -1000),
    ],
)
def test_a_place_bet_wins_its_stake_on_first_or_second_and_loses_it_otherwise(first, second, outcome, amount):
    """Given 1,000 on brown to place, when the race ends,
    then it is paid 1,000 if brown is first or second, else loses 1,000."""
    assert price(bet(0, "place", "brown", 1000), first, second)[:2] == (outcome, amount)


def test_300_to_win_pays_900():
    """Given 300 on yellow to win (the rule text), when yellow wins, then the bank pays 900."""
    assert price(bet(0, "win", "yellow", 300), "yellow", "red")[:2] == ("won", 900)


def test_a_win_bet_on_a_horse_that_comes_second_loses_the_stake():
    """Given 300 on yellow to win, when yellow is second, then the seat pays 300."""
    assert price(bet(0, "win", "yellow", 300), "red", "yellow")[:2] == ("lost", -300)


@pytest.mark.parametrize(
    "first, second, outcome, amount",
    [
        ("blue", "red", "both", 3600),  # the rule text: 4 x (400 + 500)
        ("blue", "brown", "winner_only", 3 * 400 - 500),  # only A right: 3a - b
        ("red", "yellow", "second_placed_only", 500 - 400),  # only B right, judged as a place bet: b - a
        ("yellow", "red", "second_placed_only", 100),  # B second but A not first
        ("red", "blue", "second_placed_only", 100),  # the order reversed: B placed, A not first
        ("yellow", "brown", "neither", -900),  # neither: -(a + b)
    ],
)
def test_a_double_pays_by_which_of_its_horses_came_right(first, second, outcome, amount):
    """Given 400 on blue to win and 500 on red second, when the race ends, then the double pays as the issue states."""
    assert price(bet(0, "double", "blue", 400, "red", 500), first, second)[:2] == (outcome, amount)


def test_a_bet_is_sealed_with_a_commitment_over_its_secret_fields():
    """Given betting open, when seat 0 bets, then the event commits to kind, horses, stakes and salt."""
    state = given_betting()
    events, after = rules.when(state, PlaceBet(0, "double", "blue", 400, "red", 500))
    placed = of_type(events, BetPlaced)[0]
    secret = {name: getattr(placed, name) for name in BetPlaced.SECRET}
    assert placed.commitment == sha256_hex(secret) and after.done[0]


def test_each_seat_bets_at_most_once_and_the_race_starts_when_all_have_bet():
    """Given three seats, when each bets or passes, then the third starts the race with the seat left of the dealer."""
    state = given_betting(3)
    _, state = rules.when(state, PlaceBet(0, "win", "red", 100))
    with refuses("jockey.betting.done", OutOfTurn):
        rules.when(state, PlaceBet(0, "win", "red", 100))
    _, state = rules.when(state, PassBet(1))
    events, state = rules.when(state, PlaceBet(2, "place", "blue", 200))
    assert types(events) == ["BetPlaced", "RaceStarted"] and state.turn == 1 and state.phase == "racing"


@pytest.mark.parametrize(
    "command, rule",
    [
        (PlaceBet(0, "win", "red", 0), "jockey.bet.stake.range"),  # below the minimum of 100
        (PlaceBet(0, "win", "red", 150), "jockey.bet.stake.multiple"),  # not in hundreds
        (PlaceBet(0, "win", "red", 1100), "jockey.bet.stake.range"),  # more than the capital of 1,000
        (PlaceBet(0, "double", "red", 600, "blue", 500), "jockey.bet.stake.range"),  # together more than capital
        (PlaceBet(0, "double", "red", 600, "red", 100), "jockey.bet.double.same_horse"),
        (PlaceBet(0, "show", "red", 100), "jockey.bet.kind"),
        (PlaceBet(0, "win", "grey", 100), "jockey.bet.horse"),
    ],
)
def test_bets_outside_the_limits_are_refused(command, rule):
    """Given 1,000 capital, when a bet breaks a limit, then the rules refuse it naming the rule."""
    with pytest.raises(RuleBroken) as refused:
        rules.when(given_betting(), command)
    assert refused.value.rule == rule


def test_the_stake_of_one_bet_is_at_most_5000_even_with_more_capital():
    """Given 9,000 cash, when the legal bets are listed, then the win stake goes up to 5,000 only."""
    state = replace(given_betting(), cash=(9000, 1000, 1000))
    win = next(lc for lc in R.legal_commands(state, 0) if lc.command.get("kind") == "win")
    assert win.params["stake"].max == 5000
    with refuses("jockey.bet.stake.range", RuleBroken):
        rules.when(state, PlaceBet(0, "win", "red", 5100))


def test_the_race_end_settles_every_bet_and_the_ledger_moves_money_with_the_bank():
    """Given seats backing red to win, blue to place and a double, when blue finishes second, then each is settled."""
    bets = (bet(0, "win", "red", 300), bet(1, "place", "red", 500), bet(2, "double", "blue", 400, "red", 500))
    state = given_race(hands={0: (card("plus10", "blue"),)}, at={"red": 84, "blue": 75}, finishers=("red",), bets=bets)
    events, after = rules.when(state, PlayCard(0, card("plus10", "blue"), "blue"))
    settled = of_type(events, BetsSettled)[0]
    assert [(s.seat, s.outcome, s.amount) for s in settled.settlements] == [
        (0, "won", 900),
        (1, "placed", 500),
        (2, "second_placed_only", 100),
    ]
    assert after.cash == (1900, 1500, 1100)
    entries = R.journal(_before(state, events), settled)
    assert {p.account: p.amount for p in entries[0].postings} == {"seat:0:cash": 900, "bank": -900}
    assert all(e.refs["result"] == "race:1" and e.refs["bet"].startswith("bet:") for e in entries)


def _before(state, events):
    """The state just before BetsSettled."""
    for event in events:
        if isinstance(event, BetsSettled):
            return state
        state = R.evolve(state, event)
    return state


def test_a_losing_bet_pays_the_bank_and_cash_never_goes_below_zero():
    """Given a seat staking all 1,000 on brown to win, when brown loses, then the seat pays 1,000 and has 0."""
    state = given_race(
        hands={0: (card("plus10", "blue"),)},
        at={"red": 84, "blue": 75},
        finishers=("red",),
        bets=(bet(0, "win", "brown", 1000),),
    )
    _, after = rules.when(state, PlayCard(0, card("plus10", "blue"), "blue"))
    assert after.cash[0] == 0


def test_the_settlement_is_rederived_by_the_rules():
    """Given a finished race, when the audit re-derives BetsSettled, then it equals the recorded event."""
    bets = (bet(0, "double", "red", 400, "blue", 500),)
    state = given_race(hands={0: (card("plus10", "blue"),)}, at={"red": 84, "blue": 75}, finishers=("red",), bets=bets)
    events, _ = rules.when(state, PlayCard(0, card("plus10", "blue"), "blue"))
    settled = of_type(events, BetsSettled)[0]
    assert R.rederive(_before(state, events), settled) == settled and settled.settlements[0].amount == 3600
