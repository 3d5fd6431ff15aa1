"""The live feed (GET /games/{id}/events, Accept: text/event-stream) over real Redis, with the Flask test client.

Each feed is requested and read by its own thread, as gunicorn serves it, while the
test plays commands; its messages arrive on a queue. Feed settings are tiny (keep-alive
0.2 s or less) so a feed notices it should stop, and ends, within a fraction of a second.
"""

from __future__ import annotations

import json
import queue
import threading
import time

import pytest
import redis

from service import create_app
from tests.support.openapi import assert_conforms

pytestmark = pytest.mark.integration

SSE = {"Accept": "text/event-stream"}


@pytest.fixture
def make_http(platform):
    """A test client for an app on the test platform with the given feed settings."""
    return lambda **config: create_app({"TESTING": True, **config}, platform=platform).test_client()


@pytest.fixture
def http(make_http):
    return make_http(FEED_KEEPALIVE_S=0.2)


def create(http, target=5, seats=("Ann", "Bob")):
    made = http.post(
        "/games", json={"ruleset": "toy", "seats": [{"name": n} for n in seats], "options": {"target": target}}
    )
    assert made.status_code == 201, made.json
    return made.json["game_id"], [s["token"] for s in made.json["seats"]]


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def play(http, game_id, token, **command):
    answer = http.post(f"/games/{game_id}/commands", json=command, headers=bearer(token))
    assert answer.status_code == 201, answer.json
    return answer.json


def event_of(data: str) -> dict:
    """A feed message's event, without the signed checkpoint of the log right after it (checked here)."""
    event = json.loads(data)
    checkpoint = event.pop("checkpoint")
    assert (checkpoint["version"], checkpoint["hash"]) == (event["version"], event["hash"])
    return event


def parse(chunk: bytes) -> dict:
    """One SSE block (the generator yields whole messages) as {field: value}; a comment as {"comment": ...}."""
    text = chunk.decode("utf-8")
    assert text.endswith("\n\n"), text
    fields = {}
    for line in text[:-2].split("\n"):
        name, _, value = line.partition(":")
        fields["comment" if name == "" else name] = value[1:] if value.startswith(" ") else value
    return fields


class Feed:
    """An open live feed, requested and read by its own thread (and client), as a server thread would serve it.

    The whole request happens in that thread because the test client already runs the
    generator to its first message, inside the contexts stream_with_context pushes.
    """

    def __init__(self, http, game_id, headers=None, query=""):
        self.chunks: queue.Queue = queue.Queue()
        self.stopping = threading.Event()
        opened: queue.Queue = queue.Queue()
        url, headers = f"/games/{game_id}/events{query}", {**SSE, **(headers or {})}
        client = http.application.test_client()
        self.reader = threading.Thread(target=self._read, args=(client, url, headers, opened), daemon=True)
        self.reader.start()
        self.response = opened.get(timeout=5)

    def _read(self, client, url, headers, opened):
        response = client.get(url, headers=headers, buffered=False)
        opened.put(response)
        try:
            for chunk in response.response:
                self.chunks.put(chunk)
                if self.stopping.is_set():
                    break
        finally:
            response.close()
            self.chunks.put(None)

    def next(self, keepalives: bool = False, timeout: float = 5.0) -> dict | None:
        """The next message (keep-alive comments skipped unless asked for); None once the stream has ended."""
        while True:
            chunk = self.chunks.get(timeout=timeout)
            message = None if chunk is None else parse(chunk)
            if keepalives or message != {"comment": "keep-alive"}:
                return message

    def events(self, count: int) -> list[dict]:
        found = [self.next() for _ in range(count)]
        assert all(m is not None and "id" in m for m in found), found
        return [event_of(m["data"]) for m in found]

    def rest(self, keepalives: bool = False) -> list[dict]:
        """Every remaining message, to the stream's end."""
        found = []
        while (message := self.next(keepalives)) is not None:
            found.append(message)
        return found

    def close(self):
        """Stop reading after the next message (keep-alives make that soon) and wait for the reader."""
        self.stopping.set()
        self.reader.join(timeout=5)
        assert not self.reader.is_alive()


