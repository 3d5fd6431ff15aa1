"""Who may act now: phase and turn checks shared by decide, with rule ids and sentences."""

from __future__ import annotations

from games.base import OutOfTurn, RuleBroken
from games.guards import require_seat_in_play

from .state import State

PHASE = "neck_and_neck.phase"


def require_started(state: State, seat: object) -> None:
    """The game must be running and the seat must exist."""
    require_seat_in_play("neck_and_neck", state.phase, state.seats, seat)


def require_betting(state: State, seat: int) -> None:
    """Betting commands: betting phase only, and only for a seat not yet done."""
    require_started(state, seat)
    if state.phase != "betting":
        raise RuleBroken(PHASE, f"betting is closed: race {state.race} is running")
    if state.done[seat]:
        detail = f"seat {seat} has finished betting for race {state.race}; the others are still betting"
        raise OutOfTurn("neck_and_neck.bet.done", detail)


def require_turn(state: State, seat: int, phase: str) -> None:
    """Race commands: the seat whose turn it is, in the phase the command belongs to."""
    require_started(state, seat)
    if state.phase == "betting":
        raise OutOfTurn("neck_and_neck.turn.betting", f"race {state.race} has not started: seats are still betting")
    if state.turn != seat:
        raise OutOfTurn("neck_and_neck.turn", f"it is seat {state.turn}'s turn, not seat {seat}'s")
    if state.phase == phase:
        return
    if phase == "moving":
        raise OutOfTurn("neck_and_neck.turn.roll_first", f"seat {seat} must roll the dice first")
    detail = f"seat {seat} must move horse {state.roll.red} or pass before rolling again"
    raise OutOfTurn("neck_and_neck.turn.move_first", detail)
