"""Given/when/then helpers for the Jockey unit tests."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace

from games.base import Command, Event, StartGame
from games.jockey import RULESET
from games.jockey.content import CARDS, HORSES
from games.jockey.state import Bet, State
from tests.support.rng import ScriptedRng, SeededRng
from workers.bots import as_command, filled

R = RULESET


def fold(state: State, events: tuple[Event, ...]) -> State:
    """Evolve a state through events."""
    for event in events:
        state = R.evolve(state, event)
    return state


def card(kind: str, colour: str | None = None, nth: int = 0) -> str:
    """The id of the nth card of that kind (and colour)."""
    return [c.id for c in CARDS.values() if c.kind == kind and c.colour == colour][nth]


def given_betting(seats: int = 3, seed: int = 1, rounds: int = 1) -> State:
    """A started game: race 1 dealt, betting open."""
    state = R.initial_state(seats, {"rounds": rounds})
    return fold(state, R.decide(state, StartGame(), SeededRng(seed)))


def squares(**at: int) -> tuple[int, ...]:
    """Squares by horse name (missing horses at 0)."""
    return tuple(at.get(h, 0) for h in HORSES)


def given_race(
    hands: Mapping[int, tuple[str, ...]] | None = None,
    at: Mapping[str, int] | None = None,
    finishers: tuple[str, ...] = (),
    seats: int = 3,
    turn: int = 0,
    bets: tuple[Bet, ...] = (),
    cash: tuple[int, ...] | None = None,
    debt: tuple[int, ...] | None = None,
) -> State:
    """Race 1 running with the given hands, squares, finished horses, bets and money; `turn` to play."""
    state = given_betting(seats)
    held = {c for hand in (hands or {}).values() for c in hand}
    rest = tuple(c for c in CARDS if c not in held)
    return replace(
        state,
        phase="racing",
        turn=turn,
        done=(True,) * seats,
        bets=bets,
        hands=tuple(tuple((hands or {}).get(s, ())) for s in range(seats)),
        reserve=rest,
        played=(),
        squares=squares(**(at or {})),
        finishers=finishers,
        cash=cash or state.cash,
        debt=debt or (0,) * seats,
    )


def when(state: State, command: Command, rng=None) -> tuple[tuple[Event, ...], State]:
    """Decide a command and fold its events; returns (events, new state)."""
    events = R.decide(state, command, rng or SeededRng(3))
    return events, fold(state, events)


def types(events: tuple[Event, ...]) -> list[str]:
    """The TYPE of each event."""
    return [e.TYPE for e in events]


def of_type(events, cls) -> list:
    """The events of one class."""
    return [e for e in events if isinstance(e, cls)]


def bodies(legal) -> list[dict]:
    """Legal commands as plain dict bodies."""
    return [dict(lc.command) for lc in legal]


def play_random(seed: int, seats: int, rounds: int = 1) -> tuple[State, list[Event]]:
    """A whole game where a random owing seat picks uniformly among its legal commands."""
    rnd = random.Random(seed)
    rng = SeededRng(rnd)
    state = R.initial_state(seats, {"rounds": rounds})
    log = list(R.decide(state, StartGame(), rng))
    state = fold(state, tuple(log))
    while not R.is_over(state):
        options = {s: R.legal_commands(state, s) for s in range(seats)}
        seat = rnd.choice([s for s, legal in options.items() if legal])
        events = R.decide(state, as_command(R, filled(rnd.choice(options[seat]), rnd), seat), rng)
        state = fold(state, events)
        log += events
    return state, log


def bet(seat: int, kind: str, horse: str, stake: int, second: str | None = None, second_stake: int = 0) -> Bet:
    """A sealed bet as the state holds it."""
    return Bet(seat, kind, horse, stake, second, second_stake, f"salt{seat}")


__all__ = ["ScriptedRng", "SeededRng", "StartGame"]
