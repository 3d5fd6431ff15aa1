"""Games played on the rules alone, for search: no envelopes, hashes or storage, an ordinary random generator."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar

from games.base import Body, Draw, LegalCommand, Ruleset, StartGame, View
from games.codec import from_jsonable

T = TypeVar("T")


class PlayoutRng:
    """The rules' randomness inside a playout (nothing here is stored or audited)."""

    def __init__(self, rnd: random.Random):
        self._rnd = rnd

    def randint(self, low: int, high: int) -> Draw:
        """A uniform integer in [low, high]."""
        return Draw(self._rnd.randint(low, high), "")

    def salt(self) -> Draw:
        """A 128-bit value, as the rules' salts are."""
        return Draw(self._rnd.getrandbits(128), "")


def started(ruleset: Ruleset, seats: int, rng: PlayoutRng) -> Any:
    """A game of `seats` just after StartGame, on the rules alone."""
    state = ruleset.initial_state(seats, {})
    for event in ruleset.decide(state, StartGame(), rng):
        state = ruleset.evolve(state, event)
    return state


def apply(ruleset: Ruleset, state: Any, seat: int, body: Body, rng: PlayoutRng) -> Any:
    """The state after a seat's command body: decided and evolved by the rules alone."""
    command = from_jsonable(ruleset.command_type(body["type"]), {**body, "seat": seat})
    for event in ruleset.decide(state, command, rng) or ():
        state = ruleset.evolve(state, event)
    return state


class LazyView(Mapping[str, Any]):
    """One seat's view, computed only if the strategy reads it (rolling the dice needs none)."""

    def __init__(self, ruleset: Ruleset, state: Any, seat: int):
        self._ruleset, self._state, self._seat = ruleset, state, seat
        self._view: dict[str, Any] | None = None

    def _seen(self) -> dict[str, Any]:
        if self._view is None:
            self._view = self._ruleset.view(self._state, self._seat)
        return self._view

    def __getitem__(self, key: str) -> Any:
        return self._seen()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._seen())

    def __len__(self) -> int:
        return len(self._seen())


def per_view(read: Callable[[View], T]) -> Callable[[View], T]:
    """`read`, remembered for the last view object it was given: a search samples many states from one view, and
    what the view shows is read once (the view is kept with it, so its identity cannot be reused meanwhile)."""
    last: tuple[View | None, T | None] = (None, None)

    def remembered(view: View) -> T:
        nonlocal last
        seen_view, seen = last
        if seen_view is not view or seen is None:
            seen = read(view)
            last = (view, seen)
        return seen

    return remembered


def fill(legal: LegalCommand, rnd: random.Random) -> Body:
    """A legal command's body with each free param drawn uniformly from its range (the `random` bot's way)."""
    body = dict(legal.command)
    for name, param in legal.params.items():
        body[name] = param.min + param.multiple_of * rnd.randint(0, (param.max - param.min) // param.multiple_of)
    return body


def owing(ruleset: Ruleset, state: Any) -> list[tuple[int, tuple[LegalCommand, ...]]]:
    """Each seat that owes a command now, with its legal commands."""
    seats = ruleset.awaiting(state) if ruleset.awaiting else range(state.seats)
    return [(s, legal) for s in seats for legal in [ruleset.legal_commands(state, s)] if legal]
