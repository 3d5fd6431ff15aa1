"""Who may act now: phase and turn checks shared by decide, with rule ids and sentences."""

from __future__ import annotations

from games.base import OutOfTurn, RuleBroken
from games.guards import is_int, require_seat_in_play

from .content import HORSES
from .state import State

PHASE = "jockey.phase"


def require_started(state: State, seat: object) -> None:
    """The game must be running and the seat must exist."""
    require_seat_in_play("jockey", state.phase, state.seats, seat)


def require_phase(state: State, seat: int, phase: str, what: str) -> None:
    """The command belongs to `phase`; in a simultaneous phase the seat must not be done yet."""
    require_started(state, seat)
    if state.phase != phase:
        raise OutOfTurn(PHASE, f"{what} is not possible now: the game is {state.phase}, not {phase}")
    if phase in ("betting", "keeping") and state.done[seat]:
        raise OutOfTurn(f"jockey.{phase}.done", f"seat {seat} has already finished {phase} for race {state.race}")


def require_turn(state: State, seat: int) -> None:
    """Playing a card: racing phase and the seat whose turn it is."""
    require_phase(state, seat, "racing", "playing a card")
    if state.turn != seat:
        raise OutOfTurn("jockey.turn", f"it is seat {state.turn}'s turn, not seat {seat}'s")


def require_amount(value: object, rule: str, what: str, low: int, high: int, unit: int) -> int:
    """An integer amount in [low, high] and a multiple of `unit`, else RuleBroken naming the limit."""
    if not is_int(value):
        raise RuleBroken(rule, f"{what} must be an integer, got {value!r}")
    if value % unit:
        raise RuleBroken(f"{rule}.multiple", f"{what} must be a multiple of {unit}; {value:,} is not")
    if not low <= value <= high:
        raise RuleBroken(f"{rule}.range", f"{what} must lie between {low:,} and {high:,}, not {value:,}")
    return value


def require_horse(value: object, rule: str) -> str:
    """One of the four horses by name."""
    if value not in HORSES:
        raise RuleBroken(rule, f"{value!r} is not a horse: choose one of {', '.join(HORSES)}")
    return value
