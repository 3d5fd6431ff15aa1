"""Bot levels: each chooses a command body from what its seat may see (the view) and its legal commands."""
from __future__ import annotations

import random
from typing import Any, Callable

from games.base import LegalCommand, Ruleset

from .strategies import STRATEGIES

Bot = Callable[[Ruleset, dict, tuple[LegalCommand, ...], random.Random], dict[str, Any]]


def filled(legal: LegalCommand, rnd: random.Random) -> dict[str, Any]:
    """A legal command's body with every free param drawn uniformly from its range."""
    body = dict(legal.command)
    for name, param in legal.params.items():
        steps = (param.max - param.min) // param.multiple_of
        body[name] = param.min + param.multiple_of * rnd.randint(0, steps)
    return body


def random_bot(ruleset: Ruleset, view: dict, legal: tuple[LegalCommand, ...], rnd: random.Random) -> dict[str, Any]:
    """The `random` bot: uniform over legal commands, params uniform in range."""
    return filled(rnd.choice(legal), rnd)


def basic_bot(ruleset: Ruleset, view: dict, legal: tuple[LegalCommand, ...], rnd: random.Random) -> dict[str, Any]:
    """The `basic` bot: the ruleset's strategy, playing from its seat's view only."""
    return STRATEGIES[ruleset.id](view, legal, rnd)


BOTS: dict[str, Bot] = {"random": random_bot, "basic": basic_bot}
BOT_LEVELS = tuple(BOTS)
