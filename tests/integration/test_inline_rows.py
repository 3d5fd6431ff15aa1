"""Inline rows (the ledger's): kept in the append's own step, or not at all, by every store."""

from __future__ import annotations

import pytest

from adapters.cluster_store import ClusterEventStore
from adapters.redis_ledger import RedisLedgerRecords
from adapters.redis_store import RedisEventStore
from events.envelope import ZERO_HASH, chain
from events.store import AlreadyRecorded, InlineRows, InMemoryEventStore, Receipt, VersionConflict
from games.base import Posting
from projections.ledger import JournalEntry, Ledger
from projections.ledger_store import MODEL, InMemoryLedgerRecords

pytestmark = pytest.mark.integration


@pytest.fixture(params=["memory", "redis", "cluster"])
def stores(request):
    """An event store and the ledger records its inline rows go to: in memory, on one Redis, on a Redis Cluster."""
    if request.param == "memory":
        records = InMemoryLedgerRecords()
        return InMemoryEventStore(keepers={MODEL: records.keep}), records
    if request.param == "cluster":
        cluster = request.getfixturevalue("redis_cluster")
        cluster.flushall()
        client = cluster.client()
        request.addfinalizer(client.close)
        return ClusterEventStore(client, replicas=1), RedisLedgerRecords(client)
    client = request.getfixturevalue("redis_client")
    return RedisEventStore(client), RedisLedgerRecords(client)


def batch(after: int, count: int, command_id: str = "c1"):
    drafts = [{"type": "Ticked", "schema": 1, "data": {"n": after + i}} for i in range(count)]
    return chain("g1", after, ZERO_HASH, drafts, "2026-01-01T00:00:00.000Z", {"seat": 0}, command_id)


def entry(version: int, amount: int) -> JournalEntry:
    postings = (Posting("seat:0:cash", -amount), Posting("pool:win", amount))
    return JournalEntry(f"{version}.0", version, "stake", "toy.bet", "a bet", 0, postings, {"bet": 1}, {"n": 2})


def rows(version: int, *entries: JournalEntry, **anchors: int) -> InlineRows:
    return InlineRows(MODEL, version, entries, anchors)


def test_rows_are_kept_with_the_append_when_the_ledger_stands_at_its_expected_version(stores):
    store, records = stores
    store.append("g1", 0, batch(0, 2), rows=rows(2, entry(2, 5), bet=2))
    store.append("g1", 2, batch(2, 1, "c2"), rows=rows(3, entry(3, 7)))
    assert records.read("g1") == Ledger(3, (entry(2, 5), entry(3, 7)), {"bet": 2})


def test_rows_without_entries_still_move_the_ledger_to_the_new_version(stores):
    store, records = stores
    store.append("g1", 0, batch(0, 3), rows=rows(3))
    assert records.read("g1") == Ledger(3, (), {})


def test_rows_of_an_append_that_lost_to_another_are_not_kept(stores):
    store, records = stores
    store.append("g1", 0, batch(0, 1), rows=rows(1))
    with pytest.raises(VersionConflict):
        store.append("g1", 0, batch(0, 1, "c2"), rows=rows(1, entry(1, 9)))
    assert records.read("g1") == Ledger(1, (), {})


def test_rows_of_a_repeated_command_are_not_kept_twice(stores):
    store, records = stores
    receipt = Receipt("key-1", '{"command_id": "c1"}', 60)
    store.append("g1", 0, batch(0, 1), receipt, rows(1, entry(1, 5)))
    with pytest.raises(AlreadyRecorded):
        store.append("g1", 1, batch(1, 1, "c2"), receipt, rows(2, entry(2, 5)))
    assert records.read("g1") == Ledger(1, (entry(1, 5),), {})


def test_rows_for_a_ledger_that_is_behind_are_not_kept_but_the_events_are(stores):
    store, records = stores
    store.append("g1", 0, batch(0, 2))  # no rows: the ledger stays at 0
    store.append("g1", 2, batch(2, 1, "c2"), rows=rows(3, entry(3, 5)))
    assert store.version("g1") == 3
    assert records.read("g1") == Ledger(0, (), {})
