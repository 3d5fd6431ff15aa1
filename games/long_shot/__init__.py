"""Long Shot: ten horses on a 20-space track; buy horses, bet $5 at a time and play Long Shot cards, 3-8 seats."""

from __future__ import annotations

from games.assemble import assemble

from . import bot, commands, content, decide, events, evolve, legal, money, rules, sampling, state, view

RULESET = assemble(
    "long_shot", bot, commands, content, decide, events, evolve, legal, money, rules, sampling, state, view
)

__all__ = ["RULESET"]
