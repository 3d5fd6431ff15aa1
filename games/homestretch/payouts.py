"""Race payouts: purses split by shares held, then bet tokens at tote value x token value x $1,000."""

from __future__ import annotations

from .content import CONTENT
from .state import PursePayment, State, TokenSettlement
from .track import LINES


def purse_payments(state: State) -> tuple[PursePayment, ...]:
    """Each placed horse's purse split by the seats' shares of it (floored to $1; any rest stays in the bank)."""
    card = CONTENT.race_cards[state.race_card]
    payments = []
    for place, horse in enumerate(state.placings[:3], start=1):
        purse = card.purses[place - 1]
        held = {seat: state.shares(seat, horse) for seat in range(state.seats)}
        total = sum(held.values())
        payments += [
            PursePayment(seat, horse, place, purse, n, total, purse * n // total) for seat, n in held.items() if n
        ]
    return tuple(payments)


def pays(place: int | None, line: str) -> bool:
    """A token pays when its horse finished on or above its line: win pays 1st, place 1st-2nd, show 1st-3rd."""
    return place is not None and place <= LINES.index(line) + 1


def settle_tokens(state: State) -> tuple[TokenSettlement, ...]:
    """Every token on the board revealed, in the order laid, with its payout (0 when it loses)."""
    settled = []
    for token in state.board:
        place = state.placings.index(token.horse) + 1 if token.horse in state.placings else None
        tote = CONTENT.tote[token.horse][LINES.index(token.line)]
        payout = tote * token.value * CONTENT.token_unit if pays(place, token.line) else 0
        settled.append(
            TokenSettlement(token.seat, token.horse, token.line, token.value, token.salt, place, tote, payout)
        )
    return tuple(settled)
