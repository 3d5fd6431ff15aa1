"""End to end: a seat watches the live feed (SSE) over a real gunicorn while the game is played over HTTP.

Its own gunicorn (gthread, more threads, 1 s keep-alives, short graceful timeout) so
streams left open by a client are noticed within seconds and shutdown is quick.
"""

from __future__ import annotations

import json
import random

import pytest
import requests

from scripts import play
from scripts.play import Api
from tests.e2e.conftest import gunicorn
from tests.support.openapi import assert_conforms

pytestmark = pytest.mark.e2e

FEED_DB = 5


@pytest.fixture(scope="module")
def feed_server(redis_server):
    """A gunicorn like the Procfile's web process (gthread), with quick keep-alives; stopped after the module."""
    options = [
        "--workers",
        "2",
        "--worker-class",
        "gthread",
        "--threads",
        "16",
        "--reuse-port",
        "--graceful-timeout",
        "3",
    ]
    with gunicorn(redis_server, FEED_DB, options, {"FEED_KEEPALIVE_S": "1", "FEED_MAX_LIFETIME_S": "120"}) as url:
        yield url


class Stream:
    """A live feed read with requests (stream=True), message by message."""

    def __init__(self, url: str, game_id: str, token: str, last_event_id: int | None = None):
        headers = {"Accept": "text/event-stream", "Authorization": f"Bearer {token}"}
        if last_event_id is not None:
            headers["Last-Event-ID"] = str(last_event_id)
        self.response = requests.get(f"{url}/games/{game_id}/events", headers=headers, stream=True, timeout=(5, 10))
        self.lines = self.response.iter_lines(chunk_size=None, decode_unicode=True)
        self.keepalives = 0

    def message(self) -> dict | None:
        """The next message (keep-alive comments counted and skipped); None at the end of the stream."""
        fields: dict = {}
        for line in self.lines:
            if line == "":
                if fields:
                    return fields
            elif line.startswith(":"):
                self.keepalives += line == ": keep-alive"
            else:
                name, _, value = line.partition(": ")
                fields[name] = value
        return None

    def events_until(self, version: int) -> list[dict]:
        """Events up to and including `version`, checking each message's id and event fields."""
        events = []
        while not events or events[-1]["version"] < version:
            message = self.message()
            assert message is not None, f"the stream ended before version {version}"
            if "retry" in message:
                continue
            event = json.loads(message["data"])
            assert message["id"] == str(event["version"]) and message["event"] == event["type"]
            checkpoint = event.pop("checkpoint")  # the feed's own addition; the rest is the JSON page's event
            assert (checkpoint["version"], checkpoint["hash"]) == (event["version"], event["hash"])
            events.append(event)
        return events

    def close(self):
        self.response.close()


def json_events(api: Api, game_id: str, token: str, after: int) -> list[dict]:
    """The log after `after` as the seat may see it now, page by page."""
    events: list[dict] = []
    while True:
        _, page = api.call("GET", f"/games/{game_id}/events?after={after + len(events)}&limit=1000", token=token)
        events += page["events"]
        if after + len(events) >= page["version"]:
            return events


def play_one(api: Api, game_id: str, tokens: list[str], rnd: random.Random) -> int | None:
    """One random legal command; the game version after it, or None once nobody owes one."""
    answer = play.play_one(api, game_id, tokens, rnd)
    return None if answer is None else answer["version"]


def test_a_seat_watching_the_live_feed_gets_every_event_once_in_order_across_a_reconnect(feed_server):
    api, rnd = Api(feed_server), random.Random(11)
    status, made = api.call("POST", "/games", {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}]})
    assert status == 201
    game_id, tokens = made["game_id"], [s["token"] for s in made["seats"]]
    watcher = tokens[1]

    stream = Stream(feed_server, game_id, watcher)
    assert stream.response.status_code == 200
    assert stream.response.headers["Content-Type"].startswith("text/event-stream")
    assert stream.response.headers["Cache-Control"] == "no-cache"
    received = stream.events_until(made["version"])
    assert received == json_events(api, game_id, watcher, 0)
    for _ in range(40):  # each command's events arrive live, exactly as GET /events shows them right then
        version = play_one(api, game_id, tokens, rnd)
        new = stream.events_until(version)
        assert new == json_events(api, game_id, watcher, received[-1]["version"])
        received += new
    assert any(e.get("redacted") for e in received), "Ann's sealed bets reach Bob redacted"
    stream.close()

    last_seen = received[-1]["version"]
    for _ in range(15):  # nobody is watching
        version = play_one(api, game_id, tokens, rnd)
    resumed = Stream(feed_server, game_id, watcher, last_event_id=last_seen)
    missed = resumed.events_until(version)
    assert [e["version"] for e in missed] == list(range(last_seen + 1, version + 1)), "no gap, no repeat"
    assert missed == json_events(api, game_id, watcher, last_seen)
    received += missed
    while (version := play_one(api, game_id, tokens, rnd)) is not None:
        new = resumed.events_until(version)
        assert new == json_events(api, game_id, watcher, received[-1]["version"])
        received += new
    assert received[-1]["type"] == "GameEnded"
    assert resumed.message() is None, "the stream ends after GameEnded"
    assert [e["version"] for e in received] == list(range(1, received[-1]["version"] + 1))
    resumed.close()

    final = requests.get(
        f"{feed_server}/games/{game_id}/events",
        timeout=10,
        headers={"Accept": "text/event-stream", "Last-Event-ID": str(received[-1]["version"])},
    )
    assert final.status_code == 204
    assert_conforms(final)


def test_errors_come_before_the_stream_as_problems(feed_server):
    missing = requests.get(f"{feed_server}/games/nope/events", headers={"Accept": "text/event-stream"}, timeout=10)
    assert missing.status_code == 404 and missing.headers["Content-Type"] == "application/problem+json"
    assert_conforms(missing)
    api = Api(feed_server)
    _, made = api.call("POST", "/games", {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}]})
    wrong = requests.get(
        f"{feed_server}/games/{made['game_id']}/events",
        timeout=10,
        headers={"Accept": "text/event-stream", "Authorization": "Bearer nope"},
    )
    assert wrong.status_code == 401
    assert_conforms(wrong)
