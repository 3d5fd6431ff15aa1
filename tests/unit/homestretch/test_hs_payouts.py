"""Payouts: purses split by shares held, then tokens at tote x value x $1,000; all through the ledger."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hs_helpers import R, given_race, stables, token

from games.homestretch.events import PursesPaid, TokensSettled
from games.homestretch.state import purse_payments, settle_tokens


def finished(owned, board=(), placings=(7, 6, 8), card="P11", seats=3):
    """A race whose first three are `placings`, with the given stables and board."""
    state = given_race(seats=seats, card=card, owned=owned, placings=placings)
    return replace(state, board=board)


def amounts(state) -> dict[tuple[int, int], int]:
    """(seat, horse) -> purse money."""
    return {(p.seat, p.horse): p.amount for p in purse_payments(state)}


def test_a_sole_holder_takes_the_whole_purse_even_with_one_share():
    """Given seat 0 holds one share of the winner 7 (P11 win purse $12,000), then it gets all $12,000."""
    assert amounts(finished(stables([7], [], [])))[(0, 7)] == 12000


def test_two_single_holders_get_half_each():
    """Given seats 0 and 1 hold one share of 7 each, then each gets 1/2 of $12,000."""
    paid = amounts(finished(stables([7], [7], [])))
    assert paid[(0, 7)] == paid[(1, 7)] == 6000


def test_two_shares_against_one_split_two_thirds_and_one_third():
    """Given seat 0 holds two shares of 6 (place purse $9,000) and seat 2 one, then $6,000 and $3,000."""
    paid = amounts(finished(stables([6, 6], [], [6])))
    assert (paid[(0, 6)], paid[(2, 6)]) == (6000, 3000)


def test_three_single_holders_get_a_third_each():
    """Given three seats hold one share of 8 each (show purse $6,000), then each gets $2,000."""
    paid = amounts(finished(stables([8], [8], [8])))
    assert [paid[(s, 8)] for s in range(3)] == [2000, 2000, 2000]


def test_a_horse_nobody_holds_leaves_its_purse_unpaid_and_unplaced_horses_pay_nothing():
    """Given nobody holds 7 and seat 0 holds 12 (unplaced), then no purse money is paid."""
    assert purse_payments(finished(stables([12], [], []))) == ()


def test_a_three_token_on_eleven_to_win_pays_thirty_thousand():
    """Given a 3 token on 11 to win (tote 10), when 11 wins, then it pays $30,000 (the rules' example)."""
    settled = settle_tokens(finished(((), (), ()), (token(0, 11, "win", 3),), placings=(11, 6, 8)))
    assert settled[0].payout == 30000 and settled[0].tote == 10


def test_a_one_token_on_seven_to_place_pays_two_thousand():
    """Given a 1 token on 7 to place (tote 2), when 7 comes second, then it pays $2,000 (the rules' example)."""
    settled = settle_tokens(finished(((), (), ()), (token(0, 7, "place", 1),), placings=(6, 7, 8)))
    assert settled[0].payout == 2000


@pytest.mark.parametrize("line, paying_places", [("win", {1}), ("place", {1, 2}), ("show", {1, 2, 3})])
def test_a_token_pays_when_its_horse_finishes_on_or_above_its_line(line, paying_places):
    """Given a 1 token on 7, then it pays for the places on or above its line and nothing otherwise."""
    for place, placings in ((1, (7, 6, 8)), (2, (6, 7, 8)), (3, (6, 8, 7)), (None, (6, 8, 5))):
        paid = settle_tokens(finished(((), (), ()), (token(1, 7, line, 1),), placings=placings))[0].payout
        assert (paid > 0) == (place in paying_places)


def test_the_ledger_pays_purses_and_winning_tokens_from_the_bank_with_refs():
    """Given purse and token winners, when journaled, then the bank pays each seat with the race and bet refs."""
    state = finished(stables([7], [], []), (token(1, 11, "show", 2), token(2, 2, "win", 1)), placings=(7, 6, 11))
    purses = R.journal(state, PursesPaid(1, purse_payments(state)))
    tokens = R.journal(state, TokensSettled(1, settle_tokens(state)))
    assert [(e.seat, e.figures["amount"], e.refs) for e in purses] == [(0, 12000, {"result": "race:1"})]
    assert (
        len(tokens) == 1
        and tokens[0].seat == 1
        and tokens[0].figures == {"stake": 2000, "multiplier": 6, "amount": 12000}
    )
    assert tokens[0].refs == {"bet": "bet:c-1-11-show-2", "result": "race:1"}
    assert all(sum(p.amount for p in e.postings) == 0 for e in purses + tokens)


def test_a_settled_race_adds_the_money_to_cash_and_the_rules_rederive_it():
    """Given the payout events, when folded, then cash rises by the purse and token money; rederive agrees."""
    state = finished(stables([7], [], []), (token(1, 11, "show", 2),), placings=(7, 6, 11))
    paid = PursesPaid(1, purse_payments(state))
    settled = TokensSettled(1, settle_tokens(state))
    assert R.rederive(state, paid) == paid and R.rederive(state, settled) == settled
    after = R.evolve(R.evolve(state, paid), settled)
    assert after.cash == (62000, 62000, 50000)
