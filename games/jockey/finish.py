"""The end of a race: result, bets settled, loans repaid, a round closed, then keeping or the next race."""

from __future__ import annotations

from games.base import Event, Rng

from .content import CONTENT
from .events import (
    BetsSettled,
    CapitalIssued,
    KeepingOpened,
    LoansSettled,
    RaceFinished,
    RacingEnded,
    RoundClosed,
)
from .evolve import evolve
from .settle import repayments, round_results, settle
from .setup import race_setup
from .state import State


def _then(state: State, events: list[Event], event: Event) -> State:
    """Append an event and fold it."""
    events.append(event)
    return evolve(state, event)


def end_race(state: State, rng: Rng) -> tuple[Event, ...]:
    """Two horses have finished: settle money, then keeping, the next race or the end."""
    first, second = state.finishers[0], state.finishers[1]
    events: list[Event] = []
    state = _then(state, events, RaceFinished(state.race, first, second))
    state = _then(state, events, BetsSettled(state.race, first, second, settle(state.bets, first, second)))
    owed = repayments(state)
    if owed:
        state = _then(state, events, LoansSettled(state.race, owed))
    if state.race >= state.races:
        return tuple(events) + (RacingEnded(state.races),)
    if state.race % CONTENT.races_per_round == 0:
        state = _then(state, events, RoundClosed(state.round, round_results(state)))
        state = _then(state, events, CapitalIssued(state.round + 1, CONTENT.starting_capital))
    holders = tuple(s for s in range(state.seats) if state.hands[s])
    if holders:
        return tuple(events) + (KeepingOpened(state.race, holders),)
    return tuple(events) + race_setup(state, state.race + 1, rng)
