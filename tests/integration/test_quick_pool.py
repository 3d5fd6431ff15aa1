"""adapters/quick_pool.py on a real Redis: the last released connections come back without redis-py's bookkeeping,
and the pool keeps what redis-py's blocking pool promises (its bound, its wait, nothing handed out half-read)."""

from __future__ import annotations

import os
import threading
import time

import pytest
import redis

from adapters.quick_pool import QUICK_MAX, QuickBlockingConnectionPool

pytestmark = pytest.mark.integration


@pytest.fixture
def pool(redis_server):
    made = QuickBlockingConnectionPool.from_url(redis_server.url, max_connections=QUICK_MAX + 2, timeout=0.3)
    yield made
    made.disconnect()


def test_a_released_connection_is_handed_out_again_without_the_pools_queue(pool):
    first = pool.get_connection()
    pool.release(first)
    queued = pool.pool.qsize()
    again = pool.get_connection()
    assert again is first and pool.pool.qsize() == queued
    pool.release(again)
    assert redis.Redis(connection_pool=pool).ping()


def test_a_connection_released_with_an_unread_reply_is_not_handed_out_as_it_is(pool):
    client = redis.Redis(connection_pool=pool)
    client.set("k", "v")
    connection = pool.get_connection()
    connection.send_command("GET", "k")  # its reply is never read
    pool.release(connection)
    time.sleep(0.05)
    assert client.get("missing") is None and client.get("k") == b"v"  # no stale reply read as an answer


def test_a_closed_connection_is_not_handed_out(pool, redis_server):
    client = redis.Redis(connection_pool=pool)
    client.ping()
    connection = pool.get_connection()
    pool.release(connection)
    connection.disconnect()
    assert client.ping() and client.set("k", "1") and client.get("k") == b"1"


def test_the_pool_still_holds_at_most_its_connections_and_makes_a_caller_wait_then_fail(pool):
    held = [pool.get_connection() for _ in range(QUICK_MAX + 2)]
    for connection in held[:QUICK_MAX]:
        pool.release(connection)
    pool.release(held[QUICK_MAX])
    taken = [pool.get_connection() for _ in range(QUICK_MAX + 1)]
    assert {id(c) for c in taken} == {id(c) for c in held[: QUICK_MAX + 1]}
    started = time.monotonic()
    with pytest.raises(redis.ConnectionError):
        pool.get_connection()
    assert time.monotonic() - started >= 0.25
    for connection in (*taken, held[-1]):
        pool.release(connection)


def test_a_connection_released_while_a_caller_waits_goes_to_that_caller(pool):
    held = [pool.get_connection() for _ in range(QUICK_MAX + 2)]
    got: list[object] = []
    waiter = threading.Thread(target=lambda: got.append(pool.get_connection()))
    waiter.start()
    time.sleep(0.05)
    pool.release(held[0])  # the queue has no spare: the connection goes to the queue, not the parked list
    waiter.join(1)
    assert got == [held[0]]
    for connection in (*held[1:], *got):
        pool.release(connection)


def test_a_forked_child_does_not_use_the_parents_parked_connections(pool):
    connection = pool.get_connection()
    pool.release(connection)
    child = os.fork()
    if child == 0:  # the child: a connection of its own, that works
        mine = pool.get_connection()
        os._exit(0 if mine is not connection and redis.Redis(connection_pool=pool).ping() else 1)
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert pool.get_connection() is connection and redis.Redis(connection_pool=pool).ping()
