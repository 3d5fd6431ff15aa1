"""House rules for a race in which nobody moves: a round of passes forces a move, a long standstill calls the race.

`State.still` counts the rolls in a row, this race, after which no horse moved. Once it
reaches the number of seats (the whole table has declined in turn) a roller whose dice
allow a move must make one; once it reaches CALL_AFTER_ROLLS (only possible while the
dice keep naming horses that cannot move) the race is called and the horses still on
the track are placed by how far they have run. See docs/rules/neck_and_neck.md.
"""

from __future__ import annotations

from games.base import known

from .state import Horse, State
from .track import default_track

CALL_AFTER_ROLLS = 60
MUST_MOVE = "neck_and_neck.pass.must_move"
PLACES = 3


def held_back(state: State) -> bool:
    """True once a whole round of rolls (one per seat) has passed without a horse moving."""
    return state.still >= state.seats


def calls_race(state: State) -> bool:
    """True if one more roll without a move (a pass) makes the race stand still long enough to be called."""
    return state.still + 1 >= CALL_AFTER_ROLLS


def distance_run(horse: Horse) -> float:
    """How far a horse on the track has run: a lap per finish-line crossing plus its progress past the line."""
    track = default_track()
    return horse.crossings * track.lap + track.progress[known(horse.hex, f"horse {horse.horse}'s hex")]


def running_order(state: State) -> tuple[int, ...]:
    """Horses still on the track, furthest run first; level horses: inner lane, then lower number."""
    lane = default_track().lane
    running = [h for h in state.horses if h.hex is not None]
    order = sorted(running, key=lambda h: (-distance_run(h), lane[known(h.hex, 'a running horse')], h.horse))
    return tuple(h.horse for h in order)


def called_placings(state: State) -> tuple[int, ...]:
    """The horses a called race places behind those already finished, to make up the first three."""
    return running_order(state)[: PLACES - len(state.placings)]
