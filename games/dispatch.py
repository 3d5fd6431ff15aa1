"""One dispatch for every ruleset's decide: the ruleset's `match` picks the rule, the refusal lives here."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import TypeVar

from .base import Command, Event, Rng, RuleBroken

S = TypeVar("S")

Decide = Callable[[S, Command, Rng], tuple[Event, ...]]


def decider(matched: Callable[[S, Command, Rng], tuple[Event, ...] | None]) -> Decide[S]:
    """decide(state, command, rng) from a `match` that returns None for a command the ruleset does not have."""

    @wraps(matched)
    def decide(state: S, command: Command, rng: Rng) -> tuple[Event, ...]:
        events = matched(state, command, rng)
        if events is None:
            name = type(command).TYPE or type(command).__name__
            raise RuleBroken("command.unknown", f"this game has no command {name!r}")
        return events

    return decide
