"""Paying off bets (place, win, double), repaying loans after a race, and closing a round."""

from __future__ import annotations

from games.base import known

from .state import Bet, Repayment, RoundResult, Settlement, State

WIN_MULTIPLE, DOUBLE_MULTIPLE = 3, 4


def price(bet: Bet, first: str, second: str) -> tuple[str, int, str]:
    """(outcome, amount the bank pays, rule) for one bet against the first two horses."""
    a = bet.stake
    if bet.kind == "place":
        if bet.horse in (first, second):
            return "placed", a, "jockey.payout.place"
        return "unplaced", -a, "jockey.payout.place.lost"
    if bet.kind == "win":
        if bet.horse == first:
            return "won", WIN_MULTIPLE * a, "jockey.payout.win"
        return "lost", -a, "jockey.payout.win.lost"
    return _double(bet, first, second)


def _double(bet: Bet, first: str, second: str) -> tuple[str, int, str]:
    """Both right 4(a+b); only the winner right 3a-b; only the second right (as a place bet) b-a; else -(a+b)."""
    a, b = bet.stake, bet.second_stake
    winner_right, second_right = bet.horse == first, bet.second == second
    if winner_right and second_right:
        return "both", DOUBLE_MULTIPLE * (a + b), "jockey.payout.double.both"
    if winner_right:
        return "winner_only", WIN_MULTIPLE * a - b, "jockey.payout.double.winner_only"
    if bet.second in (first, second):
        return "second_placed_only", b - a, "jockey.payout.double.second_only"
    return "neither", -(a + b), "jockey.payout.double.neither"


def settle_bet(bet: Bet, first: str, second: str) -> Settlement:
    """One bet priced against the result."""
    outcome, amount, rule = price(bet, first, second)
    return Settlement(
        bet.seat,
        bet.kind,
        known(bet.horse, "a real bet's horse"),
        bet.stake,
        bet.second,
        bet.second_stake,
        bet.salt,
        outcome,
        amount,
        rule,
    )


def settle(bets: tuple[Bet, ...], first: str, second: str) -> tuple[Settlement, ...]:
    """Every real bet (passes are skipped) settled, by seat."""
    real = sorted((b for b in bets if b.kind != "none"), key=lambda b: b.seat)
    return tuple(settle_bet(b, first, second) for b in real)


def repayments(state: State) -> tuple[Repayment, ...]:
    """Each indebted seat repays what its cash covers; a new loan pays off the rest of the old one."""
    owed = [(s, d) for s, d in enumerate(state.debt) if d > 0]
    return tuple(Repayment(s, d, min(d, state.cash[s]), d - min(d, state.cash[s])) for s, d in owed)


def round_results(state: State) -> tuple[RoundResult, ...]:
    """Each seat's capital at the end of the round: cash minus outstanding loans."""
    return tuple(
        RoundResult(s, state.cash[s], state.debt[s], state.cash[s] - state.debt[s]) for s in range(state.seats)
    )
