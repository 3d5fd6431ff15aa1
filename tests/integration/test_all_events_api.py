"""GET /events on real Redis, published by a worker's feed publisher (its thread, on Redis's notices of appends): every
game's public events once and in each game's order, as JSON pages and as a live feed, resumable from any position;
sealed fields hidden; bad positions named; what no publisher heard published by the workers' sweep, and before a
game is archived."""

from __future__ import annotations

import json
import threading
import time

import pytest

from adapters.redis_all_events import fed_key
from app.all_events import BATCH, Position, part_of
from tests.support.openapi import assert_conforms, sse_messages
from workers.worker import feed_publisher, publish_lagging

pytestmark = pytest.mark.integration
STREAM = {"Accept": "text/event-stream"}


@pytest.fixture
def publishing(platform):
    """A worker's feed publisher, running on the platform's Redis."""
    publisher = feed_publisher(platform).start()
    yield publisher
    publisher.stop()


def published(platform, *game_ids: str, limit_s: float = 20) -> None:
    """Wait until the feed has every event of these games."""
    deadline = time.monotonic() + limit_s
    while any(platform.all_events.fed(g) < platform.store.version(g) for g in game_ids):
        assert time.monotonic() < deadline, "the publisher did not publish within 20 s"
        time.sleep(0.05)


def bots(http, ruleset="neck_and_neck", seats=2) -> str:
    """An all-bot game, played to its end in-process as it is made."""
    made = http.post("/games", json={"ruleset": ruleset, "seats": [{"bot": "random"}] * seats})
    assert made.status_code == 201, made.json
    return made.json["game_id"]


def read_all(http, after=None, limit=1000) -> tuple[list[dict], str]:
    """Every item after `after` by JSON pages, and the last `next`."""
    items = []
    while True:
        answer = http.get("/events", query_string={"limit": limit} | ({"after": after} if after else {}))
        assert answer.status_code == 200, answer.json
        items += answer.json["events"]
        if not answer.json["events"]:
            return items, answer.json["next"]
        after = answer.json["next"]


def versions_of(items: list[dict], game_id: str) -> list[int]:
    return [item["event"]["version"] for item in items if item["game_id"] == game_id]


def test_every_event_of_every_game_is_in_the_feed_once_and_in_its_games_order(http, platform, publishing):
    start = http.get("/events?after=now").json["next"]
    games = [bots(http), bots(http, "photo_finish", 3), bots(http, "jockey", 3)]
    published(platform, *games)
    items, _ = read_all(http, start)
    for game_id in games:
        assert versions_of(items, game_id) == list(range(1, platform.store.version(game_id) + 1))
        logged = {e.version: e.hash for e in platform.store.read(game_id)}
        assert all(i["event"]["hash"] == logged[i["event"]["version"]] for i in items if i["game_id"] == game_id)
    page = http.get("/events", query_string={"after": start, "limit": 5})
    assert_conforms(page, "GET", "/events")
    assert [item["ruleset"] for item in page.json["events"]] == ["neck_and_neck"] * 5


def test_pages_resumed_from_any_items_position_give_the_rest_and_nothing_twice(http, platform, publishing):
    start = http.get("/events?after=now").json["next"]
    published(platform, bots(http, "photo_finish", 3))
    whole, end = read_all(http, start)
    middle = whole[len(whole) // 3]["position"]
    rest, again = read_all(http, middle, limit=37)
    assert whole[len(whole) // 3 + 1 :] == rest and again == end


def test_the_live_feed_sends_each_item_as_a_message_whose_id_is_its_position(http, app, platform, publishing):
    app.config.update(FEED_MAX_LIFETIME_S=0.5, FEED_KEEPALIVE_S=0.2)
    start = http.get("/events?after=now").json["next"]
    game_id = bots(http, "photo_finish", 3)
    published(platform, game_id)
    answer = http.get("/events", query_string={"after": start}, headers=STREAM)
    assert answer.status_code == 200 and answer.mimetype == "text/event-stream"
    assert_conforms(answer, "GET", "/events")
    messages = [m for m in sse_messages(answer.get_data(as_text=True)) if "data" in m]
    items, _ = read_all(http, start)
    assert [json.loads(m["data"]) for m in messages] == items and versions_of(items, game_id)
    assert [m["id"] for m in messages] == [item["position"] for item in items]
    resumed = http.get("/events", headers={**STREAM, "Last-Event-ID": messages[9]["id"]})
    again = [json.loads(m["data"]) for m in sse_messages(resumed.get_data(as_text=True)) if "data" in m]
    assert again == items[10:]


def test_a_sealed_bet_is_published_without_its_secret_fields(http, platform, publishing):
    start = http.get("/events?after=now").json["next"]
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}]}).json
    game_id, ann = made["game_id"], made["seats"][0]["token"]
    bet = http.post(
        f"/games/{game_id}/commands",
        json={"type": "PlaceBet", "horse": 3, "amount": 4300},
        headers={"Authorization": f"Bearer {ann}"},
    )
    assert bet.status_code == 201, bet.json
    published(platform, game_id)
    items, _ = read_all(http, start)
    placed = [item["event"] for item in items if item["event"]["type"] == "BetPlaced"]
    assert placed and all(e["redacted"] and "amount" not in e["data"] and "horse" not in e["data"] for e in placed)
    assert "4300" not in json.dumps(items)


