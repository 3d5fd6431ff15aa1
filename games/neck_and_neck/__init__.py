"""Neck and Neck: a hex-track horse race with sealed bets, three races, 2-6 seats."""

from __future__ import annotations

from games.base import Ruleset

from .commands import COMMANDS
from .content import MAX_SEATS, MIN_SEATS, TITLE
from .decide import decide
from .events import EVENTS, UPCASTERS
from .evolve import evolve
from .legal import legal_commands
from .money import anchors, journal, outcomes, rederive
from .rules import awaiting, initial_state, is_over, is_revealed, standings, timeout_command
from .state import State
from .svg import track_svg
from .track import Track, build_track, default_track, reachable
from .view import view

RULESET = Ruleset(
    id="neck_and_neck",
    title=TITLE,
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    options=(),
    commands=COMMANDS,
    events=EVENTS,
    state_type=State,
    initial_state=initial_state,
    decide=decide,
    evolve=evolve,
    legal_commands=legal_commands,
    view=view,
    is_over=is_over,
    is_revealed=is_revealed,
    standings=standings,
    journal=journal,
    anchors=anchors,
    outcomes=outcomes,
    rederive=rederive,
    cash_floor=0,
    upcasters=UPCASTERS,
    awaiting=awaiting,
    timeout_command=timeout_command,
)

__all__ = ["RULESET", "Track", "build_track", "default_track", "reachable", "track_svg"]
