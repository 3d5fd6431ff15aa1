"""The explanations contract (app/explanations.py), on its Redis adapter and its in-memory fake: what each expert
decision weighed, kept by the version of its command and read back in the game's order; on Redis, nothing is kept
for a game no longer there (archived: its keys are gone and stay gone)."""

from __future__ import annotations

import pytest

from adapters.redis_explanations import RedisExplanations, explanations_key
from adapters.redis_store import stream_key
from app.explanations import InMemoryExplanations

pytestmark = pytest.mark.integration
WEIGHED = [{"command": {"type": "PlaceBet", "horse": 2, "amount": 500}, "playouts": 40, "value": 0.61}]


@pytest.fixture(params=["redis", "memory"])
def explanations(request):
    """Each adapter in turn, on a game whose log exists."""
    if request.param == "memory":
        return InMemoryExplanations()
    client = request.getfixturevalue("redis_client")
    client.xadd(stream_key("g1"), {"e": "1"})
    return RedisExplanations(client)


def test_decisions_read_back_in_the_game_s_order_whatever_order_they_were_kept_in(explanations):
    explanations.record("g1", 12, 1, WEIGHED)
    explanations.record("g1", 3, 0, [])
    assert explanations.of("g1") == [
        {"version": 3, "seat": 0, "options": []},
        {"version": 12, "seat": 1, "options": WEIGHED},
    ]


def test_a_decision_kept_again_replaces_itself_and_other_games_stay_apart(explanations):
    explanations.record("g1", 3, 0, [])
    explanations.record("g1", 3, 0, WEIGHED)  # a retried job
    assert explanations.of("g1") == [{"version": 3, "seat": 0, "options": WEIGHED}]
    assert explanations.of("g2") == []


def test_redis_keeps_nothing_for_a_game_no_longer_in_it(redis_client):
    RedisExplanations(redis_client).record("gone", 3, 0, WEIGHED)
    assert not redis_client.exists(explanations_key("gone"))
