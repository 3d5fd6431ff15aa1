"""Whole games over HTTP on a local Redis Cluster: 2 web processes, 2 RQ workers on their own Redis.

Every ruleset's all-bot game ends through the workers and audits clean; a human seat's deadlines fire; the
live feed, resumed on the other web process with Last-Event-ID, delivers every event once and in order; and
every key a game writes carries its game's hash tag, so each game lives in one slot."""

from __future__ import annotations

import json
import re
import time

import pytest
import redis
import requests

from tests.torture.harness import ALL_RULESETS

from .stack import ClusterStack

pytestmark = pytest.mark.integration
SEATS = {"long_shot": 3}  # the fewest seats each ruleset takes, where more than two
# no game owns: the lobby, limits, ratings, the all-games feed's parts
GLOBAL_KEYS = ("furlong:{lobby}:", "furlong:rl:", "furlong:{ratings}:", "furlong:{feed-")
GAME_KEY = re.compile(r"^furlong:\{[0-9a-f]+\}:")  # a game's key: its id is the hash tag
FED_MARK = re.compile(r"^furlong:\{feed-[0-9]+\}:fed:")  # how far the all-games feed's part published a game


@pytest.fixture(scope="module")
def stack(tmp_path_factory):
    """The cluster stack, for this module's tests."""
    with ClusterStack(tmp_path_factory.mktemp("cluster-stack"), web_threads=16, workers=2) as running:
        yield running


def create(url: str, ruleset: str, seats: list[dict], **options) -> dict:
    made = requests.post(f"{url}/games", json={"ruleset": ruleset, "seats": seats, "options": options}, timeout=30)
    assert made.status_code == 201, made.text
    return made.json()


def wait_finished(url: str, game_id: str, limit_s: float = 60) -> dict:
    deadline = time.monotonic() + limit_s
    while (game := requests.get(f"{url}/games/{game_id}", timeout=10).json())["status"] != "finished":
        assert time.monotonic() < deadline, f"{game_id} still at version {game['version']} after {limit_s} s"
        time.sleep(0.2)
    return game


def feed(url: str, game_id: str, last_id: int, stop_after: int | None = None) -> list[int]:
    """The versions the live feed sends after `last_id`, until GameEnded (or `stop_after` events)."""
    headers = {"Accept": "text/event-stream", "Last-Event-ID": str(last_id)}
    versions: list[int] = []
    with requests.get(f"{url}/games/{game_id}/events", headers=headers, stream=True, timeout=30) as answer:
        assert answer.status_code == 200, answer.text
        for line in answer.iter_lines(decode_unicode=True):
            if line.startswith("data: "):
                event = json.loads(line[len("data: ") :])
                versions.append(event["version"])
                if event["type"] == "GameEnded" or len(versions) == stop_after:
                    break
    return versions


def test_an_all_bot_game_of_every_ruleset_ends_through_the_workers_and_audits_clean(stack):
    games = {}
    for number, ruleset in enumerate(ALL_RULESETS):
        bots = [{"bot": "basic"}, *[{"bot": "random"}] * (SEATS.get(ruleset, 2) - 1)]
        games[ruleset] = create(stack.urls[number % 2], ruleset, bots)["game_id"]
    for number, (ruleset, game_id) in enumerate(games.items()):
        url = stack.urls[(number + 1) % 2]
        wait_finished(url, game_id)
        report = requests.get(f"{url}/games/{game_id}/audit", timeout=60).json()
        assert report["verified"], (ruleset, report["discrepancies"])


def test_a_human_seats_deadline_fires_from_the_workers(stack):
    game_id = create(stack.url, "photo_finish", [{"name": "Ann"}, {"bot": "basic"}], turn_timeout_s=1)["game_id"]
    deadline = time.monotonic() + 30
    while not any(e["type"] == "TurnTimedOut" for e in events(stack.url, game_id)):
        assert time.monotonic() < deadline, "no TurnTimedOut within 30 s of a 1 s turn timeout"
        time.sleep(0.3)


def events(url: str, game_id: str) -> list[dict]:
    return requests.get(f"{url}/games/{game_id}/events", timeout=10).json()["events"]


def test_the_live_feed_resumed_on_the_other_web_process_misses_nothing_and_repeats_nothing(stack):
    made = create(stack.url, "jockey", [{"name": "Ann"}, {"bot": "basic"}, {"bot": "random"}])
    game_id, token = made["game_id"], made["seats"][0]["token"]
    first = feed(stack.url, game_id, 0, stop_after=2)
    on = requests.post(
        f"{stack.url}/games/{game_id}/seats/0/autoplay",
        json={"on": True},
        headers={"Authorization": f"Bearer {token}"},
        timeout=30,
    )
    assert on.status_code == 200, on.text
    rest = feed(stack.urls[1], game_id, first[-1])
    game = wait_finished(stack.url, game_id)
    assert first + rest == list(range(1, game["version"] + 1))


def test_the_all_games_feed_read_on_both_web_processes_has_every_event_once_in_each_games_order(stack):
    start = requests.get(f"{stack.url}/events?after=now", timeout=10).json()["next"]
    assert len(start.split(".")) == 16  # one entry id per part of the feed
    games = [create(stack.urls[n % 2], ruleset, [{"bot": "basic"}, {"bot": "random"}])["game_id"]
             for n, ruleset in enumerate(("photo_finish", "homestretch", "neck_and_neck"))]  # fmt: skip
    finals = {game_id: wait_finished(stack.url, game_id)["version"] for game_id in games}
    items, after, turn, deadline = [], start, 0, time.monotonic() + 60
    while len([i for i in items if i["game_id"] in finals]) < sum(finals.values()):  # the workers publish them
        assert time.monotonic() < deadline, "the all-games feed did not hold every event within 60 s"
        page = requests.get(f"{stack.urls[turn % 2]}/events", params={"after": after, "limit": 250}, timeout=30)
        assert page.status_code == 200, page.text  # each page from the other web process, from the last position
        items, after, turn = items + page.json()["events"], page.json()["next"], turn + 1
        if not page.json()["events"]:
            time.sleep(0.2)
    for game_id, final in finals.items():
        assert [i["event"]["version"] for i in items if i["game_id"] == game_id] == list(range(1, final + 1))
    masters = {slot_master(stack, f"feed-{part}") for part in range(16)}
    assert len(masters) == len(stack.cluster.masters())  # the parts are spread over every master


def slot_master(stack, tag: str) -> int:
    """The port of the master serving a hash tag's slot."""
    client = redis.RedisCluster(host="127.0.0.1", port=stack.cluster.masters()[0].tcp_port)
    try:
        return int(client.get_node_from_key(f"{{{tag}}}").port)
    finally:
        client.close()


def test_every_key_a_game_writes_carries_its_games_hash_tag(stack):
    game_id = create(stack.url, "jockey", [{"bot": "basic"}, {"bot": "random"}])["game_id"]
    wait_finished(stack.url, game_id)
    keys = [key for master in stack.cluster.masters() for key in keys_of(master.tcp_port)]
    mentioning = [key for key in keys if game_id in key]
    assert len(mentioning) >= 3  # the feed's mark of it is in its part's slot, so that one script checks and appends
    assert all(key.startswith(f"furlong:{{{game_id}}}:") or FED_MARK.match(key) for key in mentioning)
    assert [key for key in keys if not key.startswith(GLOBAL_KEYS) and not GAME_KEY.match(key)] == []


def keys_of(port: int) -> list[str]:
    with redis.Redis(port=port, decode_responses=True) as node:
        return list(node.scan_iter(count=1000))
