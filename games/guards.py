"""Checks every ruleset makes before deciding a command: real integers, a running game, an existing seat."""

from __future__ import annotations

from .base import OutOfTurn, RuleBroken


def is_int(value: object) -> bool:
    """True for a real integer (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def require_int(value: object, rule: str, what: str) -> int:
    """An integer command field, else RuleBroken naming the field."""
    if not is_int(value):
        raise RuleBroken(rule, f"{what} must be an integer, got {value!r}")
    return value


def require_seat_in_play(
    ruleset_id: str, phase: str, seats: int, seat: object, over: tuple[str, ...] = ("over",)
) -> None:
    """The game has started and is not over (RuleBroken `<id>.phase`), and the seat exists (OutOfTurn `<id>.seat`)."""
    if phase in over:
        raise RuleBroken(f"{ruleset_id}.phase", "the game is over")
    if phase == "waiting":
        raise RuleBroken(f"{ruleset_id}.phase", "the game has not started: seats are still being filled")
    if not is_int(seat) or not 0 <= seat < seats:
        raise OutOfTurn(f"{ruleset_id}.seat", f"seat {seat!r} is not a seat of this {seats}-seat game")
