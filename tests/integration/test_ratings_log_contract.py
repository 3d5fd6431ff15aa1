"""The ratings log's one contract, on its in-memory and Redis adapters: one update per game, appended only on the
head it was worked out from, its projections (ratings, board, history) moved with it; and many raters at once rate
every game exactly once, in one unbroken chain."""

from __future__ import annotations

import threading

import pytest

from adapters.redis_ratings import RedisRatingsLog
from app.ratings_log import InMemoryRatingsLog, Rater
from bootstrap import in_memory_platform
from events.lifecycle import SeatSpec
from projections.ratings import FIRST_HASH, entry_hash
from workers.scheduling import InlineScheduler

pytestmark = pytest.mark.integration
TABLES = [
    ("photo_finish", ("basic", "random")),
    ("photo_finish", ("random", "basic", "random")),
    ("neck_and_neck", ("basic", "random")),
    ("photo_finish", ("random", "random")),
]


@pytest.fixture(scope="module")
def finished_games():
    """All-bot games played to their end in process, each seeded."""
    platform = in_memory_platform(scheduler=InlineScheduler)
    games = []
    for n, (ruleset, levels) in enumerate(TABLES * 2):
        seats = tuple(SeatSpec(bot=level) for level in levels)
        platform.handler.create(f"game{n:02d}", ruleset, seats, {}, f"seed-{n}", {"system": "test"})
        games.append(platform.loader.load(f"game{n:02d}"))
    assert all(game.status == "finished" for game in games)
    return games


@pytest.fixture(params=["memory", "redis"])
def log(request):
    if request.param == "memory":
        return InMemoryRatingsLog()
    return RedisRatingsLog(request.getfixturevalue("redis_client"))


def chained(entries):
    """Whether the entries are numbered from 1, each hashed and linked to the one before."""
    previous = FIRST_HASH
    for n, entry in enumerate(entries, start=1):
        if (entry["n"], entry["previous"], entry["hash"]) != (n, previous, entry_hash(entry)):
            return False
        previous = entry["hash"]
    return True


def test_each_game_is_rated_once_and_its_update_moves_ratings_board_and_history_together(log, finished_games):
    rater = Rater(log)
    assert [rater.rate(game) for game in finished_games] == ["appended"] * len(finished_games)
    assert [rater.rate(game) for game in finished_games[:2]] == ["rated", "rated"]
    entries = log.entries()
    assert len(entries) == len(finished_games) and chained(entries)
    assert log.head() == (len(entries), entries[-1]["hash"])
    board = log.board("photo_finish")
    assert {player for player, _ in board} == {"b_basic", "b_random"}
    assert [r.ordinal for _, r in board] == sorted((r.ordinal for _, r in board), reverse=True)
    history = log.history("b_basic")
    assert [item["game_id"] for item in history] == [e["game_id"] for e in entries if "b_basic" in str(e["seats"])]
    last_photo = [item for item in history if item["ruleset"] == "photo_finish"][-1]
    rating = log.ratings("photo_finish", ["b_basic"])["b_basic"]
    assert (last_photo["mu"], last_photo["sigma"], last_photo["games"]) == (rating.mu, rating.sigma, rating.games)


def test_an_update_worked_out_on_an_old_head_is_refused_and_nothing_moves(log, finished_games):
    from projections.ratings import update_for

    first, second = finished_games[:2]
    stale = update_for(second, {}, 1, FIRST_HASH)
    assert log.append(update_for(first, {}, 1, FIRST_HASH), 0) == "appended"
    assert log.append(stale, 0) == "moved"
    assert log.head()[0] == 1 and not log.rated(second.game_id)


def test_both_adapters_give_the_same_log_for_the_same_games(finished_games, redis_client):
    logs = [InMemoryRatingsLog(), RedisRatingsLog(redis_client)]
    for log in logs:
        for game in finished_games:
            Rater(log).rate(game)
    memory, kept = (log.entries() for log in logs)
    assert memory == kept
    assert logs[0].board("photo_finish") == logs[1].board("photo_finish")


def test_many_raters_at_once_rate_every_game_exactly_once_in_one_chain(log, finished_games):
    barrier = threading.Barrier(8)

    def rate_all(offset):
        barrier.wait()
        order = finished_games[offset:] + finished_games[:offset]
        for game in order:
            assert Rater(log).rate(game) in ("appended", "rated")

    threads = [threading.Thread(target=rate_all, args=(n % len(finished_games),)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    entries = log.entries()
    assert sorted(e["game_id"] for e in entries) == sorted(g.game_id for g in finished_games)
    assert chained(entries)
