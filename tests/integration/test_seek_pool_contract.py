"""The seek pool's one contract, on its in-memory and Redis adapters: a player waits in one seek, a seek is
cancelled or claimed once, a group is claimed only if every seek in it still waits; and many matchmakers at once
seat every seeker exactly once."""

from __future__ import annotations

import threading

import pytest

from adapters.redis_seeks import RedisSeekPool
from app.seeks import InMemorySeekPool, Matchmaker, Seek

pytestmark = pytest.mark.integration


@pytest.fixture(params=["memory", "redis"])
def pool(request):
    if request.param == "memory":
        return InMemorySeekPool()
    return RedisSeekPool(request.getfixturevalue("redis_client"))


def seek(n, seats=2, player=None):
    return Seek(f"s{n:03d}", player or f"p{n:03d}", f"P{n}", "photo_finish", seats, {"turn_timeout_s": 300}, 0.0,
                1000.0 + n)  # fmt: skip


def test_a_player_waits_in_one_seek_and_adding_it_again_finds_it(pool):
    first = pool.add(seek(1))
    assert pool.add(seek(2, player="p001")) == first
    assert pool.waiting(first.pool) == [first] and pool.pools() == [first.pool]


def test_a_cancelled_seek_waits_no_more_and_its_player_may_seek_again(pool):
    first = pool.add(seek(1))
    assert pool.cancel(first.seek_id).status == "cancelled"
    assert pool.waiting(first.pool) == [] and pool.pools() == []
    assert pool.cancel(first.seek_id).status == "cancelled" and pool.cancel("s999") is None
    assert pool.add(seek(2, player="p001")).seek_id == "s002"


def test_a_group_is_claimed_only_while_every_seek_in_it_waits(pool):
    a, b, c = (pool.add(seek(n)) for n in (1, 2, 3))
    assert pool.claim([a, b], "game1") and not pool.claim([b, c], "game2")
    assert [(s.status, s.game_id, s.seat) for s in pool.group_of("game1")] == [("matched", "game1", 0),
                                                                               ("matched", "game1", 1)]  # fmt: skip
    assert pool.waiting(a.pool) == [c] and pool.unmade() == ["game1"]
    assert pool.cancel(a.seek_id).status == "matched"
    pool.made("game1")
    assert pool.unmade() == [] and pool.add(seek(4, player="p001")).seek_id == "s004"


def test_many_matchmakers_at_once_seat_every_seeker_exactly_once(pool):
    made: dict[str, list[str]] = {}
    lock = threading.Lock()

    def make(game_id, group, bots):
        with lock:
            assert game_id not in made or made[game_id] == [s.seek_id for s in group]
            made[game_id] = [s.seek_id for s in group]

    seekers = [pool.add(seek(n, seats=3)) for n in range(60)]
    barrier = threading.Barrier(6)

    def run():
        barrier.wait()
        Matchmaker(pool, make, lambda: 2000.0).match(seekers[0].pool)

    threads = [threading.Thread(target=run) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seated = [seek_id for group in made.values() for seek_id in group]
    assert sorted(seated) == sorted(s.seek_id for s in seekers) and len(made) == 20
    assert all(pool.get(seek_id).status == "matched" for seek_id in seated)
    assert pool.waiting(seekers[0].pool) == [] and pool.unmade() == []