def json_events(http, game_id, headers=None, after=0):
    return http.get(f"/games/{game_id}/events?after={after}", headers=headers or {}).json["events"]


def test_the_feed_opens_with_a_retry_hint_then_every_event_so_far_as_the_json_route_shows_them(http):
    game_id, (_ann, bob) = create(http)
    feed = Feed(http, game_id, bearer(bob))
    assert feed.response.status_code == 200
    assert feed.response.mimetype == "text/event-stream"
    assert feed.response.headers["Cache-Control"] == "no-cache"
    assert feed.response.headers["X-Accel-Buffering"] == "no"
    assert feed.next() == {"retry": "3000"}
    expected = json_events(http, game_id, bearer(bob))
    messages = [feed.next() for _ in expected]
    assert [m["id"] for m in messages] == [str(e["version"]) for e in expected]
    assert [m["event"] for m in messages] == [e["type"] for e in expected]
    assert [event_of(m["data"]) for m in messages] == expected
    feed.close()


def test_events_appended_while_the_feed_is_open_arrive_in_order_redacted_for_the_viewer(http):
    game_id, (ann, bob) = create(http)
    feeds = {
        "ann": Feed(http, game_id, bearer(ann)),
        "bob": Feed(http, game_id, bearer(bob)),
        "spectator": Feed(http, game_id),
    }
    before = len(json_events(http, game_id))
    for feed in feeds.values():
        assert feed.next() == {"retry": "3000"}
        feed.events(before)
    play(http, game_id, ann, type="Hide", number=4242)
    play(http, game_id, ann, type="Add", amount=1)
    received = {name: feed.events(2) for name, feed in feeds.items()}
    assert [e["version"] for e in received["bob"]] == [before + 1, before + 2]
    assert [e["type"] for e in received["bob"]] == ["Hidden", "Added"]
    assert received["ann"][0]["data"]["number"] == 4242 and "redacted" not in received["ann"][0]
    for other in ("bob", "spectator"):
        assert received[other][0]["redacted"] is True and "number" not in received[other][0]["data"]
        assert received[other] == json_events(http, game_id, bearer(bob) if other == "bob" else {}, after=before)
    for feed in feeds.values():
        feed.close()


def test_last_event_id_resumes_with_no_gap_and_no_repeat_and_wins_over_after(http):
    game_id, (ann, bob) = create(http, target=50)
    for amount in (1, 2, 3):
        play(http, game_id, ann if amount % 2 else bob, type="Add", amount=amount)
    everything = json_events(http, game_id)
    first = Feed(http, game_id)
    first.next()
    got = first.events(3)
    first.close()
    last_id = got[-1]["version"]
    resumed = Feed(http, game_id, {"Last-Event-ID": str(last_id)}, query="?after=1")
    resumed.next()
    rest = resumed.events(len(everything) - last_id)
    assert got + rest == everything
    play(http, game_id, bob, type="Add", amount=1)
    assert resumed.events(1)[0]["version"] == len(everything) + 1
    resumed.close()
    by_query = Feed(http, game_id, query=f"?after={len(everything)}")
    by_query.next()
    assert by_query.events(1)[0]["version"] == len(everything) + 1
    by_query.close()


def test_a_quiet_feed_sends_keep_alive_comments(make_http):
    http = make_http(FEED_KEEPALIVE_S=0.05)
    game_id, _ = create(http)
    version = len(json_events(http, game_id))
    feed = Feed(http, game_id, query=f"?after={version}")
    assert feed.next() == {"retry": "3000"}
    started = time.monotonic()
    assert [feed.next(keepalives=True), feed.next(keepalives=True)] == [{"comment": "keep-alive"}] * 2
    assert 0.08 <= time.monotonic() - started < 2
    feed.close()


