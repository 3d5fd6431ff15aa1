"""Games recorded before issue 16 (side bets paid from cash as far as it went, an outsider half-bonus per place bet,
an interference that kept a dead heat) still replay to their recorded result and audit clean."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.verify import audit
from events.game import decode
from games.photo_finish import RULESET as R
from tests.support.old_logs import read_old_log, replayed

FIXTURES = Path(__file__).with_name("fixtures")
SIDE_BETS = "old_rules_side_bets.jsonl.gz"  # random bots, 4 seats, 227 events: side bets partly forgiven
HEAT_AND_BONUS = "old_rules_heat_and_bonus.jsonl.gz"  # random bots, 2 seats, 198 events


def old_log(name: str):
    """A game of random bots recorded under the rules before issue 16."""
    return read_old_log(FIXTURES / name)


def test_the_old_logs_hold_every_behaviour_that_changed():
    """Given the recorded games, then one forgave part of a side bet, one paid two place half-bonuses on one horse
    to one seat, and an interference kept a dead heat (so the replays below cover them)."""
    sides = next(e for e in old_log(SIDE_BETS) if e.type == "SideBetsSettled")
    assert sides.schema == 1 and any(p["paid"] < p["owed"] for p in sides.data["payments"])
    pairs, _ = replayed(R, old_log(HEAT_AND_BONUS))
    bonuses = [
        (b["seat"], b["horse"])
        for _, e in pairs
        if e.type == "BetsSettled"
        for b in e.data["bonuses"]
        if b["kind"] == "place"
    ]
    assert len(bonuses) > len(set(bonuses))
    kept = [
        e
        for before, e in pairs
        if e.type == "DieUsed"
        and e.data["face"] == "interference"
        and before.track.dead_even
        and set(before.track.row[-2:]) <= set(e.data["order"])
    ]
    assert kept and all(e.schema == 1 for e in kept)


def test_an_old_side_bet_settlement_reads_as_paid_from_cash():
    """Given a schema 1 SideBetsSettled, then it decodes with account "cash" (the rule it was decided under)."""
    stored = next(e for e in old_log(SIDE_BETS) if e.type == "SideBetsSettled")
    assert decode(R, stored).account == "cash"


@pytest.mark.parametrize("name", [SIDE_BETS, HEAT_AND_BONUS])
def test_an_old_rules_game_replays_to_its_recorded_standings(name):
    """Given a recorded game, when its events are folded by today's rules, then the standings are the recorded ones."""
    log = old_log(name)
    _, game = replayed(R, log)
    assert game.status == "finished" and R.is_over(game.rules)
    assert [(s.seat, s.money, s.rank) for s in R.standings(game.rules)] == [
        (s["seat"], s["money"], s["rank"]) for s in log[-1].data["standings"]
    ]


@pytest.mark.parametrize("name", [SIDE_BETS, HEAT_AND_BONUS])
def test_an_old_rules_game_audits_clean(name):
    """Given a recorded game, when audited today, then the chain, randomness, ledger and payouts all verify."""
    report = audit(old_log(name), {R.id: R})
    assert report["verified"] is True, report["discrepancies"][:3]
