"""evolve(state, event): fold one event into the state; no checks, no randomness."""

from __future__ import annotations

from collections.abc import Iterable

from games.base import Event

from .evolve_draft import evolve_draft
from .evolve_race import evolve_race
from .state import State


def evolve(state: State, event: Event) -> State:
    """The state after `event`."""
    for part in (evolve_draft, evolve_race):
        after = part(state, event)
        if after is not None:
            return after
    raise ValueError(f"homestretch cannot evolve {type(event).__name__}")


def fold(state: State, events: Iterable[Event]) -> State:
    """The state after several events."""
    for event in events:
        state = evolve(state, event)
    return state
