"""Loans: taken below 1,000 capital up to 1,000, repaid from cash after the race, rolled over when cash is short."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

import pytest
from jk_helpers import R, bet, card, given_betting, given_race, rules

from games.base import RuleBroken
from games.jockey.commands import PlaceBet, PlayCard, TakeLoan
from games.jockey.events import LoansSettled
from games.jockey.state import Repayment
from tests.support.refusals import refuses
from tests.support.rules import bodies, of_type


def short_of_capital(cash: int = 300):
    """Betting open for race 1 with seat 0 holding only `cash`."""
    return replace(given_betting(), cash=(cash, 1000, 1000))


def ledger_of(state, events) -> dict[str, int]:
    """Balances of the accounts the events' journal entries move, folding as the platform does."""
    totals: dict[str, int] = defaultdict(int)
    for event in events:
        for entry in R.journal(state, event):
            for posting in entry.postings:
                totals[posting.account] += posting.amount
        state = R.evolve(state, event)
    return dict(totals)


def test_a_seat_below_1000_may_borrow_up_to_a_capital_of_1000():
    """Given seat 0 with 300, when it lists its commands, then it may borrow 100..700 and others may not borrow."""
    state = short_of_capital()
    loan = next(lc for lc in R.legal_commands(state, 0) if lc.command["type"] == "TakeLoan")
    assert (loan.params["amount"].min, loan.params["amount"].max) == (100, 700)
    assert "TakeLoan" not in {b["type"] for b in bodies(R.legal_commands(state, 1))}


def test_a_loan_raises_the_capital_a_bet_may_use():
    """Given seat 0 with 300, when it borrows 700, then it has 1,000 cash, owes 700 and may stake 1,000."""
    _, state = rules.when(short_of_capital(), TakeLoan(0, 700))
    assert (state.cash[0], state.debt[0], state.money(0)) == (1000, 700, 300)
    rules.when(state, PlaceBet(0, "win", "red", 1000))


@pytest.mark.parametrize(
    "cash, amount, rule",
    [
        (300, 800, "jockey.loan.amount.range"),
        (1000, 100, "jockey.loan.not_allowed"),
        (300, 50, "jockey.loan.amount.multiple"),
    ],
)
def test_a_loan_beyond_the_limit_or_without_need_is_refused(cash, amount, rule):
    """Given a seat's cash, when it asks for more than brings it to 1,000 (or has 1,000), then the loan is refused."""
    with refuses(rule, RuleBroken):
        rules.when(short_of_capital(cash), TakeLoan(0, amount))


def test_only_one_loan_per_race():
    """Given seat 0 borrowed 100 of its 700 room, when it asks again, then it is refused."""
    _, state = rules.when(short_of_capital(), TakeLoan(0, 100))
    with refuses("jockey.loan.not_allowed", RuleBroken):
        rules.when(state, TakeLoan(0, 100))


def test_a_loan_is_booked_as_cash_against_the_loan_account():
    """Given seat 0 with 300, when it borrows 700, then seat:0:cash gains 700 and seat:0:loan goes to -700."""
    state = short_of_capital()
    events, _ = rules.when(state, TakeLoan(0, 700))
    assert ledger_of(state, events) == {"seat:0:cash": 700, "seat:0:loan": -700}


def race_end(bets, cash, debt, race: int = 1):
    """Red finished; seat 0 plays blue past the line (blue second): the events and the state after."""
    state = given_race(
        hands={0: (card("plus10", "blue"),)},
        at={"red": 84, "blue": 75},
        finishers=("red",),
        bets=bets,
        cash=cash,
        debt=debt,
    )
    state = replace(state, race=race)
    events, after = rules.when(state, PlayCard(0, card("plus10", "blue"), "blue"))
    return state, events, after


def test_after_the_race_a_loan_is_repaid_from_cash():
    """Given seat 0 owing 700 and winning 300 to place, when the race ends, then 700 is repaid and it owes nothing."""
    state, events, after = race_end((bet(0, "place", "blue", 300),), (1000, 1000, 1000), (700, 0, 0))
    assert of_type(events, LoansSettled)[0].repayments == (Repayment(0, 700, 700, 0),)
    assert (after.cash[0], after.debt[0]) == (600, 0)
    moved = ledger_of(state, events)
    assert moved["seat:0:loan"] == 700 and moved["seat:0:cash"] == 300 - 700


def test_a_seat_that_cannot_repay_takes_a_new_loan_to_pay_the_old():
    """Given seat 0 owing 700 and losing its 900 stake, when the race ends, then 100 is repaid and 600 rolled over."""
    state, events, after = race_end((bet(0, "win", "brown", 900),), (1000, 1000, 1000), (700, 0, 0))
    assert of_type(events, LoansSettled)[0].repayments == (Repayment(0, 700, 100, 600),)
    assert (after.cash[0], after.debt[0], after.money(0)) == (0, 600, -600)
    kinds = [e.kind for event in events for e in R.journal(state, event) if e.seat == 0]
    assert "loan_repaid" in kinds and "loan_rolled_over" in kinds


def test_a_rolled_over_debt_stays_owed_and_a_new_race_allows_a_new_loan():
    """Given seat 0 with no cash and 600 owed, when the next race's betting opens,
    then it may borrow a full 1,000 more."""
    state = replace(given_betting(), cash=(0, 1000, 1000), debt=(600, 0, 0))
    _, after = rules.when(state, TakeLoan(0, 1000))
    assert (after.cash[0], after.debt[0], after.money(0)) == (1000, 1600, -600)


def test_standing_is_cash_minus_outstanding_loans_and_equals_the_seat_accounts():
    """Given a rolled-over debt at the game's last race, when the game ends,
    then money = cash - loans = sum of accounts."""
    state, events, after = race_end((bet(0, "win", "brown", 900),), (1000, 1000, 1000), (700, 0, 0), race=3)
    accounts = {"seat:0:cash": 1000, "seat:0:loan": -700}
    for name, amount in ledger_of(state, events).items():
        accounts[name] = accounts.get(name, 0) + amount
    assert R.is_over(after)
    standing = next(s for s in R.standings(after) if s.seat == 0)
    assert standing.money == -600 == sum(v for k, v in accounts.items() if k.startswith("seat:0:"))
