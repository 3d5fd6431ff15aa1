"""evolve(state, event): fold one event into the state; no checks, no randomness."""

from __future__ import annotations

from collections.abc import Iterable

from games.base import Event
from games.dispatch import evolver

from .evolve_draft import DRAFT_FOLDS
from .evolve_race import RACE_FOLDS
from .state import State

evolve = evolver("homestretch", {**DRAFT_FOLDS, **RACE_FOLDS})


def fold(state: State, events: Iterable[Event]) -> State:
    """The state after several events."""
    for event in events:
        state = evolve(state, event)
    return state
