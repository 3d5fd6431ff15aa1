"""Cluster test fixtures (the session's `redis_cluster` is in tests/conftest.py)."""

from __future__ import annotations

import pytest


@pytest.fixture
def cluster_client(redis_cluster):
    """A redis-py RedisCluster on the session cluster (strings decoded), closed after the test."""
    client = redis_cluster.client(decode_responses=True)
    yield client
    client.close()
