"""Who may act now: the shared phase and turn guards with Jockey's rule ids and sentences; amounts and horses."""

from __future__ import annotations

from games import guards as shared
from games.base import RuleBroken
from games.guards import is_int

from .content import HORSES
from .state import State

PHASE = "jockey.phase"
SIMULTANEOUS = ("betting", "keeping")


def require_started(state: State, seat: object) -> None:
    """The game must be running and the seat must exist."""
    shared.require_seat_in_play("jockey", state.phase, state.seats, seat)


def require_phase(state: State, seat: int, phase: str, what: str) -> None:
    """The command belongs to `phase`; in a simultaneous phase the seat must not be done yet."""
    require_started(state, seat)
    detail = f"{what} is not possible now: the game is {state.phase}, not {phase}"
    shared.require_phase(state.phase, (phase,), PHASE, detail)
    if phase in SIMULTANEOUS:
        detail = f"seat {seat} has already finished {phase} for race {state.race}"
        shared.require_not_done(state.done[seat], f"jockey.{phase}.done", detail)


def require_turn(state: State, seat: int) -> None:
    """Playing a card: racing phase and the seat whose turn it is."""
    require_phase(state, seat, "racing", "playing a card")
    shared.require_turn(state.turn, seat, "jockey.turn")


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
