"""Bot levels: each chooses a command body from what its seat may see (the view) and its legal commands."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from events.lifecycle import BOT_LEVELS
from games.base import Body, Command, LegalCommand, Ruleset, View
from games.codec import from_jsonable

Bot = Callable[[Ruleset, View, tuple[LegalCommand, ...], random.Random], Body]


class SeatView(Mapping[str, Any]):
    """What one seat may see (the ruleset's `view`), computed only if a bot reads it."""

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


def as_command(ruleset: Ruleset, body: Body, seat: int) -> Command:
    """A command body (a bot's choice, a ruleset default) as the ruleset's typed command for a seat."""
    command: Command = from_jsonable(ruleset.command_type(body["type"]), {**body, "seat": seat})
    return command


def filled(legal: LegalCommand, rnd: random.Random) -> Body:
    """A legal command's body with every free param drawn uniformly from its range."""
    body = dict(legal.command)
    for name, param in legal.params.items():
        steps = (param.max - param.min) // param.multiple_of
        body[name] = param.min + param.multiple_of * rnd.randint(0, steps)
    return body


def random_bot(ruleset: Ruleset, view: View, legal: tuple[LegalCommand, ...], rnd: random.Random) -> Body:
    """The `random` bot: uniform over legal commands, params uniform in range."""
    return filled(rnd.choice(legal), rnd)


def basic_bot(ruleset: Ruleset, view: View, legal: tuple[LegalCommand, ...], rnd: random.Random) -> Body:
    """The `basic` bot: the ruleset's strategy (`Ruleset.bot`, its bot.py), playing from its seat's view only.

    A ruleset without a strategy of its own (the toy) plays like the `random` bot."""
    if ruleset.bot is None:
        return random_bot(ruleset, view, legal, rnd)
    return ruleset.bot(view, legal, rnd)


BOTS: dict[str, Bot] = {"random": random_bot, "basic": basic_bot}
assert tuple(BOTS) == BOT_LEVELS, "every bot level the platform offers has a bot"
