"""Games recorded under the old rules (forced movement-bar moves, a $10 Double Down, a random Card Thief, an
unowned Nine Lives slipping back) still replay to their recorded result and audit clean."""

from __future__ import annotations

import gzip
from pathlib import Path

from audit.verify import audit, read_export
from events.game import fold, new_game
from games.registry import RULESETS

OLD_GAME = Path(__file__).with_name("fixtures") / "old_rules_game.jsonl.gz"
R = RULESETS["long_shot"]


def old_log():
    """A 3-seat game of random bots recorded before issue 16 (655 events)."""
    with gzip.open(OLD_GAME, "rt", encoding="utf-8") as lines:
        return read_export(lines)


def test_the_old_log_holds_every_behaviour_that_changed():
    """Given the recorded game, then it has forced bar moves, a $10 Double Down, a Card Thief steal by chance
    and Nine Lives slipping back while unowned (so the replay below covers them)."""
    log = old_log()
    assert any(e.type == "HorseMoved" and e.data["cause"] == "movement bar" for e in log)
    assert any(e.type == "BetPlaced" and e.data["amount"] == 10 for e in log)
    assert any(e.type == "CardStolen" and e.schema == 1 for e in log)
    assert any(e.type == "FeatureUsed" and e.data["horse"] == 9 and e.data["seat"] is None for e in log)


def test_an_old_rules_game_replays_to_its_recorded_standings():
    """Given the recorded game, when its events are folded by today's rules, then its recorded standings come out."""
    log = old_log()
    game = fold(new_game(log[0].game_id, "long_shot"), R, log)
    ended = log[-1].data["standings"]
    assert game.status == "finished" and R.is_over(game.rules)
    assert [(s.seat, s.money, s.rank) for s in R.standings(game.rules)] == [
        (s["seat"], s["money"], s["rank"]) for s in ended
    ]


def test_an_old_rules_game_audits_clean():
    """Given the recorded game, when audited today, then the chain, randomness, ledger and payouts all verify."""
    report = audit(old_log(), RULESETS)
    assert report["verified"] is True, report["discrepancies"][:3]
