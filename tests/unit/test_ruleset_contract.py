"""The contract every registered ruleset keeps, on random games: legal commands are what decide accepts,
every legal body passes the HTTP command codec, and states, events and views survive JSON."""

from __future__ import annotations

import json
import random

import pytest

from games.base import StartGame
from games.codec import from_jsonable, to_jsonable
from games.registry import RULESETS
from service.command_codec import parse_command
from tests.support.rng import SeededRng
from workers.bots import filled

SAMPLED_POSITIONS = 40
CASES = [
    (ruleset_id, seats)
    for ruleset_id in sorted(RULESETS)
    for seats in sorted({RULESETS[ruleset_id].min_seats, RULESETS[ruleset_id].max_seats})
]


def defaults(ruleset) -> dict:
    """The ruleset's options at their defaults."""
    return {option.name: option.default for option in ruleset.options}


def random_positions(ruleset, seats: int, seed: int):
    """(state, events that led to it) after each command of one game of uniform legal play on the pure rules."""
    rnd = random.Random(seed)
    rng, state = SeededRng(rnd), ruleset.initial_state(seats, defaults(ruleset))
    events = ruleset.decide(state, StartGame(), rng)
    while True:
        for event in events:
            state = ruleset.evolve(state, event)
        yield state, events
        if ruleset.is_over(state):
            return
        seat, legal = rnd.choice(
            [(s, legal) for s in range(seats) for legal in [ruleset.legal_commands(state, s)] if legal]
        )
        events = ruleset.decide(state, parse_command(ruleset, filled(rnd.choice(legal), rnd), seat), rng)


def sampled(positions: list) -> list:
    """About SAMPLED_POSITIONS positions spread over the game, the last one included."""
    stride = max(1, len(positions) // SAMPLED_POSITIONS)
    return positions[::stride] + positions[-1:]


@pytest.mark.parametrize("ruleset_id,seats", CASES)
def test_every_legal_command_body_parses_over_http_and_is_accepted_by_decide(ruleset_id, seats):
    ruleset, rnd = RULESETS[ruleset_id], random.Random(1)
    for state, _ in sampled(list(random_positions(ruleset, seats, 7))):
        for seat in range(seats):
            for legal in ruleset.legal_commands(state, seat):
                body = json.loads(json.dumps(filled(legal, rnd)))
                ruleset.decide(state, parse_command(ruleset, body, seat), SeededRng(rnd))


@pytest.mark.parametrize("ruleset_id,seats", CASES)
def test_a_finished_game_has_nothing_left_to_do_and_is_over(ruleset_id, seats):
    ruleset = RULESETS[ruleset_id]
    final, _ = list(random_positions(ruleset, seats, 11))[-1]
    assert ruleset.is_over(final) and all(ruleset.legal_commands(final, s) == () for s in range(seats))
    assert len(ruleset.standings(final)) == seats


@pytest.mark.parametrize("ruleset_id,seats", CASES)
def test_states_events_and_views_survive_json(ruleset_id, seats):
    ruleset = RULESETS[ruleset_id]
    positions = list(random_positions(ruleset, seats, 13))
    for _, events in positions:
        for event in events:
            data = json.loads(json.dumps(to_jsonable(event)))
            assert from_jsonable(ruleset.event_type(event.TYPE), data) == event
    for state, _ in sampled(positions):
        assert from_jsonable(ruleset.state_type, json.loads(json.dumps(to_jsonable(state)))) == state
        for viewer in (None, *range(seats)):
            json.dumps(ruleset.view(state, viewer))
