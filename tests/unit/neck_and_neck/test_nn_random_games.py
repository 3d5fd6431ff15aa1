"""Fifty random games to the end: every legal command is accepted, money is conserved, state round-trips."""
from __future__ import annotations

import json
import random

import pytest

from games.codec import from_jsonable, to_jsonable
from games.neck_and_neck.events import BetsSettled, DiceRolled
from nn_helpers import R, command_from, fold, play_random
from tests.support.rng import SeededRng

GAMES = [(seed, 2 + seed % 5) for seed in range(50)]


@pytest.mark.parametrize("seed, seats", GAMES)
def test_a_random_game_finishes_and_conserves_money(seed, seats):
    """Given random seats choosing uniformly among legal commands, when played out, then 3 races settle and cash matches payouts."""
    state, log = play_random(seed, seats)
    assert R.is_over(state) and [r.race for r in state.results] == [1, 2, 3]
    payouts = [s.payout for e in log if isinstance(e, BetsSettled) for s in e.settlements]
    assert sum(state.cash) - 10000 * seats == sum(payouts)
    assert all(cash >= 0 for cash in state.cash)
    assert sum(isinstance(e, DiceRolled) for e in log) < 3000
    assert all(len(r.placings) == 3 == len(set(r.placings)) for r in state.results)


def test_every_legal_command_is_accepted_by_decide():
    """Given random positions from random games, when every listed legal command is tried, then decide accepts each."""
    rnd = random.Random(7)
    for seed in range(5):
        state, log = play_random(seed, 3)
        replay = R.initial_state(3, {})
        for i, event in enumerate(log):
            replay = R.evolve(replay, event)
            if i % 37:
                continue
            for seat in range(3):
                for legal in R.legal_commands(replay, seat):
                    R.decide(replay, command_from(seat, legal, rnd), SeededRng(rnd))


@pytest.mark.parametrize("seed, seats", [(101, 3), (102, 6)])
def test_state_and_events_round_trip_through_the_codec(seed, seats):
    """Given a finished random game, when state and events go through JSON, then they come back equal."""
    state, log = play_random(seed, seats)
    text = json.dumps(to_jsonable(state))
    assert from_jsonable(R.state_type, json.loads(text)) == state
    for event in log:
        back = from_jsonable(R.event_type(event.TYPE), json.loads(json.dumps(to_jsonable(event))))
        assert back == event
    assert fold(R.initial_state(seats, {}), tuple(log)) == state


def test_mid_game_state_round_trips():
    """Given states at every point of a game, when encoded and decoded, then they are equal."""
    _, log = play_random(5, 4)
    state = R.initial_state(4, {})
    for i, event in enumerate(log):
        state = R.evolve(state, event)
        if i % 11 == 0:
            assert from_jsonable(R.state_type, json.loads(json.dumps(to_jsonable(state)))) == state
