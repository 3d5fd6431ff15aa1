"""The end of the race: owners' purses and bets paid at stake x odds (the stake included) by the bank."""

from __future__ import annotations

from .content import CONTENT
from .events import Purse, Settlement
from .state import Bet, State


def purses(state: State) -> tuple[Purse, ...]:
    """$100/$75/$50 to the owners of the 1st/2nd/3rd horse; a bank-owned horse pays nobody."""
    return tuple(
        Purse(owner, horse, place, CONTENT.purses[place - 1])
        for place, horse in enumerate(state.placings[:3], start=1)
        if (owner := state.owner(horse)) is not None
    )


def settle_bet(bet: Bet, placings: tuple[int, ...]) -> Settlement:
    """A bet on a placed horse returns stake x its win/place/show odds; any other bet is lost."""
    if bet.horse not in placings[:3]:
        return Settlement(bet.id, bet.seat, bet.horse, bet.amount, bet.paid_by, None, 0, 0)
    place = placings.index(bet.horse) + 1
    odds = CONTENT.horse(bet.horse).odds[place - 1]
    return Settlement(bet.id, bet.seat, bet.horse, bet.amount, bet.paid_by, place, odds, bet.amount * odds)


def settlements(state: State) -> tuple[Settlement, ...]:
    """Every bet, in the order it was placed."""
    return tuple(settle_bet(bet, state.placings) for bet in state.bets)
