"""The event store's appends on a real Redis Cluster: acknowledged once a replica has them (WAIT)."""

from __future__ import annotations

import threading
import time

import pytest
import redis

from adapters.cluster_store import ClusterEventStore
from events.envelope import ZERO_HASH, chain
from events.store import OutcomeUnknown

pytestmark = pytest.mark.integration


def batch(game_id: str, after: int, count: int = 1):
    drafts = [{"type": "Ticked", "schema": 1, "data": {"n": after + i}} for i in range(count)]
    return chain(game_id, after, ZERO_HASH, drafts, "2026-01-01T00:00:00.000Z", {"seat": 0}, f"c{after}")


@pytest.fixture
def store(redis_cluster):
    redis_cluster.flushall()
    client = redis_cluster.client()
    yield ClusterEventStore(client, replicas=1, timeout_ms=300)
    client.close()


def replica_of_game(cluster, game_id: str):
    return cluster.replicas_of(cluster.master_for_key(f"{{{game_id}}}"))[0]


def test_an_append_a_stalled_replica_does_not_confirm_is_an_unknown_outcome_not_a_success(redis_cluster, store):
    replica = replica_of_game(redis_cluster, "g-stalled")
    stall = threading.Thread(target=lambda: redis.Redis(port=replica.tcp_port).execute_command("DEBUG", "SLEEP", 1))
    stall.start()
    time.sleep(0.1)
    with pytest.raises(OutcomeUnknown):
        store.append("g-stalled", 0, batch("g-stalled", 0))
    stall.join()
    assert store.version("g-stalled") == 1  # it did reach the primary: a retry with its key replays it


def test_a_primary_that_lost_its_replica_acknowledges_what_its_own_fsynced_log_holds(redis_cluster, store):
    replica = replica_of_game(redis_cluster, "g-alone")
    redis_cluster.kill(replica)
    try:
        assert store.append("g-alone", 0, batch("g-alone", 0)) == 1
        began = time.monotonic()
        assert store.append("g-alone", 1, batch("g-alone", 1)) == 2
        assert time.monotonic() - began < 0.3  # no WAIT for a replica it does not have
    finally:
        redis_cluster.restart(replica)
    assert store.append("g-alone", 2, batch("g-alone", 2)) == 3
