"""evolve(state, event): fold one event into the state; no checks, no randomness."""

from __future__ import annotations

from collections.abc import Iterable

from games.base import Event

from .evolve_draft import DRAFT_FOLDS
from .evolve_race import RACE_FOLDS, Fold
from .state import State

FOLDS: dict[type[Event], Fold] = {**DRAFT_FOLDS, **RACE_FOLDS}


def _fold_of(event: Event) -> Fold:
    """The fold of an event of a subclass of a Homestretch event (as `match` would find it), else ValueError."""
    for kind, fold in FOLDS.items():
        if isinstance(event, kind):
            return fold
    raise ValueError(f"homestretch cannot evolve {type(event).__name__}")


def evolve(state: State, event: Event) -> State:
    """The state after `event`."""
    folding = FOLDS.get(type(event)) or _fold_of(event)
    return folding(state, event)


def fold(state: State, events: Iterable[Event]) -> State:
    """The state after several events."""
    for event in events:
        state = evolve(state, event)
    return state
