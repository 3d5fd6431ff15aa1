"""Random games through the platform: they end, the ledger holds, the audit verifies, legal commands are accepted."""
from __future__ import annotations

import json
import random
from collections import defaultdict

import pytest

from events.lifecycle import GameEnded
from games.base import StartGame
from games.codec import from_jsonable, to_jsonable
from games.photo_finish.simulate_design import measure
from pf_helpers import R, fold
from projections.audit import audit
from projections.ledger import balances, rebuild, unbalanced
from tests.support.rng import SeededRng
from workers.bots import as_command, filled
from workers.simulate import play_game

GAMES = [(number, 2 + number % 3) for number in range(40)]


def lowest_cash(entries) -> int:
    """The lowest balance any seat's cash reached, entry by entry."""
    running, lowest = defaultdict(int), 0
    for entry in entries:
        for posting in entry.postings:
            if posting.account.endswith(":cash"):
                running[posting.account] += posting.amount
                lowest = min(lowest, running[posting.account])
    return lowest


@pytest.mark.parametrize("number, seats", GAMES)
def test_a_random_game_ends_balances_and_passes_the_audit(number, seats):
    """Given random seats, when played to the end, then the ledger balances, pays the standings and the audit verifies."""
    played = play_game(R, ("random",) * seats, number)
    assert any(e.type == GameEnded.TYPE for e in played.envelopes)
    ledger = rebuild(R, played.envelopes)
    totals = balances(ledger.entries)
    assert unbalanced(ledger) == [] and sum(totals.values()) == 0 and lowest_cash(ledger.entries) >= 0
    money = {s["seat"]: s["money"] for s in played.envelopes[-1].data["standings"]}
    assert money == {s: sum(v for k, v in totals.items() if k.startswith(f"seat:{s}:")) for s in money}
    assert all(v == 0 for k, v in totals.items() if k.endswith(":stakes"))
    report = audit(played.envelopes, {R.id: R})
    assert report["verified"], report["discrepancies"]


def random_log(seed: int, seats: int):
    """A whole game of uniform legal play, straight on the pure rules."""
    rnd = random.Random(seed)
    rng, state = SeededRng(rnd), R.initial_state(seats, {})
    log = list(R.decide(state, StartGame(), rng))
    state = fold(state, tuple(log))
    while not R.is_over(state):
        owed = [(s, legal) for s in range(seats) for legal in [R.legal_commands(state, s)] if legal]
        seat, legal = rnd.choice(owed)
        events = R.decide(state, as_command(R, filled(rnd.choice(legal), rnd), seat), rng)
        state, log = fold(state, events), log + list(events)
    return state, log


def test_every_listed_legal_command_is_accepted_by_decide():
    """Given positions sampled from random games, when every legal command is tried, then decide accepts each."""
    rnd = random.Random(3)
    for seed, seats in ((1, 2), (2, 3), (3, 4)):
        _, log = random_log(seed, seats)
        state = R.initial_state(seats, {})
        for i, event in enumerate(log):
            state = R.evolve(state, event)
            if i % 5 or R.is_over(state):
                continue
            for seat in range(seats):
                for legal in R.legal_commands(state, seat):
                    R.decide(state, as_command(R, filled(legal, rnd), seat), SeededRng(rnd))


def test_state_and_events_round_trip_through_the_codec():
    """Given a random game, when states and events go through JSON, then they come back equal."""
    final, log = random_log(11, 3)
    state = R.initial_state(3, {})
    for i, event in enumerate(log):
        assert from_jsonable(R.event_type(event.TYPE), json.loads(json.dumps(to_jsonable(event)))) == event
        state = R.evolve(state, event)
        if i % 13 == 0:
            assert from_jsonable(R.state_type, json.loads(json.dumps(to_jsonable(state)))) == state
    assert state == final


def test_the_design_simulation_gives_lively_races():
    """Given 150 random races, then positions change several times, the leader wins sometimes, disqualifications happen."""
    figures = measure(races=150, seed=5)
    assert 4 <= figures["row_changes_per_race"] <= 25
    assert 0.1 <= figures["leader_wins"] <= 0.5
    assert 0.1 <= figures["races_with_disqualification"] <= 0.9
    assert 20 <= figures["dice_used_per_race"] <= 40
