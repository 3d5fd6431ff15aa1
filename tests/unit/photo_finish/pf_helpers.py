"""Given/when/then helpers for the Photo Finish unit tests."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from games.base import Event
from games.photo_finish import RULESET
from games.photo_finish.commands import PutAwayDie, RollDice, UseDie
from games.photo_finish.content import COLOURS
from games.photo_finish.pool import full_pool
from games.photo_finish.state import Bet, PlacedDie, Race, RolledDie, State, TileDice
from tests.support.rng import ScriptedRng
from tests.support.rules import Rules

R = RULESET
rules: Rules[State] = Rules(RULESET)
EXAMPLE_ROW = (8, 22, 3, 5, 18, 11, 20)  # the rule text's race 1, left to right: #20 leads
PLAIN, FAV, STEADY = 11, 5, 22  # a tile of each kind in the example row (#5 is F, #22 is S)


def given_betting(seats: int = 3) -> State:
    """A started game: betting open for race 1 on the tiles the (scripted) shuffle turned up."""
    return rules.start(seats, ScriptedRng([0] * 23))[0]


def counts(**by_colour: int) -> tuple[int, ...]:
    """Dice counts per colour, in colour order."""
    return tuple(by_colour.get(c, 0) for c in COLOURS)


def given_race(
    row: tuple[int, ...] = EXAMPLE_ROW,
    seats: int = 3,
    turn: int = 0,
    dice: Mapping[int, tuple[tuple[str, str], ...]] | None = None,
    dead_even: bool = False,
    pool: tuple[int, ...] | None = None,
    out: tuple[int, ...] | None = None,
    bets: tuple[Bet, ...] = (),
    hand: tuple[str, ...] = (),
    race: int = 1,
    dead_even_used: bool = False,
) -> State:
    """Race `race` running with the given row (back to front), dice on tiles, pool and used dice."""
    on_tiles = tuple(TileDice(t, tuple(PlacedDie(c, f) for c, f in d)) for t, d in (dice or {}).items())
    track = Race(
        row,
        dead_even,
        on_tiles,
        pool if pool is not None else full_pool(),
        out if out is not None else counts(),
        dead_even_used or dead_even,
    )
    base = given_betting(seats)
    return replace(
        base,
        phase="rolling",
        race=race,
        starting=row,
        turn=turn,
        track=track,
        hand=hand,
        done=(True,) * seats,
        bets=bets,
        cash=(1000,) * seats if race == 1 else base.cash,
    )


def given_roll(state: State, *dice: tuple[str, str]) -> State:
    """The turn seat holds these rolled dice (colour, face)."""
    return replace(state, phase="using", roll=tuple(RolledDie(c, f) for c, f in dice))


def when_used(state: State, die: int = 0, rng=None, **target) -> tuple[tuple[Event, ...], State]:
    """The turn seat follows rolled die `die` on `target`."""
    return rules.when(state, UseDie(seat=state.turn, die=die, **target), rng)


def when_face(face: str, colour: str, state: State | None = None, rng=None, **target):
    """Roll `face` (plus two blanks) for the turn seat and use it on `target`."""
    rolled = given_roll(state or given_race(), (colour, face), ("white", "finish_line"), ("red", "red_blank"))
    return when_used(rolled, 0, rng, **target)


def when_put_away(state: State, die: int = 0, rng=None):
    """The turn seat does nothing; die `die` leaves."""
    return rules.when(state, PutAwayDie(seat=state.turn, die=die), rng)


def when_rolled(state: State, take: tuple[str, ...], faces: list[int]):
    """The turn seat takes `take` and rolls; `faces` are the scripted face indices."""
    return rules.when(state, RollDice(seat=state.turn, take=take), ScriptedRng(faces))


def legal_targets(state: State, die: int = 0) -> list[dict]:
    """The legal UseDie bodies for one rolled die, without type and die."""
    return [
        {k: v for k, v in lc.command.items() if k not in ("type", "die")}
        for lc in R.legal_commands(state, state.turn)
        if lc.command["type"] == "UseDie" and lc.command["die"] == die
    ]


def legal_for(face: str, colour: str, state: State | None = None) -> list[dict]:
    """The legal targets of a rolled face."""
    rolled = given_roll(state or given_race(), (colour, face), ("white", "finish_line"), ("red", "red_blank"))
    return legal_targets(rolled)


def example_free() -> State:
    """Race 1 betting open on the rule text's row, nothing bet yet."""
    return replace(given_betting(), starting=EXAMPLE_ROW, track=Race(EXAMPLE_ROW, pool=full_pool()))
