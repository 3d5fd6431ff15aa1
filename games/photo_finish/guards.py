"""Who may act now: phase and turn checks shared by decide, with rule ids and sentences."""

from __future__ import annotations

from games.base import OutOfTurn
from games.guards import require_seat_in_play

from .state import State

PHASE = "photo_finish.phase"


def require_started(state: State, seat: object) -> None:
    """The game must be running and the seat must exist."""
    require_seat_in_play("photo_finish", state.phase, state.seats, seat)


def require_betting(state: State, seat: int) -> None:
    """Betting commands: betting phase only, and only for a seat not yet done."""
    require_started(state, seat)
    if state.phase != "betting":
        raise OutOfTurn(PHASE, f"betting is closed: race {state.race} is running")
    if state.done[seat]:
        raise OutOfTurn("photo_finish.bet.done", f"seat {seat} has finished betting for race {state.race}")


NEEDS = {"rolling": "take and roll dice", "using": "use or put away a rolled die", "extra": "play an extra move"}


def require_turn(state: State, seat: int, phase: str) -> None:
    """Race commands: the seat whose turn it is, in the phase the command belongs to."""
    require_started(state, seat)
    if state.phase == "betting":
        raise OutOfTurn("photo_finish.turn.betting", f"race {state.race} has not started: seats are still betting")
    if state.turn != seat:
        raise OutOfTurn("photo_finish.turn", f"it is seat {state.turn}'s turn, not seat {seat}'s")
    if state.phase != phase:
        raise OutOfTurn(f"photo_finish.turn.{state.phase}", f"seat {seat} must {NEEDS[state.phase]} now")
