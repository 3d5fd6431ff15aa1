"""Given/when/then helpers for the Long Shot unit tests."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace

from games.base import Command, Event, StartGame
from games.long_shot import RULESET
from games.long_shot.content import CONTENT
from games.long_shot.state import Bet, Roll, State
from tests.support.rng import ScriptedRng, SeededRng
from workers.bots import as_command

R = RULESET
FACE = {0: 0, 1: 1, 3: 5}  # move-die value -> a face index showing it (faces 0,1,1,1,1,3)
FINISH = CONTENT.finish


def fold(state: State, events) -> State:
    """Evolve a state through events."""
    for event in events:
        state = R.evolve(state, event)
    return state


def started(seats: int = 4, seed: int = 1, options: Mapping | None = None) -> tuple[State, tuple[Event, ...]]:
    """A game after StartGame with a seeded rng; the state and the set-up events."""
    state = R.initial_state(seats, options or {})
    events = R.decide(state, StartGame(), SeededRng(seed))
    return fold(state, events), events


def card_id(name: str, copy: int = 0) -> int:
    """The id of the `copy`-th card with that name."""
    return [i for i, c in enumerate(CONTENT.cards) if c.name == name][copy]


def given(
    seats: int = 4,
    turn: int = 0,
    phase: str = "rolling",
    spaces: Mapping[int, int] | None = None,
    owners: Mapping[int, int] | None = None,
    hands: Mapping[int, tuple[int, ...]] | None = None,
    cash: Mapping[int, int] | None = None,
    roll: tuple[int, int] | None = None,
    bets: tuple[Bet, ...] = (),
    placings: tuple[int, ...] = (),
    rerolls: Mapping[int, bool] | None = None,
    deck: tuple[int, ...] | None = None,
    turns: int = 5,
) -> State:
    """A started game re-arranged: horses on spaces, owners, hands, cash, the roll, bets and placings."""
    state, _ = started(seats)
    held = {c for h in (hands or {}).values() for c in h}
    all_hands = tuple(tuple((hands or {}).get(s, ())) for s in range(seats))
    spaces_ = tuple((spaces or {}).get(h, FINISH if h in placings else 0) for h in range(1, 11))
    return replace(
        state,
        turn=turn,
        phase=phase,
        turns=turns,
        hands=all_hands,
        bets=bets,
        placings=placings,
        spaces=spaces_,
        owners=tuple((owners or {}).get(h) for h in range(1, 11)),
        cash=tuple((cash or {}).get(s, 25) for s in range(seats)),
        rerolls=tuple((rerolls or {}).get(s, True) for s in range(seats)),
        deck=tuple(c for c in state.deck + state.hands[0] if c not in held) if deck is None else deck,
        roll=Roll(*roll) if roll else None,
    )


def when(state: State, command: Command, values=()) -> tuple[tuple[Event, ...], State]:
    """Decide a command with scripted random values and fold its events."""
    events = R.decide(state, command, ScriptedRng(values))
    return events, fold(state, events)


def types(events) -> list[str]:
    """The TYPE of each event."""
    return [e.TYPE for e in events]


def of_type(events, cls) -> list:
    """The events of one class."""
    return [e for e in events if isinstance(e, cls)]


def bodies(legal) -> list[dict]:
    """Legal commands as plain dict bodies."""
    return [dict(lc.command) for lc in legal]


def play_random(seed: int, seats: int) -> tuple[State, list[Event]]:
    """A whole game of uniformly random legal commands, straight on the ruleset (no platform)."""
    rnd, rng = random.Random(seed), SeededRng(seed)
    state = R.initial_state(seats, {})
    log = list(R.decide(state, StartGame(), rng))
    state = fold(state, log)
    while not R.is_over(state):
        legal = R.legal_commands(state, state.turn)
        events = R.decide(state, as_command(R, dict(rnd.choice(legal).command), state.turn), rng)
        state = fold(state, events)
        log += events
    return state, log
