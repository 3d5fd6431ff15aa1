"""Random complete games on the platform: they end, the ledger balances and pays the standings, the audit agrees."""
from __future__ import annotations

import json
import random
from collections import defaultdict

import pytest

from events.game import new_game
from games.codec import from_jsonable, to_jsonable
from projections.audit import audit
from projections.ledger import Ledger, addition, balances, rebuild, unbalanced
from workers.simulate import play_game
from jk_helpers import R, SeededRng, command_from, fold, play_random

GAMES = [(seed, 2 + seed % 5) for seed in range(45)]


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
    running: dict[str, int] = defaultdict(int)
    lowest = 0
    for entry in ledger.entries:
        for posting in entry.postings:
            if posting.account.endswith(":cash"):
                running[posting.account] += posting.amount
                lowest = min(lowest, running[posting.account])
    return lowest


def seat_total(totals: dict[str, int], seat: int) -> int:
    """The sum of every seat:N:* account."""
    return sum(v for k, v in totals.items() if k.startswith(f"seat:{seat}:"))


@pytest.mark.parametrize("seed, seats", GAMES)
def test_a_random_game_ends_balances_and_is_verified_by_the_audit(seed, seats):
    """Given random seats, when a game is played on the platform, then it ends, the ledger holds and the audit agrees."""
    played = play_game(R, ("random",) * seats, seed)
    assert played.envelopes[-1].type == "GameEnded"
    rebuilt = rebuild(R, played.envelopes)
    totals = balances(rebuilt.entries)
    assert unbalanced(rebuilt) == [] and sum(totals.values()) == 0 and lowest_cash(rebuilt) >= R.cash_floor
    assert all(total == 0 for name, total in totals.items() if name.endswith(":stakes"))
    standings = played.envelopes[-1].data["standings"]
    assert {s["seat"]: s["money"] for s in standings} == {s["seat"]: seat_total(totals, s["seat"]) for s in standings}
    assert incrementally(played) == rebuilt
    report = audit(played.envelopes, {R.id: R})
    assert report["randomness"]["status"] == "verified" and report["commitments"]["ok"] and report["payouts"]["ok"]
    assert report["ledger"]["balanced"] and report["ledger"]["cash_floor_ok"]
    assert report["verified"], report["discrepancies"]


def test_the_audit_verifies_a_game_in_which_a_seat_ends_in_debt():
    """Given the first random game where a seat ends owing the bank, when it is audited, then it verifies (money = seat accounts)."""
    for seed, seats in GAMES:
        played = play_game(R, ("random",) * seats, seed)
        if any(s["money"] < 0 for s in played.envelopes[-1].data["standings"]):
            totals = balances(rebuild(R, played.envelopes).entries)
            assert any(total < 0 for name, total in totals.items() if name.endswith(":loan"))
            assert audit(played.envelopes, {R.id: R})["verified"]
            return
    pytest.fail("no random game ended with a seat in debt")


def test_every_legal_command_is_accepted_by_decide():
    """Given positions sampled from random games, when every listed legal command is tried, then decide accepts each."""
    rnd = random.Random(7)
    for seed, seats in [(1, 2), (2, 4), (3, 6)]:
        _, log = play_random(seed, seats)
        state = R.initial_state(seats, {})
        for i, event in enumerate(log):
            state = R.evolve(state, event)
            if i % 23 or R.is_over(state):
                continue
            for seat in range(seats):
                for legal in R.legal_commands(state, seat):
                    R.decide(state, command_from(seat, legal, rnd), SeededRng(rnd))


@pytest.mark.parametrize("seed, seats, rounds", [(101, 3, 1), (102, 6, 2)])
def test_state_and_events_round_trip_through_the_codec(seed, seats, rounds):
    """Given a finished random game, when state and events go through JSON, then they come back equal."""
    state, log = play_random(seed, seats, rounds)
    assert from_jsonable(R.state_type, json.loads(json.dumps(to_jsonable(state)))) == state
    for event in log:
        assert from_jsonable(R.event_type(event.TYPE), json.loads(json.dumps(to_jsonable(event)))) == event
    assert fold(R.initial_state(seats, {"rounds": rounds}), tuple(log)) == state


def test_with_several_rounds_the_seat_accounts_sum_to_the_standing():
    """Given rounds=3, when a random game is journaled, then accounts sum to the money, which nets into cash at the end."""
    state, log = play_random(55, 4, rounds=3)
    replay, totals = R.initial_state(4, {"rounds": 3}), defaultdict(int)
    last_round = []
    for event in log:
        if R.is_over(R.evolve(replay, event)) and not last_round:
            last_round = [replay.cash[s] - replay.debt[s] for s in range(4)]
        for entry in R.journal(replay, event):
            assert sum(p.amount for p in entry.postings) == 0
            for posting in entry.postings:
                totals[posting.account] += posting.amount
                assert not posting.account.endswith(":cash") or totals[posting.account] >= 0
        replay = R.evolve(replay, event)
    assert [seat_total(totals, s) for s in range(4)] == [state.money(s) for s in range(4)]
    assert [sum(r[s].result for r in state.round_results) + last_round[s] for s in range(4)] == \
        [state.money(s) for s in range(4)]
    assert all(totals[f"seat:{s}:cash"] == max(0, state.money(s)) for s in range(4))


def test_every_legal_command_body_parses_as_an_http_command_body():
    """Given positions from a random game, when legal bodies (params filled) go through the API's codec, then each parses."""
    from service.command_codec import parse_command
    from workers.bots import filled
    rnd = random.Random(3)
    _, log = play_random(9, 4)
    state = R.initial_state(4, {})
    for i, event in enumerate(log):
        state = R.evolve(state, event)
        if i % 17 or R.is_over(state):
            continue
        for seat in range(4):
            for legal in R.legal_commands(state, seat):
                R.decide(state, parse_command(R, json.loads(json.dumps(filled(legal, rnd))), seat), SeededRng(rnd))
