"""The remaining ruleset functions: initial state, game over, reveals, standings, who is owed a command."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import Event, OptionSpec, Standing, ranked
from games.guards import require_seat_count

from .content import CONTENT, MAX_SEATS, MIN_SEATS, TITLE, parse_move_faces
from .state import State

OPTIONS = (
    OptionSpec(
        "move_die",
        "string",
        ",".join(str(f) for f in CONTENT.move_faces),
        "The six faces of the green Move die, comma-separated (0-6, at least one above 0); "
        "the English edition is 0,1,1,1,1,3 and a German one 1,1,1,1,2,3.",
    ),
)


def initial_state(seats: int, options: Mapping[str, Any]) -> State:
    """Seats waiting for StartGame; every set-up draw happens there."""
    require_seat_count(TITLE, seats, MIN_SEATS, MAX_SEATS)
    faces = parse_move_faces(options.get("move_die", OPTIONS[0].default))
    return State(seats=seats, move_faces=faces, cash=(0,) * seats, hands=((),) * seats, rerolls=(True,) * seats)


def is_over(state: State) -> bool:
    """True once the race has been settled."""
    return state.phase == "over"


def is_revealed(state: State, event: Event) -> bool:
    """The deck order and every hand stay secret until the game is over."""
    return state.phase == "over" or not type(event).SECRET


def standings(state: State) -> tuple[Standing, ...]:
    """Seats ranked by money: cash plus stakes (every stake is settled by the end)."""
    return ranked({s: state.cash[s] + sum(b.amount for b in state.bets if b.seat == s) for s in range(state.seats)})


def awaiting(state: State) -> tuple[int, ...]:
    """Only the seat whose turn it is owes a command."""
    return (state.turn,) if state.turn is not None and state.phase not in ("over", "settling", "waiting") else ()


def timeout_command(state: State, seat: int) -> dict[str, Any] | None:
    """A seat that times out declines the optional bar moves and, as a Card Thief, takes the first card of the
    hand; elsewhere the basic bot plays its turn."""
    if state.turn == seat and state.phase == "barring":
        return {"type": "DeclineBarMoves"}
    if state.turn == seat and state.phase == "stealing":
        return {"type": "StealCard", "card": state.hands[state.victim][0]}
    return None
