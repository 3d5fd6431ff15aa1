"""The live feed's per-process hub on real Redis: one pubsub reader wakes the waiters; nothing is missed."""

from __future__ import annotations

import random
import threading
import time

import pytest
import redis

from adapters.redis_store import RedisEventStore
from events.envelope import ZERO_HASH, chain
from events.feed_hub import CHANNEL, FeedHub, parse_appended

pytestmark = pytest.mark.integration


def batch(game_id: str, after: int, count: int):
    drafts = [{"type": "Ticked", "schema": 1, "data": {"n": after + i}} for i in range(count)]
    return chain(game_id, after, ZERO_HASH, drafts, "2026-01-01T00:00:00.000Z", {"seat": 0}, f"c{after}")


def follow(store, game_id, until, received, timeout_s=0.5):
    """A feed's loop: wait for events after the last one received, until version `until` (or 30 s)."""
    deadline = time.monotonic() + 30
    while (received[-1] if received else 0) < until and time.monotonic() < deadline:
        last = received[-1] if received else 0
        received.extend(e.version for e in store.wait_for_events(game_id, last, timeout_s, limit=7))


def subscribers(redis_client) -> int:
    return dict(redis_client.pubsub_numsub(CHANNEL))[CHANNEL.encode()]


def subscriptions_named(redis_client, name: str) -> int:
    return sum(c["name"] == name for c in redis_client.client_list(_type="pubsub"))


def test_many_waiters_of_several_games_get_every_event_once_and_in_order(redis_client):
    store, rnd = RedisEventStore(redis_client), random.Random(7)
    games, per_game, final = ["ga", "gb", "gc"], 12, 60
    received = {(g, i): [] for g in games for i in range(per_game)}
    feeds = [threading.Thread(target=follow, args=(store, g, final, received[g, i]), daemon=True) for g, i in received]
    for feed in feeds:
        feed.start()
    versions = dict.fromkeys(games, 0)
    while any(v < final for v in versions.values()):
        game = rnd.choice([g for g in games if versions[g] < final])
        count = min(rnd.randint(1, 9), final - versions[game])
        store.append(game, versions[game], batch(game, versions[game], count))
        versions[game] += count
        time.sleep(rnd.random() / 200)
    for feed in feeds:
        feed.join(timeout=30)
    assert all(got == list(range(1, final + 1)) for got in received.values()), {
        key: got for key, got in received.items() if got != list(range(1, final + 1))
    }


@pytest.mark.parametrize("reader", ["starting", "subscribed"])
def test_an_append_between_a_waiters_look_at_the_log_and_its_sleep_still_wakes_it(redis_server, redis_client, reader):
    named = redis.Redis.from_url(redis_server.url, client_name=f"hub-{reader}")
    store = RedisEventStore(named)
    store.append("g1", 0, batch("g1", 0, 1))
    hub: FeedHub = FeedHub(named.pubsub)
    if reader == "subscribed":
        hub.wait("g0", 0, 0.01, 1, store._page)
        while subscriptions_named(redis_client, f"hub-{reader}") == 0:
            time.sleep(0.01)
    looks = []

    def read_then_append(game_id, after, limit):
        found = store.read(game_id, after, limit=limit)
        if not looks:  # the first look finds nothing; the append lands, and is heard, before the waiter sleeps
            wakes = hub._games["g1"].wake_count()
            store.append("g1", 1, batch("g1", 1, 2))
            while hub._games["g1"].wake_count() == wakes:
                time.sleep(0.005)
        looks.append([e.version for e in found])
        return found

    started = time.monotonic()
    found = hub.wait("g1", 1, 10.0, 100, read_then_append)
    assert [e.version for e in found] == [2, 3]
    assert looks[0] == [] and time.monotonic() - started < 3, "woken by the append, not by the timeout"
    named.close()


def test_a_waiter_that_times_out_reads_the_log_once_more(redis_client):
    store = RedisEventStore(redis_client)
    store.append("g1", 0, batch("g1", 0, 2))
    started = time.monotonic()
    assert store.wait_for_events("g1", 2, 0.3) == []
    assert 0.3 <= time.monotonic() - started < 2
    assert [e.version for e in store.wait_for_events("g1", 0, 0.0)] == [1, 2]


def test_a_killed_pubsub_connection_is_replaced_and_appends_during_the_gap_still_arrive(redis_client):
    store, before = RedisEventStore(redis_client), subscribers(redis_client)
    store.append("g1", 0, batch("g1", 0, 1))
    assert store.wait_for_events("g1", 0, 1.0) != []  # starts the reader
    deadline = time.monotonic() + 5
    while subscribers(redis_client) == before:
        assert time.monotonic() < deadline, "the reader never subscribed"
        time.sleep(0.02)
    results: list = []
    waiter = threading.Thread(target=lambda: results.append(store.wait_for_events("g1", 1, 20.0)), daemon=True)
    waiter.start()
    time.sleep(0.2)
    redis_client.client_kill_filter(_type="pubsub")
    store.append("g1", 1, batch("g1", 1, 1))  # published while no reader is subscribed
    started = time.monotonic()
    waiter.join(timeout=10)
    assert [[e.version for e in found] for found in results] == [[2]]
    assert time.monotonic() - started < 5, "the resubscription woke the waiter; it did not wait for its timeout"
    later: list = []
    waiter = threading.Thread(target=lambda: later.append(store.wait_for_events("g1", 2, 20.0)), daemon=True)
    waiter.start()
    time.sleep(0.3)
    store.append("g1", 2, batch("g1", 2, 1))
    waiter.join(timeout=5)
    assert [[e.version for e in found] for found in later] == [[3]]


def test_one_subscription_serves_every_waiter_and_ends_when_idle(redis_server, redis_client):
    named = redis.Redis.from_url(redis_server.url, client_name="hub-under-test")
    store = RedisEventStore(named)
    store._hub = hub = FeedHub(named.pubsub, idle_s=0.2, poll_s=0.05)
    waiters = [
        threading.Thread(target=store.wait_for_events, args=(f"g{i % 4}", 0, 0.5), daemon=True) for i in range(40)
    ]
    for waiter in waiters:
        waiter.start()
    time.sleep(0.3)
    assert subscriptions_named(redis_client, "hub-under-test") == 1
    for waiter in waiters:
        waiter.join(timeout=5)
    deadline = time.monotonic() + 5
    while hub.reading and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not hub.reading
    assert subscriptions_named(redis_client, "hub-under-test") == 0
    store.append("g1", 0, batch("g1", 0, 1))
    assert [e.version for e in store.wait_for_events("g1", 0, 1.0)] == [1]
    assert hub.reading, "a new wait starts a new reader"
    named.close()


@pytest.mark.parametrize(
    ("data", "parsed"),
    [(b"g1 12", ("g1", 12)), ("a b 3", ("a b", 3)), (b"g1", None), (b"g1 x", None), (b" 3", None)],
)
def test_a_notification_names_a_game_and_its_version(data, parsed):
    assert parse_appended(data) == parsed
