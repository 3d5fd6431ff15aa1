"""The all-games feed's contract (app/all_events.py), run on its Redis adapter (one part and three), on a real Redis
Cluster (16 parts, spread over its masters), and on its in-memory fake: each game's events once and in order,
whoever publishes them and however often; resuming from a position misses nothing and repeats nothing; a position
whose next events were trimmed is told it is gone; one publisher leads at a time."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from adapters.redis_all_events import RedisAllEvents, fed_key
from app.all_events import (
    InMemoryAllEvents,
    Position,
    PositionAhead,
    PositionGone,
    checked,
    head,
    oldest,
    page,
    part_of,
)

pytestmark = pytest.mark.integration


@pytest.fixture(params=["redis", "redis-3-parts", "cluster-16-parts", "memory"])
def make(request):
    """A feed of `keep` entries per part."""
    if request.param == "memory":
        return lambda keep=10_000: InMemoryAllEvents(1, keep)
    if request.param.startswith("cluster"):
        cluster = request.getfixturevalue("redis_cluster")
        cluster.flushall()
        client = cluster.client()
        request.addfinalizer(client.close)
        return lambda keep=10_000: RedisAllEvents(client, 16, keep)
    client = request.getfixturevalue("redis_client")
    parts = 3 if request.param.endswith("parts") else 1
    return lambda keep=10_000: RedisAllEvents(client, parts, keep)


def everything(feed, position=None, size=1000):
    """Every record after `position` (the start), read in pages of `size`, and the position after them."""
    position, records = position or Position.start(feed.parts), []
    while True:
        items, position = page(feed, position, size)
        records += [item.record for item in items]
        if not items:
            return records, position


def test_a_publish_right_after_the_games_mark_is_read_back_in_order_and_any_other_adds_nothing(make):
    feed = make()
    assert feed.publish("g1", 0, ["g1:1", "g1:2"]) == 2
    assert feed.publish("g1", 0, ["g1:1"]) == 2  # a retry of what was published
    assert feed.publish("g1", 5, ["g1:6"]) == 2  # a gap: the publisher must catch up from the log
    assert feed.publish("g2", 0, ["g2:1"]) == 1 and feed.publish("g1", 2, ["g1:3"]) == 3
    records, _ = everything(feed)
    assert sorted(records) == ["g1:1", "g1:2", "g1:3", "g2:1"]
    assert [r for r in records if r.startswith("g1")] == ["g1:1", "g1:2", "g1:3"]
    assert feed.fed("g1") == 3 and feed.fed("g2") == 1 and feed.fed("g3") == 0


def test_racing_publishers_put_each_event_in_once_and_in_order(make):
    feed, games = make(), [f"game{n}" for n in range(6)]

    def publisher(worker: int) -> None:
        for game in games:
            while (fed := feed.fed(game)) < 60:
                batch = [f"{game}:{v}" for v in range(fed + 1, min(fed + 1 + worker % 3 + 1, 61))]
                feed.publish(game, fed, batch)

    with ThreadPoolExecutor(8) as pool:
        list(pool.map(publisher, range(8)))
    records, _ = everything(feed)
    for game in games:
        assert [r for r in records if r.split(":")[0] == game] == [f"{game}:{v}" for v in range(1, 61)]


def test_reading_in_small_pages_from_each_position_gives_what_one_read_gives(make):
    feed = make()
    for v in range(1, 41):
        for game in ("ga", "gb", "gc", "gd"):
            feed.publish(game, v - 1, [f"{game}:{v}"])
    whole, end = everything(feed)
    assert len(whole) == 160
    paged, position = [], Position.start(feed.parts)
    while True:
        items, position = page(feed, position, 7)
        if not items:
            break
        paged += [item.record for item in items]
        resumed, _ = everything(feed, Position.parse(items[-1].position.text(), feed.parts))
        assert paged + resumed == whole  # from any item's position: the rest, nothing twice
    assert paged == whole and position == end == head(feed)


def test_a_position_whose_next_events_were_trimmed_is_gone_and_a_reader_keeping_up_loses_nothing(make):
    feed = make(keep=20)
    kept_up, read = Position.start(feed.parts), []
    stale = Position.start(feed.parts)
    for v in range(1, 301):
        feed.publish("g1", v - 1, [f"g1:{v}"])
        items, kept_up = page(feed, kept_up, 1000)
        read += [item.record for item in items]
    assert read == [f"g1:{v}" for v in range(1, 301)]
    with pytest.raises(PositionGone):
        page(feed, stale, 10)
    records, _ = everything(feed, oldest(feed))
    assert 20 <= len(records) < 300 and records[-1] == "g1:300"  # the latest kept, from the oldest kept on


def test_a_position_past_the_feeds_end_or_before_what_it_keeps_is_refused(make):
    feed = make(keep=10)
    stale = Position.start(feed.parts)
    for v in range(1, 40):
        feed.publish("g1", v - 1, [f"g1:{v}"])
    assert checked(feed, head(feed)) == head(feed) and checked(feed, oldest(feed)) == oldest(feed)
    with pytest.raises(PositionAhead):
        checked(feed, Position(("99999999999999-0",) * feed.parts))
    with pytest.raises(PositionGone):
        checked(feed, stale)
    with pytest.raises(ValueError):
        Position.parse("1-0" + ".1-0" * feed.parts, feed.parts)


def test_one_publisher_leads_at_a_time_and_another_once_its_lead_lapses(make):
    feed = make()
    assert feed.lead("w1", 200) and feed.lead("w1", 200) and not feed.lead("w2", 200)
    time.sleep(0.3)
    assert feed.lead("w2", 200) and not feed.lead("w1", 200)


def test_a_games_mark_is_kept_while_it_is_in_redis_and_lapses_a_day_after_it_is_archived(redis_client):
    feed = RedisAllEvents(redis_client, 3)
    feed.publish("g1", 0, ["g1:1", "g1:2"])
    assert redis_client.ttl(fed_key(part_of("g1", 3), "g1")) == -1  # however long the game stays in Redis
    feed.forget("g1")
    assert 86_000 < redis_client.ttl(fed_key(part_of("g1", 3), "g1")) <= 86_400 and feed.fed("g1") == 2


def test_a_page_never_passes_an_event_it_did_not_return_whatever_each_part_holds(make):
    feed = make()
    for v in range(1, 200):  # one busy game, and a few quiet ones in whatever parts they fall in
        feed.publish("busy", v - 1, [f"busy:{v}"])
        if v % 40 == 0:
            feed.publish(f"quiet{v}", 0, [f"quiet{v}:1"])
    whole, _ = everything(feed)
    for size in (1, 2, 5, 16, 33):
        paged, position = [], Position.start(feed.parts)
        while items := page(feed, position, size)[0]:
            assert len(items) <= size
            paged += [item.record for item in items]
            position = items[-1].position
        assert paged == whole
