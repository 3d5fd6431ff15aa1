"""Who may act now: the shared phase and turn guards with Neck and Neck's rule ids and sentences."""

from __future__ import annotations

from games import guards as shared

from .state import State

PHASE = "neck_and_neck.phase"
RACE_PHASES = ("rolling", "moving", "settling")
NEXT_STEP = {
    "rolling": ("neck_and_neck.turn.roll_first", "must roll the dice first"),
    "moving": ("neck_and_neck.turn.move_first", "must move horse {red} or pass before rolling again"),
}


def require_started(state: State, seat: object) -> None:
    """The game must be running and the seat must exist."""
    shared.require_seat_in_play("neck_and_neck", state.phase, state.seats, seat)


def require_betting(state: State, seat: int) -> None:
    """Betting commands: betting phase only, and only for a seat not yet done."""
    require_started(state, seat)
    shared.require_phase(state.phase, ("betting",), PHASE, f"betting is closed: race {state.race} is running")
    detail = f"seat {seat} has finished betting for race {state.race}; the others are still betting"
    shared.require_not_done(state.done[seat], "neck_and_neck.bet.done", detail)


def require_turn(state: State, seat: int, phase: str) -> None:
    """Race commands: the seat whose turn it is, in the phase the command belongs to."""
    if state.phase == phase and state.turn == seat and type(seat) is int and 0 <= seat < state.seats:
        return  # the usual case: a race phase, a seat of the game and its turn, so every check here passes
    require_started(state, seat)
    detail = f"race {state.race} has not started: seats are still betting"
    shared.require_phase(state.phase, RACE_PHASES, "neck_and_neck.turn.betting", detail)
    shared.require_turn(state.turn, seat, "neck_and_neck.turn")
    rule, step = NEXT_STEP[state.phase]  # settling has no turn: the check above has refused
    red = state.roll.red if state.roll else None
    shared.require_phase(state.phase, (phase,), rule, f"seat {seat} {step.format(red=red)}")
