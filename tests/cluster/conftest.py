"""Session fixtures: one real local Redis Cluster (3 masters, 3 replicas) for the cluster tests."""

from __future__ import annotations

import pytest

from devtools.redis_cluster import LocalRedisCluster
from devtools.redis_server import RedisServerError, find_redis_server


@pytest.fixture(scope="session")
def redis_cluster():
    """A 3-master, 3-replica cluster on free ports for the whole session, torn down after."""
    try:
        find_redis_server()
    except RedisServerError as exc:
        pytest.skip(f"no redis-server binary to build a cluster from: {exc}")
    cluster = LocalRedisCluster().start()
    yield cluster
    cluster.stop()


@pytest.fixture
def cluster_client(redis_cluster):
    """A redis-py RedisCluster on the session cluster (strings decoded), closed after the test."""
    client = redis_cluster.client(decode_responses=True)
    yield client
    client.close()
