"""Bot levels: each chooses a command body from what its seat may see (the view) and its legal commands."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping
from typing import Any

from events.lifecycle import BOT_LEVELS, EXPERT_MS
from games import expert
from games.base import Body, Command, LegalCommand, Ruleset, View
from games.codec import from_jsonable
from games.playout import LazyView, fill

Bot = Callable[[Ruleset, View, tuple[LegalCommand, ...], random.Random], Body]


SeatView = LazyView  # what one seat may see, computed only if a bot reads it (the platform's name for it)


def as_command(ruleset: Ruleset, body: Body, seat: int) -> Command:
    """A command body (a bot's choice, a ruleset default) as the ruleset's typed command for a seat."""
    command: Command = from_jsonable(ruleset.command_type(body["type"]), {**body, "seat": seat})
    return command


filled = fill  # a legal command's body, each free param drawn uniformly from its range


def random_bot(ruleset: Ruleset, view: View, legal: tuple[LegalCommand, ...], rnd: random.Random) -> Body:
    """The `random` bot: uniform over legal commands, params uniform in range."""
    return filled(rnd.choice(legal), rnd)


def basic_bot(ruleset: Ruleset, view: View, legal: tuple[LegalCommand, ...], rnd: random.Random) -> Body:
    """The `basic` bot: the ruleset's strategy (`Ruleset.bot`, its bot.py), playing from its seat's view only.

    A ruleset without a strategy of its own (the toy) plays like the `random` bot."""
    if ruleset.bot is None:
        return random_bot(ruleset, view, legal, rnd)
    return ruleset.bot(view, legal, rnd)


def expert_bot(
    ruleset: Ruleset, view: View, legal: tuple[LegalCommand, ...], rnd: random.Random, think_ms: int = EXPERT_MS
) -> Body:
    """The `expert` bot: a search from states sampled from its seat's view alone (games/expert.py), `think_ms` of
    this process's CPU per decision."""
    return expert_search(ruleset, view, legal, rnd, think_ms).body


def expert_search(
    ruleset: Ruleset, view: View, legal: tuple[LegalCommand, ...], rnd: random.Random, think_ms: int
) -> expert.Searched:
    """The expert's search behind a decision, handed a plain copy of the view (never the state behind it)."""
    return expert.search(ruleset, dict(view), legal, rnd, expert.Budget(think_ms / 1000))


def bot_of(level: str, options: Mapping[str, Any]) -> Bot:
    """The bot of a level for a game with these options (an expert thinks for the game's `expert_ms`)."""
    if level == "expert":
        return functools.partial(expert_bot, think_ms=options.get("expert_ms", EXPERT_MS))
    return BOTS[level]


BOTS: dict[str, Bot] = {"random": random_bot, "basic": basic_bot, "expert": expert_bot}
assert tuple(BOTS) == BOT_LEVELS, "every bot level the platform offers has a bot"
