"""The Redis limiter on a real local Redis Cluster: each subject's key on its own slot, one pipeline across nodes."""

from __future__ import annotations

import pytest

from adapters.redis_rate_limits import RedisRateLimiter
from app.rate_limits import Limit, Subject, key_of
from devtools.redis_cluster import slot_of

pytestmark = pytest.mark.integration

ADDRESS = Subject("rate.address", key_of("addr:203.0.113.9"), Limit(per_s=1, burst=3))
SEAT = Subject("rate.seat", key_of("seat:0123456789abcdef"), Limit(per_s=1, burst=2))


@pytest.fixture
def cluster(redis_cluster):
    """The session's local cluster (tests/conftest.py)."""
    return redis_cluster


@pytest.fixture
def client(cluster):
    client = cluster.client()
    client.delete(ADDRESS.key)
    client.delete(SEAT.key)
    yield client
    client.close()


def test_the_two_subjects_of_a_request_live_on_different_masters(cluster):
    assert slot_of(ADDRESS.key) != slot_of(SEAT.key)
    assert cluster.master_for_key(ADDRESS.key).address != cluster.master_for_key(SEAT.key).address


def test_on_a_cluster_each_subject_admits_its_burst_then_asks_to_wait(client):
    waits = [RedisRateLimiter(client).admit([ADDRESS, SEAT]) for _ in range(4)]
    assert waits[:2] == [[0, 0], [0, 0]]
    assert waits[2][0] == 0 and 0 < waits[2][1] <= 1_000_000
    assert all(0 < wait <= 1_000_000 for wait in waits[3])
    assert 0 < client.pttl(ADDRESS.key) <= 3000 and 0 < client.pttl(SEAT.key) <= 2000
