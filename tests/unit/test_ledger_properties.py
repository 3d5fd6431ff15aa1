"""Ledger invariants over 200 random complete games per ruleset (a seeded loop); every 20th is audited."""

from __future__ import annotations

from collections import defaultdict

import pytest

from audit.verify import audit
from events.game import new_game
from games.registry import RULESETS
from projections.ledger import Ledger, addition, balances, rebuild, seat_money, unbalanced
from tests.support.simulate import random_game

GAMES = 200
AUDITED_EVERY = 20
CASES = [(ruleset_id, number) for ruleset_id in sorted(RULESETS) for number in range(GAMES)]


def incrementally(ruleset, played) -> Ledger:
    """The ledger as the service maintains it: one command's batch at a time."""
    entries, anchors = (), {}
    game = new_game(played.game.game_id, ruleset.id)
    for batch in played.batches:
        added, game = addition(game, ruleset, batch, lambda key, known=anchors: known.get(key, 0))
        entries, anchors = entries + added.entries, {**anchors, **added.anchors}
    return Ledger(game.version, entries, anchors)


def lowest_cash(ledger: Ledger) -> int:
    """The lowest balance any seat's cash account ever reached, entry by entry."""
    running: dict[str, int] = defaultdict(int)
    lowest = 0
    for entry in ledger.entries:
        for posting in entry.postings:
            if posting.account.endswith(":cash"):
                running[posting.account] += posting.amount
                lowest = min(lowest, running[posting.account])
    return lowest


@pytest.mark.parametrize("ruleset_id,number", CASES, ids=[f"{r}-{n}" for r, n in CASES])
def test_a_random_games_ledger_balances_stays_above_the_floor_and_pays_the_standings(ruleset_id, number):
    ruleset = RULESETS[ruleset_id]
    played = random_game(ruleset, ruleset.min_seats + number % (ruleset.max_seats - ruleset.min_seats + 1), number)
    rebuilt = rebuild(ruleset, played.envelopes)
    totals = balances(rebuilt.entries)
    assert unbalanced(rebuilt) == [] and sum(totals.values()) == 0
    assert lowest_cash(rebuilt) >= ruleset.cash_floor
    standings = played.envelopes[-1].data["standings"]
    assert {s["seat"]: s["money"] for s in standings} == seat_money(totals)
    assert all(total == 0 for name, total in totals.items() if name.endswith(":stakes"))
    assert incrementally(ruleset, played) == rebuilt
    if number % AUDITED_EVERY == 0:
        assert audit(played.envelopes, RULESETS)["verified"]
