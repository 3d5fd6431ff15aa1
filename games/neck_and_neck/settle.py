"""Paying off bets: the bank pays 3x, 2x, 1x the stake on top for 1st, 2nd, 3rd; losers lose the stake."""

from __future__ import annotations

from collections.abc import Mapping

from .state import Bet, Settlement

PLACE_RULES = {1: "neck_and_neck.payout.first", 2: "neck_and_neck.payout.second", 3: "neck_and_neck.payout.third"}
LOST = "neck_and_neck.payout.lost"


def settle_bet(bet: Bet, placings: tuple[int, ...], payouts: Mapping[int, int]) -> Settlement:
    """One bet priced against the placings."""
    place = placings.index(bet.horse) + 1 if bet.horse in placings else None
    multiplier = payouts[place] if place is not None else -1
    rule = PLACE_RULES[place] if place is not None else LOST
    return Settlement(bet.seat, bet.horse, bet.amount, bet.salt, place, multiplier, multiplier * bet.amount, rule)


def settle(bets: tuple[Bet, ...], placings: tuple[int, ...], payouts: Mapping[int, int]) -> tuple[Settlement, ...]:
    """Every bet settled separately, by seat, in the order each seat placed them."""
    return tuple(settle_bet(b, placings, payouts) for b in sorted(bets, key=lambda b: b.seat))
