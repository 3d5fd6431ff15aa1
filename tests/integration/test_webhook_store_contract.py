"""The webhook store's contract (app/webhooks.py), run on its Redis adapter, on a real Redis Cluster and on its
in-memory fake."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest

from adapters.redis_webhooks import RedisWebhookStore
from app.webhooks import (
    ATTEMPTS_KEPT,
    PAUSED,
    Failing,
    InMemoryWebhookStore,
    Secret,
    Subscription,
    player_owner,
    token_owner,
)

pytestmark = pytest.mark.integration


@pytest.fixture(params=["redis", "cluster", "memory"])
def store(request):
    if request.param == "memory":
        return InMemoryWebhookStore()
    if request.param == "cluster":  # every key under one hash tag, so each script runs on one slot
        cluster = request.getfixturevalue("redis_cluster")
        cluster.flushall()
        client = cluster.client()
        request.addfinalizer(client.close)
        return RedisWebhookStore(client)
    return RedisWebhookStore(request.getfixturevalue("redis_client"))


def subscription(sub_id: str, **fields) -> Subscription:
    made = Subscription(sub_id, token_owner("whm_x"), "https://example.com/hook", created_at="2026-11-29T00:00:00Z")
    return replace(made, secrets=(Secret("whsec_c2VjcmV0"),), **fields)


def test_a_subscription_reads_back_whole_and_its_owner_lists_it(store):
    kept = subscription("wh_1", games=("g1",), event_types=("GameEnded",))
    store.add(kept, 20, 100)
    assert store.get("wh_1") == kept and store.get("wh_2") is None
    assert store.owned_by(kept.owner) == [kept] and store.owned_by(player_owner("p_x")) == []
    assert store.every() == [kept]


def test_a_game_is_matched_by_its_id_its_ruleset_or_a_player_in_it_and_by_nothing_else(store):
    store.add(subscription("wh_g", games=("g1",)), 20, 100)
    store.add(subscription("wh_r", rulesets=("jockey",)), 20, 100)
    store.add(subscription("wh_p", players=("p_ann",)), 20, 100)
    assert store.matching("g1", "neck_and_neck", []) == ["wh_g"]
    assert store.matching("g2", "jockey", ["p_bob"]) == ["wh_r"]
    assert sorted(store.matching("g1", "jockey", ["p_ann"])) == ["wh_g", "wh_p", "wh_r"]
    assert store.matching("g9", "long_shot", ["p_bob"]) == []


def test_saving_keeps_a_new_status_but_never_brings_back_a_removed_subscription(store):
    kept = subscription("wh_1", games=("g1",))
    store.add(kept, 20, 100)
    store.save(replace(kept, status=PAUSED))
    assert store.get("wh_1").status == PAUSED
    store.move("wh_1", "g1", 7)
    store.log("wh_1", {"message": "m"})
    store.remove("wh_1")
    store.save(kept)
    store.move("wh_1", "g1", 3)
    assert store.get("wh_1") is None and store.matching("g1", "x", []) == [] and store.owned_by(kept.owner) == []
    assert store.cursor("wh_1", "g1") == 0 and store.attempts("wh_1", 10) == []


def test_cursors_move_per_game_and_failures_are_kept_until_cleared(store):
    store.add(subscription("wh_1", rulesets=("jockey",)), 20, 100)
    store.move("wh_1", "g1", 4)
    store.move("wh_1", "g2", 9)
    store.move("wh_1", "g1", 2)  # a redelivery moves it back
    assert (store.cursor("wh_1", "g1"), store.cursor("wh_1", "g3")) == (2, 0)
    assert store.cursors("wh_1") == {"g1": 2, "g2": 9}
    store.set_failing("wh_1", "g1", Failing(since=100.5, attempts=3, next_at=140.5))
    assert store.failing("wh_1", "g1") == Failing(100.5, 3, 140.5) and store.failing("wh_1", "g2") is None
    store.set_failing("wh_1", "g1", None)
    assert store.failing("wh_1", "g1") is None


def test_the_delivery_log_keeps_the_latest_attempts_newest_first(store):
    store.add(subscription("wh_1", games=("g1",)), 20, 100)
    for n in range(ATTEMPTS_KEPT + 5):
        store.log("wh_1", {"n": n})
    latest = store.attempts("wh_1", ATTEMPTS_KEPT + 10)
    assert len(latest) == ATTEMPTS_KEPT and latest[0] == {"n": ATTEMPTS_KEPT + 4}
    assert store.attempts("wh_1", 2) == [{"n": ATTEMPTS_KEPT + 4}, {"n": ATTEMPTS_KEPT + 3}]


def test_an_owner_holds_at_most_its_share_even_when_subscribing_at_once(store):
    made = [subscription(f"wh_{n}", games=("g1",)) for n in range(40)]
    with ThreadPoolExecutor(8) as pool:
        kept = list(pool.map(lambda s: store.add(s, 5, 100), made))
    assert kept.count(True) == 5 and len(store.owned_by(made[0].owner)) == 5
    assert len(store.matching("g1", "x", [])) == 5


def test_the_owners_of_one_address_hold_at_most_its_share_together_even_at_once(store):
    made = [subscription(f"wh_{n}", owner=token_owner(f"whm_{n}"), address="a1", games=("g1",)) for n in range(30)]
    with ThreadPoolExecutor(8) as pool:
        kept = list(pool.map(lambda s: store.add(s, 5, 7), made))
    assert kept.count(True) == 7 and len(store.matching("g1", "x", [])) == 7
    assert store.add(subscription("wh_elsewhere", owner=token_owner("whm_y"), address="a2"), 5, 7)
    assert store.add(subscription("wh_unknown", owner=token_owner("whm_z")), 5, 7), "no address: only the owner's cap"
    store.remove(next(s.id for s, ok in zip(made, kept, strict=True) if ok))
    assert store.add(subscription("wh_freed", owner=token_owner("whm_w"), address="a1"), 5, 7), "a removal frees one"
    assert not store.add(subscription("wh_full", owner=token_owner("whm_v"), address="a1"), 5, 7)


def test_one_holder_at_a_time_delivers_a_games_messages(store):
    assert store.lock("wh_1", "g1", "job-a", 30) and not store.lock("wh_1", "g1", "job-b", 30)
    assert store.lock("wh_1", "g2", "job-b", 30)
    store.unlock("wh_1", "g1", "job-b")  # not its lock: nothing happens
    assert not store.lock("wh_1", "g1", "job-b", 30)
    store.unlock("wh_1", "g1", "job-a")
    assert store.lock("wh_1", "g1", "job-b", 30)
