"""Photo Finish: a dice race re-ordering seven horse tiles, sealed winner and place bets, three races, 2-4 seats."""

from __future__ import annotations

from games.assemble import assemble

from . import bot, commands, content, decide, events, evolve, legal, money, rules, sampling, state, view

RULESET = assemble(
    "photo_finish", bot, commands, content, decide, events, evolve, legal, money, rules, sampling, state, view
)

__all__ = ["RULESET"]
