"""Neck and Neck: a hex-track horse race with sealed bets, three races, 2-6 seats."""

from __future__ import annotations

from games.assemble import assemble

from . import bot, commands, content, decide, events, evolve, legal, money, rules, sampling, state, view
from .svg import track_svg
from .track import Track, build_track, default_track, reachable

RULESET = assemble(
    "neck_and_neck", bot, commands, content, decide, events, evolve, legal, money, rules, sampling, state, view
)

__all__ = ["RULESET", "Track", "build_track", "default_track", "reachable", "track_svg"]