def test_the_feed_ends_after_game_ended_and_a_later_reconnect_is_told_204(http):
    game_id, (ann, bob) = create(http, target=5)
    feed = Feed(http, game_id, bearer(bob))
    feed.next()
    feed.events(len(json_events(http, game_id)))
    play(http, game_id, ann, type="Hide", number=7)
    play(http, game_id, ann, type="Add", amount=3)
    play(http, game_id, bob, type="Add", amount=3)
    rest = feed.rest()
    assert rest[-1]["event"] == "GameEnded"
    assert [m["event"] for m in rest] == ["Hidden", "Added", "Added", "GameEnded"]
    # Hidden was sent to bob as the rules allowed then: the game is over now, so it is revealed.
    assert json.loads(rest[0]["data"])["redacted"] is True
    assert json_events(http, game_id, bearer(bob))[-4]["data"]["number"] == 7
    done = http.get(f"/games/{game_id}/events", headers={**SSE, "Last-Event-ID": rest[-1]["id"]})
    assert done.status_code == 204 and done.data == b""
    assert_conforms(done, "GET", f"/games/{game_id}/events")


def test_a_finished_game_replayed_from_the_start_is_revealed_and_conforms_to_openapi(http):
    game_id, (ann, _bob) = create(http, target=3)
    play(http, game_id, ann, type="Hide", number=7)
    play(http, game_id, ann, type="Add", amount=3)
    whole = http.get(f"/games/{game_id}/events", headers=SSE)
    assert_conforms(whole, "GET", f"/games/{game_id}/events")
    blocks = [parse(b + b"\n\n") for b in whole.data.split(b"\n\n") if b]
    events = [event_of(b["data"]) for b in blocks[1:]]
    assert events == json_events(http, game_id) and events[-1]["type"] == "GameEnded"
    assert next(e for e in events if e["type"] == "Hidden")["data"]["number"] == 7


def test_a_feed_ends_after_its_maximum_lifetime(make_http):
    http = make_http(FEED_KEEPALIVE_S=0.05, FEED_MAX_LIFETIME_S=0.3)
    game_id, _ = create(http)
    started = time.monotonic()
    feed = Feed(http, game_id)
    rest = feed.rest(keepalives=True)
    assert 0.3 <= time.monotonic() - started < 3
    assert rest[0] == {"retry": "3000"} and [m["event"] for m in rest if "id" in m] == [
        "GameCreated",
        "GameStarted",
        "Begun",
    ]
    assert {m["comment"] for m in rest[4:]} == {"keep-alive"}


def test_blocking_reads_outlast_the_platform_clients_socket_timeout(redis_server):
    """The platform's client times out reads after 0.3 s; the feed blocks for 1 s at a time on its own client."""
    from bootstrap import build_platform
    from devtools.toy import TOY
    from games.registry import RULESETS

    client = redis.Redis.from_url(redis_server.url, socket_timeout=0.3)
    client.flushdb()
    platform = build_platform(client=client, rulesets={**RULESETS, "toy": TOY})
    app = create_app({"TESTING": True, "FEED_KEEPALIVE_S": 1.0, "FEED_MAX_LIFETIME_S": 1.3}, platform=platform)
    http = app.test_client()
    game_id, _ = create(http)
    feed = Feed(http, game_id, query="?after=100")
    feed.next()
    started = time.monotonic()
    assert feed.next(keepalives=True) == {"comment": "keep-alive"}
    assert time.monotonic() - started >= 0.9, "the feed blocked for its keep-alive interval without a socket timeout"
    feed.close()
    client.close()


def test_past_the_per_process_limit_a_feed_is_refused_with_503_until_one_closes(make_http):
    http = make_http(FEED_KEEPALIVE_S=0.05, FEED_MAX_STREAMS=2)
    game_id, _ = create(http, target=3)
    feeds = [Feed(http, game_id), Feed(http, game_id)]
    refused = http.get(f"/games/{game_id}/events", headers=SSE)
    assert refused.status_code == 503 and refused.headers["Retry-After"] == "5"
    assert refused.mimetype == "application/problem+json" and refused.json["title"] == "Too many live feeds"
    assert_conforms(refused, "GET", f"/games/{game_id}/events")
    assert http.get(f"/games/{game_id}/events").status_code == 200, "JSON pages are never refused"
    feeds[0].close()
    assert http.application.extensions["furlong.live"].open == 1
    third = Feed(http, game_id)
    assert third.response.status_code == 200
    for feed in (feeds[1], third):
        feed.close()
    assert http.application.extensions["furlong.live"].open == 0


