"""Who may act now: phase and turn checks shared by decide, with rule ids and sentences."""

from __future__ import annotations

from games.base import OutOfTurn, RuleBroken
from games.guards import is_int, require_seat_in_play

from .state import State

PHASE = "long_shot.phase"
WHAT_NEXT = {
    "rolling": "roll the dice",
    "rerolling": "keep the roll or use the reroll token",
    "barring": "move a horse by its movement bar or decline",
    "action": "take an action or pass",
    "stealing": "choose the card to steal",
}


def require_turn(state: State, seat: object, phase: str) -> None:
    """The seat whose turn it is, in the phase the command belongs to."""
    require_seat_in_play("long_shot", state.phase, state.seats, seat, over=("over", "settling"))
    if state.turn != seat:
        raise OutOfTurn("long_shot.turn", f"it is seat {state.turn}'s turn, not seat {seat}'s")
    if state.phase != phase:
        raise OutOfTurn(f"long_shot.turn.{state.phase}", f"seat {seat} must first {WHAT_NEXT[state.phase]}")


def require_horse(value: object, rule: str) -> int:
    """A horse number 1..10, else RuleBroken."""
    if not is_int(value) or not 1 <= value <= 10:
        raise RuleBroken(rule, f"there is no horse {value!r}: horses are numbered 1 to 10")
    return value


def require_racing(state: State, horse: int, rule: str) -> None:
    """A finished horse never moves and takes no bets."""
    if state.finished(horse):
        raise RuleBroken(rule, f"horse {horse} has finished the race: it cannot move and takes no bets")
