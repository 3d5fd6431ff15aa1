"""Set-up, end, standings with the tie-breaks, reveals, who is awaited and timeouts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import Event, Standing
from games.guards import require_seat_count

from .content import CONTENT, FAVOURITES, FIELD, LONGSHOTS, MAX_SEATS, MIN_SEATS, TITLE
from .events import (
    BuyPileShuffled,
    DecksShuffled,
    GhostDiscarded,
    GhostHandDealt,
    HandDealt,
    SharePicked,
    TokenPlaced,
)
from .state import State, current_buyer

HOUSE_SECRETS = (DecksShuffled, GhostDiscarded, GhostHandDealt, BuyPileShuffled, HandDealt)


def initial_state(seats: int, options: Mapping[str, Any]) -> State:
    """Seats with their starting cash, waiting for StartGame."""
    require_seat_count(TITLE, seats, MIN_SEATS, MAX_SEATS)
    return State(seats=seats, cash=(CONTENT.starting_cash,) * seats)


def is_over(state: State) -> bool:
    """True once the fourth race has been paid."""
    return state.phase == "over"


def is_revealed(state: State, event: Event) -> bool:
    """Picks once the draft is over; token values once their race is paid; hands and shuffles at the end."""
    if isinstance(event, SharePicked):
        return state.phase not in ("waiting", "draft")
    if isinstance(event, TokenPlaced):
        return any(result.race == event.race for result in state.results)
    if isinstance(event, HOUSE_SECRETS):
        return state.phase == "over"
    return True


def tie_break_key(state: State, seat: int) -> tuple[int, ...]:
    """Most money, then share value, then longshot, field and favourite shares (higher is better)."""
    horses = [CONTENT.share_cards[c].horse for c in state.stables[seat]] if state.stables else []
    value = sum(CONTENT.horses[h].price for h in horses)
    counts = tuple(sum(1 for h in horses if h in group) for group in (LONGSHOTS, FIELD, FAVOURITES))
    return (state.cash[seat], value) + counts


def standings(state: State) -> tuple[Standing, ...]:
    """Seats ranked by the tie-break key; seats equal in every criterion share a rank."""
    keys = {seat: tie_break_key(state, seat) for seat in range(state.seats)}
    ranked = [Standing(s, state.cash[s], 1 + sum(1 for k in keys.values() if k > keys[s])) for s in keys]
    return tuple(sorted(ranked, key=lambda st: (st.rank, st.seat)))


def awaiting(state: State) -> tuple[int, ...]:
    """Seats still to pick (draft), the first seat in betting order with tokens, the dice holder, the buyer."""
    if state.phase == "draft":
        return tuple(s for s, pick in enumerate(state.picks) if pick is None)
    if state.phase == "betting":
        return next(((s,) for s in state.bet_order if state.tokens_left(s)), ())
    if state.phase == "racing" and state.turn is not None:
        return (state.turn.seat,)
    if state.phase == "buying" and (buyer := current_buyer(state)) is not None:
        return (buyer,)
    return ()


def timeout_command(state: State, seat: int) -> dict[str, Any] | None:
    """No house default: a seat that times out is played by the basic bot (every phase needs a real choice)."""
    return None