def test_a_feed_that_ends_by_itself_frees_its_place(make_http):
    http = make_http(FEED_MAX_STREAMS=1)
    game_id, (ann,) = create(http, target=3, seats=("Ann",))
    play(http, game_id, ann, type="Add", amount=3)
    for _ in range(3):  # the WSGI server closes every body; the test client on `with` (or close())
        with http.get(f"/games/{game_id}/events", headers=SSE) as whole:
            assert whole.status_code == 200 and b"event: GameEnded" in whole.data
    assert http.application.extensions["furlong.live"].open == 0


def test_a_redis_failure_ends_the_feed_cleanly_so_the_client_reconnects(http, monkeypatch):
    def failing(*_args):
        raise redis.ConnectionError("Redis went away")

    game_id, _ = create(http)
    monkeypatch.setattr(http.application.extensions["furlong"].store, "wait_for_events", failing)
    feed = Feed(http, game_id)
    assert feed.rest(keepalives=True) == [{"retry": "3000"}]
    assert http.application.extensions["furlong.live"].open == 0


def test_errors_are_problems_before_any_streaming(http):
    game_id, _ = create(http)
    missing = http.get("/games/nope/events", headers=SSE)
    assert missing.status_code == 404 and missing.mimetype == "application/problem+json"
    bad_token = http.get(f"/games/{game_id}/events", headers={**SSE, **bearer("wrong")})
    assert bad_token.status_code == 401 and bad_token.mimetype == "application/problem+json"
    bad_id = http.get(f"/games/{game_id}/events", headers={**SSE, "Last-Event-ID": "seven"})
    assert bad_id.status_code == 400 and bad_id.json["field"] == "Last-Event-ID"
    bad_after = http.get(f"/games/{game_id}/events?after=-1", headers=SSE)
    assert bad_after.status_code == 422
    for response, path in (
        (missing, "/games/nope/events"),
        (bad_token, f"/games/{game_id}/events"),
        (bad_id, f"/games/{game_id}/events"),
        (bad_after, f"/games/{game_id}/events"),
    ):
        assert_conforms(response, "GET", path)


def test_json_stays_the_default_and_a_json_preference_wins(http):
    game_id, _ = create(http)
    for accept in (None, "*/*", "application/json", "application/json, text/event-stream;q=0.5"):
        response = http.get(f"/games/{game_id}/events", headers={"Accept": accept} if accept else {})
        assert response.mimetype == "application/json" and response.json["events"], accept
        assert response.headers["Vary"] == "Accept"
        assert_conforms(response, "GET", f"/games/{game_id}/events")


def test_fifty_open_feeds_hold_no_more_redis_connections_than_ten(redis_server, redis_client):
    """The app's connections are named, so those other tests left behind are not counted."""
    from bootstrap import build_platform
    from devtools.toy import TOY
    from games.registry import RULESETS
    from workers.scheduling import InlineScheduler

    named = redis.Redis.from_url(redis_server.url, client_name="fifty-feeds")
    platform = build_platform(client=named, rulesets={**RULESETS, "toy": TOY}, scheduler=InlineScheduler)
    http = create_app({"TESTING": True, "FEED_KEEPALIVE_S": 0.2}, platform=platform).test_client()
    game_id, seats = create(http, target=500)
    feeds: list[Feed] = []
    connections, turns = {}, iter(range(6))
    for open_feeds in (10, 50):
        while len(feeds) < open_feeds:
            feeds.append(Feed(http, game_id))
            feeds[-1].next()
            feeds[-1].events(len(json_events(http, game_id)))
        for turn in (next(turns) for _ in range(3)):
            version = play(http, game_id, seats[turn % 2], type="Add", amount=1)["version"]
            assert {feed.events(1)[0]["version"] for feed in feeds} == {version}
        connections[open_feeds] = sum(c["name"] == "fifty-feeds" for c in redis_client.client_list())
    assert connections[50] <= connections[10] + 1, connections
    for feed in feeds:
        feed.close()
    named.close()