@pytest.mark.parametrize(
    ("after", "title"),
    [("12", "Invalid position"), ("1-0.2-0", "Invalid position"), ("x-0", "Invalid position"),
     ("99999999999999-0", "Position ahead of the feed")],
)  # fmt: skip
def test_a_position_the_feed_never_gave_is_a_400_naming_the_field(http, platform, after, title):
    bots(http)
    publish_lagging(platform)
    answer = http.get("/events", query_string={"after": after})
    assert answer.status_code == 400 and answer.json["title"] == title and answer.json["field"] == "after"
    assert_conforms(answer, "GET", "/events")
    streamed = http.get("/events", headers={**STREAM, "Last-Event-ID": after})
    assert streamed.status_code == 400 and streamed.json["field"] == "Last-Event-ID"


def test_a_position_whose_next_events_were_trimmed_is_a_410(http, platform, publishing):
    stale = http.get("/events?after=now").json["next"]
    platform.all_events.keep = 50  # the part keeps its latest 50 (and up to 5 more before trimming)
    published(platform, bots(http))
    answer = http.get("/events", query_string={"after": stale})
    assert answer.status_code == 410 and answer.json["rule"] == "events.gone"
    assert_conforms(answer, "GET", "/events")
    kept, _ = read_all(http)  # from the oldest kept
    assert 50 <= len(kept) <= 55


def test_what_no_publisher_heard_is_published_by_the_workers_sweep(http, platform):
    start = http.get("/events?after=now").json["next"]
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"bot": "random"}]}).json
    assert read_all(http, start)[0] == []  # no worker ran
    assert publish_lagging(platform) == platform.store.version(made["game_id"])
    items, _ = read_all(http, start)
    assert versions_of(items, made["game_id"]) == list(range(1, platform.store.version(made["game_id"]) + 1))
    assert publish_lagging(platform) == 0
    assert Position.parse(items[-1]["position"], platform.all_events.parts)


def test_a_game_leaves_redis_for_the_archive_only_once_the_feed_has_all_its_events(http, platform):
    start = http.get("/events?after=now").json["next"]
    game_id = bots(http)
    archiver = platform.archiver()
    archiver.after_s = 0
    assert archiver.archive_game(game_id).result == "archived"
    items, _ = read_all(http, start)
    assert versions_of(items, game_id) == list(range(1, platform.store.version(game_id) + 1))


def test_a_live_reconnect_from_a_trimmed_position_is_told_410(http, app, platform):
    app.config.update(FEED_MAX_LIFETIME_S=0.5, FEED_KEEPALIVE_S=0.2)
    stale = http.get("/events?after=now").json["next"]
    platform.all_events.keep = 50
    bots(http)
    publish_lagging(platform)
    reconnect = http.get("/events", headers={**STREAM, "Last-Event-ID": stale})
    assert reconnect.status_code == 410 and reconnect.json["rule"] == "events.gone"  # so EventSource stops


def test_a_finished_game_left_in_redis_however_long_is_never_published_twice(http, platform, redis_client):
    start = http.get("/events?after=now").json["next"]
    game_id = bots(http)
    publish_lagging(platform)
    mark = fed_key(part_of(game_id, platform.all_events.parts), game_id)
    assert redis_client.ttl(mark) == -1  # kept while the game is in Redis (archiving may pause for days)
    assert publish_lagging(platform) == 0
    archiver = platform.archiver()
    archiver.after_s = 0
    assert archiver.archive_game(game_id).result == "archived"
    assert 0 < redis_client.ttl(mark) <= 86_400 and publish_lagging(platform) == 0
    versions = [item["event"]["version"] for item in read_all(http, start)[0] if item["game_id"] == game_id]
    assert versions == list(range(1, platform.store.version(game_id) + 1))


def test_racing_catch_ups_across_batches_neither_repeat_nor_skip(http, platform):
    start = http.get("/events?after=now").json["next"]
    whole = platform.loader.load(bots(http, "photo_finish", 3))
    assert whole.version > BATCH  # several batches, so racers interleave between them
    racers = [threading.Thread(target=platform.publisher().catch_up, args=(whole,)) for _ in range(8)]
    for racer in racers:
        racer.start()
    for racer in racers:
        racer.join()
    assert versions_of(read_all(http, start)[0], whole.game_id) == list(range(1, whole.version + 1))


def test_a_read_without_a_position_is_never_a_410_though_the_feed_trims_meanwhile(http, platform, monkeypatch):
    feed = platform.all_events
    feed.keep = 50
    bots(http)
    publish_lagging(platform)  # about 1,300 events: the part keeps its latest 50
    later_game, raced = platform.loader.load(bots(http)), []
    bounds = feed.bounds

    def bounds_then_a_publish():
        found = bounds()
        if not raced:  # another worker publishes between the look at the oldest kept and the read
            raced.append(platform.publisher().catch_up(later_game))
        return found

    monkeypatch.setattr(feed, "bounds", bounds_then_a_publish)
    assert http.get("/events").status_code == 200
    raced.clear()
    assert http.get("/events", headers=STREAM).status_code == 200
