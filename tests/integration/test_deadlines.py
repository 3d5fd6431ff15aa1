"""Turn deadlines through the Redis index and the workers' poller, on the real redis-server."""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime, timedelta

import pytest
import redis

from app.follow_ups import iso, moment
from bootstrap import build_platform
from service import create_app
from workers.deadlines import DeadlinePoller
from workers.worker import recover

pytestmark = pytest.mark.integration
TIMEOUT_S = 5
EVER = float("inf")


def a_minute_ago() -> str:
    """A clock a minute behind: every deadline of a game it stamps is already due."""
    return iso(datetime.now(UTC) - timedelta(seconds=60))


def platform_on(redis_server, clock=a_minute_ago):
    """A platform as a worker has it: its own client, deadlines in the index."""
    return build_platform({"SNAPSHOT_EVERY": 50}, client=redis.Redis.from_url(redis_server.url), clock=clock)


def table(platform, timeout_s: int = TIMEOUT_S) -> tuple[str, list[str], object]:
    """A two-human Neck and Neck game in betting: its id, its seat tokens and an HTTP client."""
    http = create_app({"TESTING": True}, platform=platform).test_client()
    seats = [{"name": "Ann"}, {"name": "Bob"}]
    made = http.post(
        "/games", json={"ruleset": "neck_and_neck", "seats": seats, "options": {"turn_timeout_s": timeout_s}}
    ).json
    return made["game_id"], [s["token"] for s in made["seats"]], http


def timed_out(platform, game_id: str) -> list[int]:
    return [e.data["seat"] for e in platform.store.read(game_id) if e.type == "TurnTimedOut"]


def bet(http, game_id: str, token: str, command: dict) -> None:
    answer = http.post(f"/games/{game_id}/commands", json=command, headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 201, answer.json


def test_a_seats_newer_deadline_replaces_the_older(redis_client, redis_server):
    platform = platform_on(redis_server)
    game_id, tokens, http = table(platform)
    opened = platform.loader.load(game_id).owing_since[0]
    bet(http, game_id, tokens[0], {"type": "PlaceBet", "horse": 2, "amount": 100})
    renewed = platform.loader.load(game_id).owing_since[0]
    assert renewed > opened
    assert sorted(DeadlinePoller(platform).index.take(EVER)) == [(game_id, 0, renewed), (game_id, 1, opened)]


def test_a_cancelled_deadline_never_fires(redis_client, redis_server):
    platform = platform_on(redis_server)
    game_id, tokens, http = table(platform)
    bet(http, game_id, tokens[0], {"type": "FinishBetting"})
    assert DeadlinePoller(platform).poll() == 1
    assert timed_out(platform, game_id) == [1]


def test_two_pollers_on_one_due_deadline_act_once(redis_client, redis_server):
    platform = platform_on(redis_server)
    game_id, tokens, http = table(platform)
    bet(http, game_id, tokens[1], {"type": "FinishBetting"})
    now = lambda: iso(datetime.now(UTC))  # the next turn's deadline, made by the time-out, is not due
    pollers = [DeadlinePoller(platform_on(redis_server, clock=now)) for _ in range(2)]
    start, taken = threading.Barrier(2), []

    def poll(poller):
        start.wait()
        taken.append(poller.poll())

    threads = [threading.Thread(target=poll, args=(poller,)) for poller in pollers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert sorted(taken) == [0, 1] and timed_out(platform, game_id) == [0]


def test_a_due_deadline_acts_within_about_the_poll_interval(redis_client, redis_server):
    platform = platform_on(redis_server, clock=lambda: iso(datetime.now(UTC)))
    poller = DeadlinePoller(platform, interval_s=0.2).start()
    try:
        game_id, _, _ = table(platform, timeout_s=1)
        late = []
        for _ in range(100):
            late = [
                moment(e.at) - moment(e.data["deadline"])
                for e in platform.store.read(game_id)
                if e.type == "TurnTimedOut"
            ]
            if late:
                break
            time.sleep(0.05)
    finally:
        poller.stop()
    assert late and timedelta(0) <= late[0] <= timedelta(seconds=0.2 + 0.3)


def test_a_deadline_taken_by_a_worker_that_died_before_acting_is_recovered_by_the_sweep(redis_client, redis_server):
    platform = platform_on(redis_server)
    game_id, _, _ = table(platform)
    poller = DeadlinePoller(platform)
    assert len(poller.index.take(EVER)) == 2
    assert poller.poll() == 0
    recover(platform)
    assert poller.poll() == 2 and timed_out(platform, game_id) == [0, 1]


def test_a_deadline_whose_action_fails_is_tried_again_by_the_same_poller(redis_client, redis_server, monkeypatch):
    platform = platform_on(redis_server)
    game_id, tokens, http = table(platform)
    bet(http, game_id, tokens[0], {"type": "FinishBetting"})
    poller = DeadlinePoller(platform)
    monkeypatch.setattr("workers.deadlines.RETRY_AFTER_S", 0.0)
    real, calls = platform.handler.store.append, []

    def failing_once(*args, **kwargs):
        calls.append(1)
        if len(calls) == 1:
            raise redis.ConnectionError("injected: the game's primary is failing over")
        return real(*args, **kwargs)

    monkeypatch.setattr(platform.handler.store, "append", failing_once)
    assert poller.poll() == 1 and timed_out(platform, game_id) == []
    poller.poll()
    assert timed_out(platform, game_id)[:1] == [1] and len(calls) >= 2


def test_a_commands_deadlines_ride_with_its_append_when_the_index_shares_the_stores_redis(redis_server):
    platform = platform_on(redis_server)
    game_id, tokens, http = table(platform)
    retimed_after = []
    platform.scheduler.retime = lambda *args: retimed_after.append(args)
    bet(http, game_id, tokens[0], {"type": "PlaceBet", "horse": 2, "amount": 100})
    renewed = platform.loader.load(game_id).owing_since[0]
    assert retimed_after == []  # nothing left for the after-commit follow-ups
    assert (game_id, 0, renewed) in DeadlinePoller(platform).index.take(EVER)


def test_deadlines_go_after_the_append_when_the_jobs_redis_is_elsewhere(redis_server):
    config = {"SNAPSHOT_EVERY": 50, "RQ_REDIS_URL": redis_server.url.removesuffix("/0") + "/1"}
    platform = build_platform(config, client=redis.Redis.from_url(redis_server.url), clock=a_minute_ago)
    game_id, tokens, http = table(platform)
    retimed_after = []
    platform.scheduler.retime = lambda *args: retimed_after.append(args)
    bet(http, game_id, tokens[0], {"type": "PlaceBet", "horse": 2, "amount": 100})
    assert platform.handler.rider is None and len(retimed_after) == 1
