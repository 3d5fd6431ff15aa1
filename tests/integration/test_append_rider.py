"""A rider (events.store.Rider): a script sent behind an append in its round trip, acting only if the append
landed, on a real redis-server; stores that cannot carry one refuse it."""

from __future__ import annotations

import pytest

from adapters.cluster_store import ClusterEventStore
from adapters.redis_store import RedisEventStore
from app import round_trips
from events.envelope import ZERO_HASH, chain
from events.store import AlreadyRecorded, InMemoryEventStore, Receipt, Rider, VersionConflict

pytestmark = pytest.mark.integration

# Counts the appends it rode with that landed: KEYS[1] the receipt, ARGV[1] its record (given by the store).
COUNT_LANDED = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('INCRBY', KEYS[2], ARGV[2])
"""
RIDER = Rider(COUNT_LANDED, ("rode",), (1,))


def batch(after: int, count: int = 1, command_id: str = "c1"):
    drafts = [{"type": "Ticked", "schema": 1, "data": {"n": after + i}} for i in range(count)]
    return chain("g1", after, ZERO_HASH, drafts, "2026-01-01T00:00:00.000Z", {"seat": 0}, command_id)


def rode(client) -> int:
    return int(client.get("rode") or 0)


def test_a_rider_acts_after_the_append_it_rode_with_in_the_same_round_trip(redis_client):
    store = RedisEventStore(redis_client)
    store.append("g1", 0, batch(0), rider=RIDER)  # the scripts are loaded by now
    round_trips.start()
    assert store.append("g1", 1, batch(1, 2, "c2"), rider=RIDER) == 3
    assert round_trips.stop() == 1
    assert rode(redis_client) == 2


def test_a_rider_does_nothing_when_its_append_lost_to_another(redis_client):
    store = RedisEventStore(redis_client)
    store.append("g1", 0, batch(0))
    with pytest.raises(VersionConflict):
        store.append("g1", 0, batch(0, 1, "c2"), rider=RIDER)
    assert rode(redis_client) == 0 and store.version("g1") == 1


def test_a_rider_does_nothing_when_its_command_was_recorded_before(redis_client):
    store, receipt = RedisEventStore(redis_client), Receipt("key-1", '{"command_id": "c1"}', 60)
    store.append("g1", 0, batch(0), receipt, rider=RIDER)
    with pytest.raises(AlreadyRecorded):
        store.append("g1", 1, batch(1, 1, "c2"), Receipt("key-1", '{"command_id": "c2"}', 60), rider=RIDER)
    assert rode(redis_client) == 1 and store.version("g1") == 1


def test_scripts_redis_forgot_still_append_once_and_ride_once(redis_client):
    store = RedisEventStore(redis_client)
    store.append("g1", 0, batch(0), rider=RIDER)
    redis_client.script_flush()
    store.append("g1", 1, batch(1, 1, "c2"), rider=RIDER)
    assert store.version("g1") == 2 and rode(redis_client) == 2


def test_a_connection_that_breaks_appends_once_and_rides_once(redis_client, first_connection_breaks):
    store = RedisEventStore(redis_client)
    store.append("g1", 0, batch(0), rider=RIDER)
    assert first_connection_breaks  # that append went through redis-py's retry, on a new connection
    assert store.version("g1") == 1 and rode(redis_client) == 1


def test_a_failing_rider_leaves_its_append_standing(redis_client):
    store = RedisEventStore(redis_client)
    store.append("g1", 0, batch(0), rider=Rider("return redis.error_reply('refused')"))
    assert store.version("g1") == 1


@pytest.mark.parametrize("kind", ["memory", "cluster"])
def test_a_store_that_cannot_carry_a_rider_refuses_it_and_appends_nothing(request, kind):
    if kind == "memory":
        store = InMemoryEventStore()
    else:
        cluster = request.getfixturevalue("redis_cluster")
        cluster.flushall()
        client = cluster.client()
        request.addfinalizer(client.close)
        store = ClusterEventStore(client, replicas=1)
    with pytest.raises(ValueError, match="carries no rider"):
        store.append("g1", 0, batch(0), rider=RIDER)
    assert store.version("g1") == 0
