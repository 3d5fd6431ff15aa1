"""The event store contract, run against the in-memory store and real Redis alike."""

from __future__ import annotations

import json
import threading
import time

import pytest
import redis

from adapters.cluster_store import ClusterEventStore
from adapters.redis_store import RedisEventStore
from events.envelope import ZERO_HASH, chain
from events.store import AlreadyRecorded, InMemoryEventStore, OutcomeUnknown, Receipt, VersionConflict

pytestmark = pytest.mark.integration


@pytest.fixture(params=["memory", "redis", "cluster"])
def store(request):
    """Each store implementation in turn: in memory, on one Redis, on a Redis Cluster (appends WAIT for a replica)."""
    if request.param == "memory":
        return InMemoryEventStore()
    if request.param == "cluster":
        cluster = request.getfixturevalue("redis_cluster")
        cluster.flushall()
        client = cluster.client()
        request.addfinalizer(client.close)
        return ClusterEventStore(client, replicas=1)
    return RedisEventStore(request.getfixturevalue("redis_client"))


def batch(after: int, count: int, prev_hash: str = ZERO_HASH, command_id: str = "c1"):
    drafts = [{"type": "Ticked", "schema": 1, "data": {"n": after + i}} for i in range(count)]
    return chain("g1", after, prev_hash, drafts, "2026-01-01T00:00:00.000Z", {"seat": 0}, command_id)


def test_a_new_game_has_version_zero_and_no_events(store):
    assert store.version("g1") == 0
    assert store.read("g1") == []


def test_appended_events_read_back_identical_and_in_order(store):
    first = batch(0, 3)
    store.append("g1", 0, first)
    assert store.read("g1") == list(first)
    assert store.version("g1") == 3


def test_read_after_until_and_limit_select_a_window(store):
    store.append("g1", 0, batch(0, 10))
    assert [e.version for e in store.read("g1", after=3, until=7)] == [4, 5, 6, 7]
    assert [e.version for e in store.read("g1", after=3, limit=2)] == [4, 5]
    assert store.read("g1", after=10) == []


def test_a_stale_expected_version_appends_nothing(store):
    store.append("g1", 0, batch(0, 2))
    with pytest.raises(VersionConflict) as conflict:
        store.append("g1", 1, batch(1, 2))
    assert conflict.value.actual == 2
    assert store.version("g1") == 2
    assert str(conflict.value) == "game g1 is at version 2, not 1"


@pytest.mark.parametrize("ahead", [1, 3])
def test_an_expected_version_ahead_of_the_log_appends_nothing_and_leaves_no_hole(store, ahead):
    first = batch(0, 2)
    store.append("g1", 0, first)
    with pytest.raises(VersionConflict) as conflict:
        store.append("g1", 2 + ahead, batch(2 + ahead, 2, first[-1].hash))
    assert (conflict.value.expected, conflict.value.actual) == (2 + ahead, 2)
    assert store.version("g1") == 2 and store.read("g1") == list(first)
    store.append("g1", 2, batch(2, 1, first[-1].hash))
    assert [e.version for e in store.read("g1")] == [1, 2, 3]


def test_an_empty_log_refuses_an_append_that_expects_events(store):
    with pytest.raises(VersionConflict) as conflict:
        store.append("g1", 1, batch(1, 1))
    assert conflict.value.actual == 0
    assert store.version("g1") == 0 and store.read("g1") == []


def test_a_batch_with_a_gap_is_refused_before_anything_is_written(store):
    with pytest.raises(ValueError, match=r"^versions \[2, 3\] do not follow 0$"):
        store.append("g1", 0, batch(1, 2))
    assert store.version("g1") == 0


