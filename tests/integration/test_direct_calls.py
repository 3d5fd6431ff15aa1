"""adapters/direct_calls.py on a real Redis: a script called straight on a pooled connection answers as redis-py's
Script does, and whatever goes wrong on the way is handled as redis-py handles it."""

from __future__ import annotations

import fakeredis
import pytest
import redis

from adapters.direct_calls import DirectScript, plain_pool
from app import round_trips

pytestmark = pytest.mark.integration

COUNTER = "return redis.call('INCRBY', KEYS[1], ARGV[1])"
FAILING = "return redis.error_reply('the script refuses: ' .. ARGV[1])"


def test_a_direct_script_answers_as_redis_pys_script(redis_client):
    direct, plain = DirectScript(redis_client, COUNTER), redis_client.register_script(COUNTER)
    assert plain_pool(redis_client) is redis_client.connection_pool
    assert direct(keys=["n"], args=[2]) == 2 and plain(keys=["n"], args=[3]) == 5 and direct(keys=["n"], args=[1]) == 6


def test_a_direct_script_is_one_round_trip(redis_client):
    direct = DirectScript(redis_client, COUNTER)
    direct(keys=["n"], args=[1])
    round_trips.start()
    direct(keys=["n"], args=[1])
    assert round_trips.stop() == 1


def test_an_error_reply_is_raised_as_redis_py_raises_it(redis_client):
    with pytest.raises(redis.ResponseError, match="the script refuses: no"):
        DirectScript(redis_client, FAILING)(args=["no"])
    with pytest.raises(redis.ResponseError, match="the script refuses: no"):
        redis_client.register_script(FAILING)(args=["no"])
    assert redis_client.ping()  # the connection it came on is still usable


def test_a_script_that_redis_forgot_is_loaded_again(redis_client):
    direct = DirectScript(redis_client, COUNTER)
    assert direct(keys=["n"], args=[1]) == 1
    redis_client.script_flush()
    assert direct(keys=["n"], args=[1]) == 2


def test_a_call_whose_connection_breaks_is_made_again_through_redis_py(redis_client, first_connection_breaks):
    direct, broken = DirectScript(redis_client, COUNTER), first_connection_breaks
    assert direct(keys=["n"], args=[5]) == 5 and broken
    assert int(redis_client.get("n")) == 5  # sent once: the broken connection never reached Redis


def test_other_clients_call_the_script_through_redis_py(redis_server):
    for client in (
        fakeredis.FakeRedis(),
        redis.Redis.from_url(redis_server.url, single_connection_client=True),
        redis.Redis.from_url(redis_server.url, protocol=3),
    ):
        assert plain_pool(client) is None
        client.delete("n")
        assert DirectScript(client, COUNTER)(keys=["n"], args=[4]) == 4
        client.close()
