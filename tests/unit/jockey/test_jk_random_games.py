"""Random Jockey games: one where a seat ends in debt still audits;
with several rounds the accounts sum to the money."""

from __future__ import annotations

from collections import defaultdict

import pytest
from jk_helpers import R, rules

from audit.verify import audit
from projections.ledger import balances, rebuild
from workers.simulate import play_game

GAMES = [(seed, 2 + seed % 5) for seed in range(45)]


def seat_total(totals: dict[str, int], seat: int) -> int:
    """The sum of every seat:N:* account."""
    return sum(v for k, v in totals.items() if k.startswith(f"seat:{seat}:"))


def test_the_audit_verifies_a_game_in_which_a_seat_ends_in_debt():
    """Given the first random game where a seat ends owing the bank, when it is audited,
    then it verifies (money = seat accounts)."""
    for seed, seats in GAMES:
        played = play_game(R, ("random",) * seats, seed)
        if any(s["money"] < 0 for s in played.envelopes[-1].data["standings"]):
            totals = balances(rebuild(R, played.envelopes).entries)
            assert any(total < 0 for name, total in totals.items() if name.endswith(":loan"))
            assert audit(played.envelopes, {R.id: R})["verified"]
            return
    pytest.fail("no random game ended with a seat in debt")


def test_with_several_rounds_the_seat_accounts_sum_to_the_standing():
    """Given rounds=3, when a random game is journaled,
    then accounts sum to the money, which nets into cash at the end."""
    state, log = rules.play_random(55, 4, {"rounds": 3})
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
    assert [sum(r[s].result for r in state.round_results) + last_round[s] for s in range(4)] == [
        state.money(s) for s in range(4)
    ]
    assert all(totals[f"seat:{s}:cash"] == max(0, state.money(s)) for s in range(4))
