"""The remaining ruleset functions: initial state, game over, reveals, standings."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import Event, Standing, ranked
from games.guards import require_seat_count

from .content import CONTENT, MAX_SEATS, MIN_SEATS, TITLE
from .events import BetPlaced
from .evolve import start_horses
from .state import State


def initial_state(seats: int, options: Mapping[str, Any]) -> State:
    """Seats with their starting cash, horses on the start hexes, waiting for StartGame."""
    require_seat_count(TITLE, seats, MIN_SEATS, MAX_SEATS)
    return State(seats=seats, cash=(CONTENT.starting_cash,) * seats, horses=start_horses(), done=(False,) * seats)


def is_over(state: State) -> bool:
    """True once the last race has been settled."""
    return state.phase == "over"


def is_revealed(state: State, event: Event) -> bool:
    """A sealed bet is public once its race has been settled; other events have no secrets."""
    if isinstance(event, BetPlaced):
        return any(result.race == event.race for result in state.results)
    return True


def standings(state: State) -> tuple[Standing, ...]:
    """Seats ranked by cash; equal cash shares a rank."""
    return ranked(dict(enumerate(state.cash)))


def awaiting(state: State) -> tuple[int, ...]:
    """Who owes a command: every seat still betting, or the seat whose turn it is in the race."""
    if state.phase == "betting":
        return tuple(s for s in range(state.seats) if not state.done[s])
    if state.phase in ("rolling", "moving") and state.turn is not None:
        return (state.turn,)
    return ()


def timeout_command(state: State, seat: int) -> dict[str, Any] | None:
    """House default for a seat that lets its betting deadline pass: no further bet, done betting."""
    return {"type": "FinishBetting"} if state.phase == "betting" else None
