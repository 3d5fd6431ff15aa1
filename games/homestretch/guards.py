"""Who may act now: phase and turn checks shared by decide, with rule ids and sentences."""

from __future__ import annotations

from games.base import OutOfTurn
from games.guards import require_seat_in_play

from .state import State

PHASE = "homestretch.phase"
PHASE_NAMES = {"draft": "the draft", "betting": "betting", "racing": "the race", "buying": "the second-chance buy"}


def require_started(state: State, seat: object) -> None:
    """The game must be running and the seat must exist."""
    require_seat_in_play("homestretch", state.phase, state.seats, seat)


def require_phase(state: State, seat: object, phase: str) -> None:
    """The command belongs to `phase`; any other phase is the wrong time (403)."""
    require_started(state, seat)
    if state.phase != phase:
        detail = f"{PHASE_NAMES[phase]} is not under way: the game is in {PHASE_NAMES[state.phase]}"
        raise OutOfTurn(PHASE, detail)


def require_turn(state: State, seat: object, steps: tuple[str, ...], doing: str) -> None:
    """Race commands: the dice holder, at a step where `doing` is allowed."""
    require_phase(state, seat, "racing")
    if state.turn.seat != seat:
        raise OutOfTurn("homestretch.turn", f"it is seat {state.turn.seat}'s turn with the dice, not seat {seat}'s")
    if state.turn.step not in steps:
        raise OutOfTurn("homestretch.turn.step", f"seat {seat} cannot {doing} now: {STEP_NEEDS[state.turn.step]}")


STEP_NEEDS = {
    "roll": "it must roll the dice",
    "choose": "it must move the rolled horse 1 space (and re-roll) or 2 spaces",
    "special": "it must choose a horse in last place for the special move",
    "reroll": "it may roll again or end its turn",
}
