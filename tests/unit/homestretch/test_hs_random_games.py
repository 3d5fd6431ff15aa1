"""Forty random games through the platform: they end, the ledger holds, the audit verifies, legal means accepted."""
from __future__ import annotations

import json
import random
from collections import defaultdict

import pytest

from events.game import new_game
from games.codec import from_jsonable, to_jsonable
from games.homestretch import RULESET as R
from hs_helpers import command_from
from projections.audit import audit
from projections.ledger import Ledger, addition, balances, rebuild, unbalanced
from tests.support.rng import SeededRng
from workers.simulate import play_game

GAMES = [(number, 2 + number % 5) for number in range(40)]


def incrementally(played) -> Ledger:
    """The ledger as the service maintains it: one command's batch at a time."""
    entries, anchors = (), {}
    game = new_game(played.game.game_id, R.id)
    for batch in played.batches:
        added, game = addition(game, R, batch, lambda key: anchors.get(key, 0))
        entries, anchors = entries + added.entries, {**anchors, **added.anchors}
    return Ledger(game.version, entries, anchors)


def lowest_cash(ledger: Ledger) -> int:
    """The lowest balance any seat's cash account reached, entry by entry."""
    running, lowest = defaultdict(int), 0
    for entry in ledger.entries:
        for posting in entry.postings:
            if posting.account.endswith(":cash"):
                running[posting.account] += posting.amount
                lowest = min(lowest, running[posting.account])
    return lowest


@pytest.mark.parametrize("number, seats", GAMES)
def test_a_random_game_ends_with_a_sound_ledger_and_a_verified_audit(number, seats):
    """Given random seats, when played out, then GameEnded; entries balance; cash >= 0; standings = cash; audit ok."""
    played = play_game(R, ("random",) * seats, number)
    assert played.envelopes[-1].type == "GameEnded"
    rebuilt = rebuild(R, played.envelopes)
    totals = balances(rebuilt.entries)
    assert unbalanced(rebuilt) == [] and sum(totals.values()) == 0 and lowest_cash(rebuilt) >= R.cash_floor
    standings = played.envelopes[-1].data["standings"]
    assert {s["seat"]: s["money"] for s in standings} == {
        s["seat"]: sum(v for k, v in totals.items() if k.startswith(f"seat:{s['seat']}:")) for s in standings}
    assert all(v == 0 for k, v in totals.items() if k.endswith(":stakes"))
    assert incrementally(played) == rebuilt
    if number % 4 == 0:
        report = audit(played.envelopes, {R.id: R})
        assert report["verified"], report["discrepancies"]
        assert report["payouts"]["rederived"] > 0 and report["commitments"]["checked"] > 0


def test_every_listed_legal_command_is_accepted_and_states_round_trip():
    """Given sampled positions of random games, then every legal command decides and the state survives JSON."""
    rnd = random.Random(3)
    for number, seats in ((1, 2), (2, 4), (3, 6)):
        played = play_game(R, ("random",) * seats, number)
        state = played.game.rules
        assert from_jsonable(R.state_type, json.loads(json.dumps(to_jsonable(state)))) == state
        replay = R.initial_state(seats, {})
        for i, envelope in enumerate(e for e in played.envelopes if R.event_type(e.type)):
            replay = R.evolve(replay, from_jsonable(R.event_type(envelope.type), envelope.data))
            if i % 23:
                continue
            assert from_jsonable(R.state_type, json.loads(json.dumps(to_jsonable(replay)))) == replay
            for seat in range(seats):
                for legal in R.legal_commands(replay, seat):
                    R.decide(replay, command_from(seat, legal, rnd), SeededRng(rnd))
        assert replay == state
