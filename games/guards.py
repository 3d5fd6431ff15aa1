"""Checks every ruleset makes before deciding a command, raising by one convention.

Status codes: `OutOfTurn` (403, "not your turn or phase") when the seat may not act now: the game
has not started or is over, the command belongs to another phase, it is another seat's turn, or the
seat has already finished a simultaneous phase; `RuleBroken` (422, "rule broken") when the command
is well-timed but breaks a rule: a field that is not an integer, an unknown horse, too much money.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TypeGuard

from .base import OutOfTurn, RuleBroken

Detail = str | Callable[[], str]  # a refusal's sentence, or how to write it: then it is written only for a refusal


def sentence(detail: Detail) -> str:
    """The refusal's sentence."""
    return detail if isinstance(detail, str) else detail()


def is_int(value: object) -> TypeGuard[int]:
    """True for a real integer (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def require_int(value: object, rule: str, what: str) -> int:
    """An integer command field, else RuleBroken naming the field."""
    if not is_int(value):
        raise RuleBroken(rule, f"{what} must be an integer, got {value!r}")
    return value


def require_seat_in_play(
    ruleset_id: str, phase: str, seats: int, seat: object, over: Collection[str] = ("over",)
) -> None:
    """The game has started and is not over (OutOfTurn `<id>.phase`), and the seat exists (OutOfTurn `<id>.seat`)."""
    if phase in over:
        raise OutOfTurn(f"{ruleset_id}.phase", "the game is over")
    if phase == "waiting":
        raise OutOfTurn(f"{ruleset_id}.phase", "the game has not started: seats are still being filled")
    if not is_int(seat) or not 0 <= seat < seats:
        raise OutOfTurn(f"{ruleset_id}.seat", f"seat {seat!r} is not a seat of this {seats}-seat game")


def require_waiting(ruleset_id: str, phase: str) -> None:
    """StartGame: only a game still waiting for it (OutOfTurn `<id>.phase`)."""
    if phase != "waiting":
        detail = "the game is over" if phase == "over" else "the game has already started"
        raise OutOfTurn(f"{ruleset_id}.phase", detail)


def require_phase(phase: str, allowed: Collection[str], rule: str, detail: Detail) -> None:
    """The game is in a phase the command belongs to, else OutOfTurn."""
    if phase not in allowed:
        raise OutOfTurn(rule, sentence(detail))


def require_turn(turn: object, seat: object, rule: str, detail: Detail | None = None) -> None:
    """The seat is the one whose turn it is, else OutOfTurn."""
    if turn != seat:
        raise OutOfTurn(rule, sentence(detail) if detail else f"it is seat {turn}'s turn, not seat {seat}'s")


def require_not_done(done: bool, rule: str, detail: Detail) -> None:
    """A seat that has finished a simultaneous phase may not act in it again (OutOfTurn)."""
    if done:
        raise OutOfTurn(rule, sentence(detail))


def require_seat_count(title: str, seats: int, low: int, high: int) -> None:
    """A seat count within the ruleset's `min_seats`..`max_seats`, else ValueError (a caller's bug, not a command)."""
    if not low <= seats <= high:
        raise ValueError(f"{title} is for {low} to {high} seats, not {seats}")
