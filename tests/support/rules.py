"""One given/when/then harness for the rules tests: pure decide and evolve of any ruleset."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from games.base import Command, Event, LegalCommand, Rng, Ruleset, StartGame
from tests.support.rng import ScriptedRng, SeededRng
from workers.bots import as_command, filled

S = TypeVar("S")
Events = tuple[Event, ...]


def types(events: Iterable[Event]) -> list[str]:
    """The TYPE of each event."""
    return [e.TYPE for e in events]


def of_type(events: Iterable[Event], kind: str | type) -> list[Any]:
    """The events of one TYPE name or of one class."""
    return [e for e in events if (kind == e.TYPE if isinstance(kind, str) else isinstance(e, kind))]


def bodies(legal: Iterable[LegalCommand]) -> list[dict]:
    """Legal commands as plain dict bodies."""
    return [dict(lc.command) for lc in legal]


class Rules(Generic[S]):
    """Given/when/then over one ruleset; `rng` makes the randomness of a `when` given none."""

    def __init__(self, ruleset: Ruleset, rng: Callable[[], Rng] = ScriptedRng):
        self.ruleset = ruleset
        self.rng = rng

    def fold(self, state: S, events: Iterable[Event]) -> S:
        """Evolve a state through events."""
        for event in events:
            state = self.ruleset.evolve(state, event)
        return state

    def when(self, state: S, command: Command, rng: Rng | Sequence[int] | None = None) -> tuple[Events, S]:
        """Decide a command and fold its events; a sequence of ints is scripted randomness. Returns (events, state)."""
        events = self.ruleset.decide(state, command, self._rng(rng))
        return events, self.fold(state, events)

    def start(self, seats: int, rng: Rng, options: Mapping[str, Any] | None = None) -> tuple[S, Events]:
        """A game just after StartGame: its state and the set-up events."""
        events, state = self.when(self.ruleset.initial_state(seats, options or {}), StartGame(), rng)
        return state, events

    def play_random(self, seed: int, seats: int, options: Mapping[str, Any] | None = None) -> tuple[S, list[Event]]:
        """A whole game where a random owing seat picks uniformly among its legal commands (params uniform too)."""
        rnd = random.Random(seed)
        rng = SeededRng(rnd)
        state, started = self.start(seats, rng, options)
        log = list(started)
        while not self.ruleset.is_over(state):
            owing = {s: legal for s in range(seats) if (legal := self.ruleset.legal_commands(state, s))}
            seat = rnd.choice(list(owing))
            events, state = self.when(state, as_command(self.ruleset, filled(rnd.choice(owing[seat]), rnd), seat), rng)
            log += events
        return state, log

    def _rng(self, rng: Rng | Sequence[int] | None) -> Rng:
        if rng is None:
            return self.rng()
        return ScriptedRng(rng) if isinstance(rng, Sequence) else rng
