"""Forty random games on the platform: they end, the ledger balances, the audit verifies, legal means accepted."""
from __future__ import annotations

import json
from collections import defaultdict

import pytest

from events.lifecycle import GameEnded
from games.codec import from_jsonable, to_jsonable
from projections.audit import audit
from projections.ledger import balances, rebuild, unbalanced
from workers.simulate import play_game
from ls_helpers import R, command_from, fold, play_random
from tests.support.rng import SeededRng

GAMES = [(seed, 3 + seed % 6) for seed in range(40)]


def lowest_cash(entries) -> int:
    """The lowest balance any seat's cash reached, entry by entry."""
    running, lowest = defaultdict(int), 0
    for entry in entries:
        for posting in entry.postings:
            if posting.account.endswith(":cash"):
                running[posting.account] += posting.amount
                lowest = min(lowest, running[posting.account])
    return lowest


@pytest.mark.parametrize("seed, seats", GAMES)
def test_a_random_game_ends_balances_and_passes_the_audit(seed, seats):
    """Given random seats, when a game is played out, then it ends, its ledger holds and the audit verifies it."""
    played = play_game(R, ("random",) * seats, seed)
    assert played.envelopes[-1].type == GameEnded.TYPE
    ledger = rebuild(R, played.envelopes)
    totals = balances(ledger.entries)
    assert unbalanced(ledger) == [] and sum(totals.values()) == 0 and lowest_cash(ledger.entries) >= 0
    assert all(v == 0 for k, v in totals.items() if k.endswith(":stakes"))
    money = {s["seat"]: s["money"] for s in played.envelopes[-1].data["standings"]}
    assert money == {s: sum(v for k, v in totals.items() if k.startswith(f"seat:{s}:")) for s in range(seats)}
    report = audit(played.envelopes, {R.id: R})
    assert report["verified"], report["discrepancies"]


def test_every_listed_legal_command_is_accepted_by_decide():
    """Given positions sampled from random games, when every legal command is tried, then decide accepts each."""
    for seed in range(4):
        _, log = play_random(seed, 3 + seed)
        state = R.initial_state(3 + seed, {})
        for i, event in enumerate(log):
            state = R.evolve(state, event)
            if i % 7 or state.turn is None:
                continue
            for legal in R.legal_commands(state, state.turn):
                R.decide(state, command_from(state.turn, dict(legal.command)), SeededRng(i))


def test_every_legal_command_body_parses_as_an_http_command_body():
    """Given random positions, when legal bodies go through the API codec as JSON, then decide accepts each."""
    from service.command_codec import parse_command
    _, log = play_random(9, 4)
    state = R.initial_state(4, {})
    for i, event in enumerate(log):
        state = R.evolve(state, event)
        if i % 5 or state.turn is None:
            continue
        for legal in R.legal_commands(state, state.turn):
            body = json.loads(json.dumps(dict(legal.command)))
            R.decide(state, parse_command(R, body, state.turn), SeededRng(i))


@pytest.mark.parametrize("seed, seats", [(101, 3), (102, 8)])
def test_state_and_events_round_trip_through_the_codec(seed, seats):
    """Given a random game, when states and events go through JSON, then they come back equal."""
    final, log = play_random(seed, seats)
    state = R.initial_state(seats, {})
    for i, event in enumerate(log):
        back = from_jsonable(R.event_type(event.TYPE), json.loads(json.dumps(to_jsonable(event))))
        assert back == event
        state = R.evolve(state, event)
        if i % 13 == 0:
            assert from_jsonable(R.state_type, json.loads(json.dumps(to_jsonable(state)))) == state
    assert state == final == fold(R.initial_state(seats, {}), log)


def test_views_never_show_another_seat_s_hand_or_the_deck():
    """Given a random mid-game state, then each seat's view holds its own hand only and no deck order."""
    _, log = play_random(5, 4)
    state = fold(R.initial_state(4, {}), log[: len(log) // 2])
    for seat in range(4):
        seen = R.view(state, seat)
        assert [c["card"] for c in seen["you"]["hand"]] == list(state.hands[seat])
        assert isinstance(seen["deck"], int) and "hand" not in json.dumps(seen["seats"])
    assert R.view(state, None)["you"] is None


def test_random_play_uses_every_kind_of_turn():
    """Given several random games, then rerolls, zero rolls, finish choices and card plays all happen."""
    seen = set()
    for seed in range(12):
        _, log = play_random(seed, 3 + seed % 6)
        seen |= {e.TYPE for e in log}
    assert {"DieRerolled", "CardStolen", "CardPlayed", "BetPlaced", "HorseBought", "CardsDiscarded",
            "FeatureUsed", "MoneyTaken"} <= seen
