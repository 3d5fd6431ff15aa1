"""Homestretch: draft horse shares, bet tokens on a tote board, race horses 2-12 by 2d6; four races, 2-6 seats."""

from __future__ import annotations

from games.assemble import assemble

from . import bot, commands, content, decide, events, evolve, legal, money, rules, sampling, state, view

RULESET = assemble(
    "homestretch", bot, commands, content, decide, events, evolve, legal, money, rules, sampling, state, view
)

__all__ = ["RULESET"]
