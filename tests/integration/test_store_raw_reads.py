"""RedisEventStore reads XRANGE's reply unparsed (adapters/direct_calls.raw_xrange): the same envelopes as
through redis-py's parse, the client it was given left as it was, and the parse kept where the copy cannot be."""

from __future__ import annotations

import gc

import pytest
import redis

from adapters.redis_store import RedisEventStore, _envelopes, stream_key
from events.envelope import ZERO_HASH, chain
from games.registry import RULESETS
from workers.simulate import play_game

pytestmark = pytest.mark.integration


def test_a_raw_read_gives_what_the_parsed_read_gives(redis_client):
    store = RedisEventStore(redis_client)
    assert store._raw is not None
    for number, ruleset in enumerate(RULESETS.values()):
        played = play_game(ruleset, ("random",) * ruleset.min_seats, number)
        game_id, version = played.game.game_id, 0
        for batch in played.batches:
            version = store.append(game_id, version, batch)
        parsed = _envelopes(redis_client.xrange(stream_key(game_id)))
        assert store.read(game_id) == parsed == list(played.envelopes)
        assert [vars(e) for e in store.read(game_id)] == [vars(e) for e in parsed]
        assert store.read(game_id, after=3, until=9) == parsed[3:9]
        assert store.read(game_id, after=5, limit=4) == parsed[5:9]
        assert store.read(game_id, after=version) == []
    assert store.read("no-such-game") == []


def test_an_entry_of_another_shape_is_read_as_the_parse_reads_it(redis_client):
    store = RedisEventStore(redis_client)
    first, second = chain("g", 0, ZERO_HASH, [{"type": "T", "schema": 1, "data": {}}] * 2, "t", {}, "c")
    redis_client.xadd(stream_key("g"), {"x": "1", "e": first.to_json()}, id="1-0")
    redis_client.xadd(stream_key("g"), {"e": "not this", "y": "2", "e ": "", "E": ""}, id="2-0")
    redis_client.xadd(stream_key("g"), {"z": second.to_json()}, id="3-0")
    with pytest.raises(ValueError):  # entry 2 is not JSON: it fails before entry 3 is looked at
        store.read("g")
    with pytest.raises(ValueError):
        _envelopes(redis_client.xrange(stream_key("g")))
    assert store.read("g", until=1) == [first]
    with pytest.raises(KeyError):
        store.read("g", after=2)


def test_the_given_client_keeps_its_parse_and_its_pool(redis_client):
    store = RedisEventStore(redis_client)
    redis_client.xadd("s", {"e": "1"}, id="1-0")
    assert redis_client.xrange("s") == [(b"1-0", {b"e": b"1"})]
    pool = redis_client.connection_pool
    del store
    gc.collect()
    assert redis_client.connection_pool is pool and redis_client.ping()


def test_no_raw_read_for_a_client_that_decodes_or_holds_one_connection(redis_server):
    for client in (
        redis.Redis.from_url(redis_server.url, decode_responses=True),
        redis.Redis.from_url(redis_server.url, single_connection_client=True),
        redis.Redis.from_url(redis_server.url, protocol=3),
    ):
        store = RedisEventStore(client)
        if client.connection_pool.connection_kwargs.get("decode_responses"):
            assert store._raw is not None  # the copy reads as the parse does: neither finds b"e" in str fields
            client.flushdb()
            client.xadd(stream_key("g"), {"e": "{}"}, id="1-0")
            with pytest.raises(KeyError):
                store.read("g")
            with pytest.raises(KeyError):
                _envelopes(client.xrange(stream_key("g")))
        else:
            assert store._raw is None
        client.close()


def test_a_read_whose_connection_breaks_is_made_again_through_the_client(redis_client, first_connection_breaks):
    store = RedisEventStore(redis_client)
    (envelope,) = chain("g", 0, ZERO_HASH, [{"type": "T", "schema": 1, "data": {}}], "t", {}, "c")
    store.append("g", 0, [envelope])
    broken = first_connection_breaks
    assert store.read("g") == [envelope] and broken
