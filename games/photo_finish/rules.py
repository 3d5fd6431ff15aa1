"""The remaining ruleset functions: initial state, game over, reveals, standings, waiting and time-outs."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import Event, Standing, ranked
from games.guards import require_seat_count

from .content import MAX_SEATS, MIN_SEATS, TITLE
from .events import BetPlaced, TilesShuffled
from .state import State


def initial_state(seats: int, options: Mapping[str, Any]) -> State:
    """Seats with no money yet (deposits come with each race), waiting for StartGame."""
    require_seat_count(TITLE, seats, MIN_SEATS, MAX_SEATS)
    return State(seats=seats, cash=(0,) * seats, done=(False,) * seats)


def is_over(state: State) -> bool:
    """True once the side bets have been settled after the last race."""
    return state.phase == "over"


def is_revealed(state: State, event: Event) -> bool:
    """A sealed bet is public once its race is settled; the tile order once the game is over."""
    if isinstance(event, BetPlaced):
        return any(result.race == event.race for result in state.results)
    if isinstance(event, TilesShuffled):
        return state.phase == "over"
    return True


def standings(state: State) -> tuple[Standing, ...]:
    """Seats ranked by grand total (cash and side bets); equal totals share a rank (the victory is shared)."""
    return ranked({seat: state.grand_total(seat) for seat in range(state.seats)})


def awaiting(state: State) -> tuple[int, ...]:
    """Every seat still betting, or the seat whose turn it is."""
    if state.phase == "betting":
        return tuple(s for s in range(state.seats) if not state.done[s])
    if state.phase in ("rolling", "using", "extra") and state.turn is not None:
        return (state.turn,)
    return ()


def timeout_command(state: State, seat: int) -> dict[str, Any] | None:
    """House default for a seat that lets its betting deadline pass: no further bet."""
    return {"type": "FinishBetting"} if state.phase == "betting" else None