def test_concurrent_appends_at_the_same_version_let_exactly_one_win(store):
    outcomes: list[str] = []

    def attempt(command_id: str):
        try:
            store.append("g1", 0, batch(0, 3, command_id=command_id))
            outcomes.append("won")
        except VersionConflict:
            outcomes.append("lost")

    threads = [threading.Thread(target=attempt, args=(f"c{n}",)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) == ["lost"] * 7 + ["won"]
    assert [e.version for e in store.read("g1")] == [1, 2, 3]


def test_the_hash_chain_links_each_event_to_the_previous(store):
    first = batch(0, 2)
    store.append("g1", 0, first)
    store.append("g1", 2, batch(2, 2, first[-1].hash))
    events = store.read("g1")
    assert events[0].prev_hash == ZERO_HASH
    assert all(later.prev_hash == earlier.hash for earlier, later in zip(events, events[1:]))
    assert all(e.hash_is_valid() for e in events)


def test_games_do_not_share_logs(store):
    store.append("g1", 0, batch(0, 2))
    assert store.version("g2") == 0


def test_the_latest_snapshot_at_or_before_a_version_is_found(store):
    store.save_snapshot("g1", 50, "fifty")
    store.save_snapshot("g1", 101, "hundred-one")
    assert store.latest_snapshot("g1") == (101, "hundred-one")
    assert store.latest_snapshot("g1", 100) == (50, "fifty")
    assert store.latest_snapshot("g1", 49) is None
    assert store.latest_snapshot("g2") is None and store.latest_snapshot("g2", 100) is None


def test_an_append_keeps_its_receipt_with_its_events(store):
    store.append("g1", 0, batch(0, 2), Receipt("k1", '{"answer": 1}', 60))
    assert store.receipt("g1", "k1") == '{"answer": 1}'
    assert store.receipt("g1", "k2") is None and store.receipt("g2", "k1") is None


def test_an_append_whose_key_holds_a_record_appends_nothing_and_names_the_record(store):
    store.append("g1", 0, batch(0, 2), Receipt("k1", "first", 60))
    with pytest.raises(AlreadyRecorded) as repeat:
        store.append("g1", 2, batch(2, 1, command_id="c2"), Receipt("k1", "second", 60))
    assert repeat.value.record == "first"
    assert str(repeat.value) == "this idempotency key already holds a recorded answer"
    assert store.version("g1") == 2 and store.receipt("g1", "k1") == "first"


def test_a_refusal_is_kept_under_a_free_key_but_never_over_a_record(store):
    assert store.keep_receipt("g1", Receipt("k1", "refused", 60)) == "refused"
    assert store.keep_receipt("g1", Receipt("k1", "refused again", 60)) == "refused"
    assert store.receipt("g1", "k1") == "refused" and store.version("g1") == 0


def test_a_receipt_lives_for_its_ttl_only(store):
    store.append("g1", 0, batch(0, 1), Receipt("k1", "appended", 1))
    store.keep_receipt("g1", Receipt("k2", "refused", 1))
    store.keep_receipt("g1", Receipt("k3", "kept longer", 60))
    time.sleep(1.2)
    assert store.receipt("g1", "k1") is None and store.receipt("g1", "k2") is None
    assert store.keep_receipt("g1", Receipt("k2", "anew", 60)) == "anew"
    assert store.receipt("g1", "k3") == "kept longer"


def test_an_unknown_outcome_names_the_game_and_the_reason():
    assert str(OutcomeUnknown("g1", "connection reset")) == (
        "the append to game g1 may or may not have happened: connection reset"
    )


def test_in_memory_a_receipt_is_gone_at_the_very_instant_its_ttl_ends(monkeypatch):
    now = [100.0]
    monkeypatch.setattr("events.store.time.monotonic", lambda: now[0])
    store = InMemoryEventStore()
    store.keep_receipt("g1", Receipt("k1", "refused", 60))
    now[0] = 159.999
    assert store.receipt("g1", "k1") == "refused"
    now[0] = 160.0
    assert store.receipt("g1", "k1") is None


def test_on_redis_a_resent_append_without_a_key_finds_its_own_attempt_and_appends_nothing(redis_client):
    store, first = RedisEventStore(redis_client), batch(0, 2, command_id="c7")
    store.append("g1", 0, first)
    with pytest.raises(AlreadyRecorded) as resent:
        store.append("g1", 0, first)
    assert json.loads(resent.value.record) == {"command_id": "c7"}
    assert store.read("g1") == list(first)


def test_an_empty_batch_appends_nothing_and_answers_the_version(store):
    store.append("g1", 0, batch(0, 2))
    assert store.append("g1", 2, ()) == 2 and store.version("g1") == 2


def test_on_redis_a_failed_connection_is_an_unknown_outcome_naming_the_game_and_the_reason():
    store = RedisEventStore(redis.Redis(host="127.0.0.1", port=1, socket_connect_timeout=1))
    with pytest.raises(OutcomeUnknown) as unknown:
        store.append("g1", 0, batch(0, 1))
    text = str(unknown.value)
    assert text.startswith("the append to game g1 may or may not have happened: ") and "connect" in text.lower()


def test_every_game_with_a_log_is_listed_and_no_other(store):
    store.append("g1", 0, batch(0, 1))
    store.append("g2", 0, batch(0, 2))
    with pytest.raises(VersionConflict):
        store.append("g3", 1, batch(1, 1))
    assert sorted(store.game_ids()) == ["g1", "g2"]


def test_waiting_for_events_that_are_already_there_returns_them_at_once(store):
    store.append("g1", 0, batch(0, 3))
    started = time.monotonic()
    assert [e.version for e in store.wait_for_events("g1", after=1, timeout_s=5)] == [2, 3]
    assert [e.version for e in store.wait_for_events("g1", after=0, timeout_s=5, limit=2)] == [1, 2]
    assert time.monotonic() - started < 1


def test_waiting_for_events_returns_them_as_soon_as_another_thread_appends(store):
    store.append("g1", 0, batch(0, 1))
    later = batch(1, 2)
    appender = threading.Timer(0.3, store.append, args=("g1", 1, later))
    started = time.monotonic()
    appender.start()
    found = store.wait_for_events("g1", after=1, timeout_s=5)
    appender.join()
    assert found == list(later)
    assert 0.2 < time.monotonic() - started < 3


def test_waiting_for_events_that_never_come_returns_nothing_after_the_timeout(store):
    store.append("g1", 0, batch(0, 1))
    started = time.monotonic()
    assert store.wait_for_events("g1", after=1, timeout_s=0.3) == []
    assert store.wait_for_events("g2", after=0, timeout_s=0.3) == []
    assert 0.5 < time.monotonic() - started < 3


def test_on_redis_a_wait_blocks_no_longer_than_its_store_allows(redis_client):
    store = RedisEventStore(redis_client, longest_wait_s=0.2)
    started = time.monotonic()
    assert store.wait_for_events("g1", after=0, timeout_s=30) == []
    assert time.monotonic() - started < 2
