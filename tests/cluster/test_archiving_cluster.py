"""Archiving on a real Redis Cluster: the archiver lists finished games from the lobby (one key, one slot), hands a
game over, and forgets every key of it on whichever master holds its slot; the game reads as before."""

from __future__ import annotations

import dataclasses

import pytest
from redis.cluster import RedisCluster

from bootstrap import build_platform, redis_adapters
from bootstrap.archive import archive_from_url
from games.registry import RULESETS
from service import create_app
from tests.integration.test_archiving import finished_game, reads
from workers.scheduling import InlineScheduler

pytestmark = pytest.mark.integration


@pytest.fixture
def cluster_platform(redis_cluster, tmp_path):
    redis_cluster.flushall()
    client = redis_cluster.client()
    adapters = dataclasses.replace(redis_adapters(client), archive=archive_from_url(str(tmp_path / "a"), str(tmp_path)))
    yield build_platform({"ARCHIVE_AFTER_S": 0}, adapters=adapters, rulesets=RULESETS, scheduler=InlineScheduler)
    client.close()


def keys_on_every_master(client: RedisCluster, pattern: str) -> list[bytes]:
    return client.keys(pattern, target_nodes=RedisCluster.PRIMARIES)


def test_a_finished_game_is_archived_from_the_cluster_and_reads_exactly_as_before(cluster_platform):
    http = create_app({"TESTING": True}, platform=cluster_platform).test_client()
    games = [finished_game(http) for _ in range(3)]  # spread over the masters by their ids' slots
    before = {game_id: reads(http, game_id, token) for game_id, token in games}
    client = cluster_platform.redis
    assert all(keys_on_every_master(client, f"furlong:{{{game_id}}}:*") for game_id, _ in games)

    assert cluster_platform.archiver().sweep() == {"archived": 3}

    for game_id, token in games:
        assert keys_on_every_master(client, f"furlong:{{{game_id}}}:*") == []
        assert reads(http, game_id, token) == before[game_id]
    assert cluster_platform.hot_games.finished_count() == 0
