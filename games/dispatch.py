"""Dispatch shared by the rulesets: decide from a `match` (the refusal lives here), evolve from a table of folds."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import wraps
from typing import Any, TypeVar

from .base import Command, Event, Rng, RuleBroken

S = TypeVar("S")

Decide = Callable[[S, Command, Rng], tuple[Event, ...]]
Fold = Callable[[S, Any], S]  # one event class's fold: (state, event of that class) -> state


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


def evolver(game: str, folds: Mapping[type[Event], Fold[S]]) -> Callable[[S, Event], S]:
    """evolve(state, event) from each event class's fold: one lookup, where a `match` tries the classes in turn (an
    event of a subclass finds its class's fold, as in a `match`); ValueError for an event the game does not have."""

    def fold_of(event: Event) -> Fold[S]:
        for kind, fold in folds.items():
            if isinstance(event, kind):
                return fold
        raise ValueError(f"{game} cannot evolve {type(event).__name__}")

    def evolve(state: S, event: Event) -> S:
        """The state after `event`."""
        return (folds.get(type(event)) or fold_of(event))(state, event)

    return evolve
