"""The hot side of archiving (app/archiving.py's HotGames), one contract for its two adapters: Redis's and the
in-memory one. And the in-memory platform archives a finished game as the Redis one does."""

from __future__ import annotations

import dataclasses
import time

import pytest

from bootstrap import build_platform, in_memory_platform, redis_adapters
from events.archive import InMemoryArchive
from service import create_app
from tests.integration.test_archiving import finished_game, reads
from workers.scheduling import InlineScheduler

pytestmark = pytest.mark.integration


@pytest.fixture(params=["memory", "redis"])
def platform(request):
    config = {"ARCHIVE_AFTER_S": 0}
    if request.param == "memory":
        return in_memory_platform(scheduler=InlineScheduler, config=config)
    client = request.getfixturevalue("redis_client")
    adapters = dataclasses.replace(redis_adapters(client), archive=InMemoryArchive())
    return build_platform(config, adapters=adapters, scheduler=InlineScheduler)


@pytest.fixture
def http(platform):
    return create_app({"TESTING": True}, platform=platform).test_client()


def open_game(http) -> str:
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"open": True}]})
    return made.json["game_id"]


def own_reads(http, game_id: str, token: str) -> dict:
    """Every read of the game but the lobby's lists (which show the other games too)."""
    lists = ("/games", "/games?status=finished")
    return {key: answer for key, answer in reads(http, game_id, token).items() if key[0] not in lists}


def test_finished_games_are_listed_oldest_created_first_and_counted(http, platform):
    first, _ = finished_game(http)
    open_game(http)
    second, _ = finished_game(http)

    assert platform.hot_games.finished() == [first, second]
    assert platform.hot_games.finished(limit=1) == [first]
    assert platform.hot_games.finished_count() == 2


def test_a_lease_is_one_owners_until_it_is_released_by_that_owner(platform):
    hot = platform.hot_games
    assert hot.lease("g1", "a", 60) and not hot.lease("g1", "b", 60)
    hot.release("g1", "b")
    assert not hot.lease("g1", "b", 60)
    hot.release("g1", "a")
    assert hot.lease("g1", "b", 60) and hot.lease("g2", "a", 60)


def test_a_lease_ends_by_itself(platform):
    assert platform.hot_games.lease("g1", "a", 1)
    time.sleep(1.1)
    assert platform.hot_games.lease("g1", "b", 60)


def test_seat_tokens_are_the_vaults_digests_of_the_games_tokens(http, platform):
    game_id, token = finished_game(http)
    from events.vault import token_digest

    assert platform.hot_games.seat_tokens(game_id)[token_digest(token)] == 0
    assert platform.hot_games.seat_tokens("no-such-game") == {}


def test_forgetting_a_game_leaves_no_trace_of_it_and_touches_no_other(http, platform):
    game_id, _ = finished_game(http)
    other, other_token = finished_game(http)
    other_before = own_reads(http, other, other_token)

    removed = platform.hot_games.forget(game_id, platform.hot_store.read(game_id))

    assert removed > 0
    assert platform.hot_store.version(game_id) == 0 and platform.hot_store.read(game_id) == []
    assert platform.hot_games.seat_tokens(game_id) == {} and platform.hot_games.finished() == [other]
    assert platform.lobby.summary_of(game_id) is None
    assert own_reads(http, other, other_token) == other_before


def test_a_pause_holds_for_its_seconds_and_its_length_is_remembered_longer(platform):
    hot = platform.hot_games
    assert hot.paused() == hot.last_pause() == 0
    hot.pause(1)
    assert hot.paused() == 1 and hot.last_pause() == 1
    time.sleep(1.1)
    assert hot.paused() == 0 and hot.last_pause() == 1


def test_the_platform_archives_a_finished_game_and_it_reads_exactly_as_before(http, platform):
    game_id, token = finished_game(http)
    before = reads(http, game_id, token)

    assert platform.archiver().archive_game(game_id).result == "archived"

    assert platform.hot_store.version(game_id) == 0 and platform.hot_games.finished() == []
    assert reads(http, game_id, token) == before
