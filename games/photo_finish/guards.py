"""Who may act now: the shared phase and turn guards with Photo Finish's rule ids and sentences."""

from __future__ import annotations

from games import guards as shared

from .state import State

PHASE = "photo_finish.phase"
RACE_PHASES = ("rolling", "using", "extra", "settling")
NEEDS = {"rolling": "take and roll dice", "using": "use or put away a rolled die", "extra": "play an extra move"}


def require_started(state: State, seat: object) -> None:
    """The game must be running and the seat must exist."""
    shared.require_seat_in_play("photo_finish", state.phase, state.seats, seat)


def require_betting(state: State, seat: int) -> None:
    """Betting commands: betting phase only, and only for a seat not yet done."""
    require_started(state, seat)
    shared.require_phase(state.phase, ("betting",), PHASE, lambda: f"betting is closed: race {state.race} is running")
    detail = lambda: f"seat {seat} has finished betting for race {state.race}"
    shared.require_not_done(state.done[seat], "photo_finish.bet.done", detail)


def require_turn(state: State, seat: int, phase: str) -> None:
    """Race commands: the seat whose turn it is, in the phase the command belongs to."""
    require_started(state, seat)
    detail = lambda: f"race {state.race} has not started: seats are still betting"
    shared.require_phase(state.phase, RACE_PHASES, "photo_finish.turn.betting", detail)
    shared.require_turn(state.turn, seat, "photo_finish.turn")
    detail = lambda: f"seat {seat} must {NEEDS.get(state.phase, state.phase)} now"
    shared.require_phase(state.phase, (phase,), f"photo_finish.turn.{state.phase}", detail)
