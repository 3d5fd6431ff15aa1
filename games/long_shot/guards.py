"""Who may act now: the shared turn guards with Long Shot's rule ids and sentences; horses."""

from __future__ import annotations

from games import guards as shared
from games.base import RuleBroken
from games.guards import is_int

from .state import State

WHAT_NEXT = {
    "rolling": "roll the dice",
    "rerolling": "keep the roll or use the reroll token",
    "barring": "move a horse by its movement bar or decline",
    "action": "take an action or pass",
    "stealing": "choose the card to steal",
}


def require_turn(state: State, seat: object, phase: str) -> None:
    """The seat whose turn it is, in the phase the command belongs to."""
    if type(seat) is int and seat == state.turn and state.phase == phase and 0 <= seat < state.seats:
        return  # every check below passes: the sentence of a refusal is only written for one
    shared.require_seat_in_play("long_shot", state.phase, state.seats, seat, over=("over", "settling"))
    shared.require_turn(state.turn, seat, "long_shot.turn")
    detail = f"seat {seat} must first {WHAT_NEXT.get(state.phase, state.phase)}"
    shared.require_phase(state.phase, (phase,), f"long_shot.turn.{state.phase}", detail)


def require_horse(value: object, rule: str) -> int:
    """A horse number 1..10, else RuleBroken."""
    if not is_int(value) or not 1 <= value <= 10:
        raise RuleBroken(rule, f"there is no horse {value!r}: horses are numbered 1 to 10")
    return value


def require_racing(state: State, horse: int, rule: str) -> None:
    """A finished horse never moves and takes no bets."""
    if state.finished(horse):
        raise RuleBroken(rule, f"horse {horse} has finished the race: it cannot move and takes no bets")
