"""Who may act now: the shared phase and turn guards with Homestretch's rule ids and sentences."""

from __future__ import annotations

from games import guards as shared

from .state import State

PHASE = "homestretch.phase"
PHASE_NAMES = {"draft": "the draft", "betting": "betting", "racing": "the race", "buying": "the second-chance buy"}
STEP_NEEDS = {
    "roll": "it must roll the dice",
    "choose": "it must move the rolled horse 1 space (and re-roll) or 2 spaces",
    "special": "it must choose a horse in last place for the special move",
    "reroll": "it may roll again or end its turn",
}


def require_started(state: State, seat: object) -> None:
    """The game must be running and the seat must exist."""
    shared.require_seat_in_play("homestretch", state.phase, state.seats, seat)


def require_phase(state: State, seat: object, phase: str) -> None:
    """The command belongs to `phase`; any other phase is the wrong time (403)."""
    require_started(state, seat)
    detail = lambda: (
        f"{PHASE_NAMES[phase]} is not under way: the game is in {PHASE_NAMES.get(state.phase, state.phase)}"
    )
    shared.require_phase(state.phase, (phase,), PHASE, detail)


def require_turn(state: State, seat: object, steps: tuple[str, ...], doing: str) -> None:
    """Race commands: the dice holder, at a step where `doing` is allowed."""
    require_phase(state, seat, "racing")
    turn = state.turn
    holder = turn.seat if turn else None
    shared.require_turn(
        holder, seat, "homestretch.turn", lambda: f"it is seat {holder}'s turn with the dice, not seat {seat}'s"
    )
    step = turn.step if turn else ""
    detail = lambda: f"seat {seat} cannot {doing} now: {STEP_NEEDS.get(step, step)}"
    shared.require_phase(step, steps, "homestretch.turn.step", detail)
