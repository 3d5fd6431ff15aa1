"""Jockey: a card-driven horse race with sealed bets and bank loans, 2-6 seats, rounds of three races."""

from __future__ import annotations

from games.assemble import assemble

from . import bot, commands, content, decide, events, evolve, legal, money, rules, sampling, state, view

RULESET = assemble("jockey", bot, commands, content, decide, events, evolve, legal, money, rules, sampling, state, view)

__all__ = ["RULESET"]
