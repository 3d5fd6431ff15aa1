"""Who may act now: phase and turn checks shared by decide, with rule ids and sentences."""
from __future__ import annotations

from games.base import OutOfTurn, RuleBroken

from .state import State

PHASE = "photo_finish.phase"


def is_int(value: object) -> bool:
    """True for a real integer (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def require_started(state: State, seat: object) -> None:
    """The game must be running and the seat must exist."""
    if state.phase == "over":
        raise RuleBroken(PHASE, "the game is over")
    if state.phase == "waiting":
        raise RuleBroken(PHASE, "the game has not started: seats are still being filled")
    if not is_int(seat) or not 0 <= seat < state.seats:
        raise OutOfTurn("photo_finish.seat", f"seat {seat!r} is not a seat of this {state.seats}-seat game")


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


def require_int(value: object, rule: str, what: str) -> int:
    """An integer command field, else RuleBroken naming the field."""
    if not is_int(value):
        raise RuleBroken(rule, f"{what} must be an integer, got {value!r}")
    return value
