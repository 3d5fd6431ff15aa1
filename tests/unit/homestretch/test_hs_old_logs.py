"""Games recorded before issue 16 (tied seats given different spot capacities by colour, a special move that left a
(+) handicap token unused) still replay to their recorded result and audit clean."""

from __future__ import annotations

from pathlib import Path

from audit.verify import audit
from events.game import decode
from games.homestretch import RULESET as R
from tests.support.old_logs import read_old_log, replayed

OLD_GAME = Path(__file__).with_name("fixtures") / "old_rules_game.jsonl.gz"


def old_log():
    """A 4-seat game of random bots recorded under the rules before issue 16 (610 events)."""
    return read_old_log(OLD_GAME)


def test_the_old_log_holds_every_behaviour_that_changed():
    """Given the recorded game, then betting opened once with seats tied on money, and a special move moved a horse
    still holding a (+) token without it (so the replay below covers both)."""
    pairs, _ = replayed(R, old_log())
    assert any(
        e.type == "BettingOpened" and e.schema == 1 and len(set(before.cash)) < len(before.cash) for before, e in pairs
    )
    assert any(
        e.type == "HorseMoved" and e.data["special"] and (before.runner(e.data["horse"]).token or "").startswith("+")
        for before, e in pairs
    )


def test_an_old_betting_opened_reads_with_places_by_betting_order():
    """Given a schema 1 BettingOpened, then each seat's place is its position in the recorded order."""
    stored = next(e for e in old_log() if e.type == "BettingOpened")
    opened = decode(R, stored)
    assert opened.places_by == "order"
    assert [opened.places[seat] for seat in opened.order] == list(range(1, len(opened.order) + 1))


def test_an_old_rules_game_replays_to_its_recorded_standings():
    """Given the recorded game, when its events are folded by today's rules, then the standings are as recorded."""
    log = old_log()
    _, game = replayed(R, log)
    assert game.status == "finished" and R.is_over(game.rules)
    assert [(s.seat, s.money, s.rank) for s in R.standings(game.rules)] == [
        (s["seat"], s["money"], s["rank"]) for s in log[-1].data["standings"]
    ]


def test_an_old_rules_game_audits_clean():
    """Given the recorded game, when audited today, then the chain, randomness, ledger and payouts all verify."""
    report = audit(old_log(), {R.id: R})
    assert report["verified"] is True, report["discrepancies"][:3]
