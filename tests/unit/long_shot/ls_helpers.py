"""Given/when/then helpers for the Long Shot unit tests."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from games.base import Event
from games.long_shot import RULESET
from games.long_shot.content import CONTENT
from games.long_shot.state import Bet, Roll, State
from tests.support.rng import SeededRng
from tests.support.rules import Rules

R = RULESET
rules: Rules[State] = Rules(RULESET)
FACE = {0: 0, 1: 1, 3: 5}  # move-die value -> a face index showing it (faces 0,1,1,1,1,3)
FINISH = CONTENT.finish


def started(seats: int = 4, seed: int = 1, options: Mapping | None = None) -> tuple[State, tuple[Event, ...]]:
    """A game after StartGame with a seeded rng; the state and the set-up events."""
    return rules.start(seats, SeededRng(seed), options)


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
