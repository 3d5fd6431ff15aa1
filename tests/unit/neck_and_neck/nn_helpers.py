"""Given/when/then helpers for the Neck and Neck unit tests."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from games.neck_and_neck import RULESET
from games.neck_and_neck.state import Bet, Roll, State
from games.neck_and_neck.track import default_track
from tests.support.rng import ScriptedRng
from tests.support.rules import Rules

R = RULESET
rules: Rules[State] = Rules(RULESET)
TRACK = default_track()


def given_betting(seats: int = 3) -> State:
    """A started game: betting open for race 1."""
    return rules.start(seats, ScriptedRng())[0]


def given_race(
    seats: int = 3,
    turn: int = 0,
    horses: Mapping[int, str | None] | None = None,
    bets: tuple[Bet, ...] = (),
    crossings: Mapping[int, int] | None = None,
) -> State:
    """Race 1 running, `turn` to roll, horses moved as given (None = finished)."""
    state = replace(given_betting(seats), phase="rolling", turn=turn, done=(True,) * seats, bets=bets)
    return with_horses(state, horses or {}, crossings or {})


def with_horses(state: State, hexes: Mapping[int, str | None], crossings: Mapping[int, int] | None = None) -> State:
    """The state with some horses on other hexes and/or other crossing counts."""
    crossings = crossings or {}
    horses = tuple(
        replace(h, hex=hexes.get(h.horse, h.hex), crossings=crossings.get(h.horse, h.crossings)) for h in state.horses
    )
    return replace(state, horses=horses)


def given_roll(state: State, red: int, white: int) -> State:
    """The state after the turn seat rolled red/white."""
    return replace(state, phase="moving", roll=Roll(red, white))


def third_finisher(race: int = 1, seats: int = 3):
    """Race `race` with horses 4 and 2 finished, horse 1 one move from third, bets from every seat."""
    bets = (
        Bet(0, 4, 1000, "a"),
        Bet(1, 2, 500, "b"),
        Bet(2, 1, 300, "c"),
        Bet(0, 3, 200, "d"),
        Bet(1, 4, 100, "e"),
        Bet(1, 4, 200, "f"),
    )
    state = given_race(seats=seats, horses={4: None, 2: None, 1: "10,-5"}, crossings={1: 1}, bets=bets)
    finished = tuple(replace(h, place={4: 1, 2: 2}[h.horse]) if h.horse in (4, 2) else h for h in state.horses)
    return given_roll(replace(state, race=race, horses=finished, placings=(4, 2)), 1, 1)
