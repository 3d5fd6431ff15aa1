"""Real RQ workers against real Redis and gunicorn: bots finish games, deadlines fire, kills lose nothing."""

from __future__ import annotations

import time

import pytest
import redis
from rq import Queue
from rq.serializers import JSONSerializer

from adapters.rq_worker import SWEEP_INTERVAL_S, FurlongWorker
from app.follow_ups import moment
from audit.verify import audit, read_export
from games.registry import RULESETS
from scripts.play import Api
from tests.e2e.conftest import E2E_DB, RqWorker

pytestmark = pytest.mark.e2e


def wait_for(check, timeout: float, every: float = 0.05):
    """Poll `check` until it returns something truthy; fail after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(every)
    raise AssertionError(f"gave up after {timeout} s")


def create(api: Api, seats: list[dict], **options) -> str:
    status, made = api.call("POST", "/games", {"ruleset": "neck_and_neck", "seats": seats, "options": options})
    assert status == 201, made
    return made["game_id"]


def game(api: Api, game_id: str) -> dict:
    return api.call("GET", f"/games/{game_id}")[1]


def log_of(api: Api, game_id: str, token: str | None = None) -> list[dict]:
    return api.call("GET", f"/games/{game_id}/events?limit=1000", token=token)[1]["events"]


def exported(server_url: str, game_id: str):
    import urllib.request

    with urllib.request.urlopen(f"{server_url}/games/{game_id}/export") as response:
        return read_export(response.read().decode("utf-8").splitlines())


def test_an_all_bot_game_created_over_http_finishes_by_itself(server_url, worker):
    api = Api(server_url)
    game_id = create(api, [{"bot": "basic"}, {"bot": "random"}, {"bot": "random"}])
    wait_for(lambda: game(api, game_id)["status"] == "finished", 120)
    assert audit(exported(server_url, game_id), RULESETS)["verified"] is True


def test_a_worker_killed_mid_game_loses_nothing_and_doubles_nothing(server_url, redis_server):
    api, url = Api(server_url), redis_server.url.rsplit("/", 1)[0] + f"/{E2E_DB}"
    first = RqWorker(url, with_scheduler=False).start()
    game_id = create(api, [{"bot": "random"}] * 3)
    wait_for(lambda: game(api, game_id)["version"] > 150, 60, every=0.01)
    first.kill()
    stalled = game(api, game_id)
    assert stalled["status"] == "running"
    second = RqWorker(url, with_scheduler=False).start()
    try:
        wait_for(lambda: game(api, game_id)["status"] == "finished", 100)
    except BaseException:
        print(
            f"the second worker (exit {second.process.poll()}) wrote:\n{second.output()}\nthe first:\n{first.output()}"
        )
        raise
    finally:
        second.stop()
    log = exported(server_url, game_id)
    assert [e.version for e in log] == list(range(1, len(log) + 1))
    assert audit(log, RULESETS)["verified"] is True


def test_a_human_who_does_nothing_is_played_after_the_deadline(server_url, worker):
    api = Api(server_url)
    game_id = create(api, [{"name": "idle"}, {"bot": "random"}], turn_timeout_s=1)
    timed_out = wait_for(lambda: [e for e in log_of(api, game_id) if e["type"] == "TurnTimedOut"], 20)
    assert timed_out[0]["actor"] == {"system": "timeout", "for_seat": 0}
    wait_for(lambda: [e["type"] for e in log_of(api, game_id)].count("BettingFinished") >= 2, 20)


def test_several_timeout_jobs_for_one_deadline_act_once(server_url, redis_server, worker):
    api = Api(server_url)
    game_id = create(api, [{"name": "idle"}, {"name": "also idle"}], turn_timeout_s=1)
    since = next(e for e in log_of(api, game_id) if e["type"] == "BettingOpened")["at"]
    due = moment(game(api, game_id)["deadlines"][0]["at"])
    queue = Queue(
        "furlong",
        connection=redis.Redis.from_url(redis_server.url.rsplit("/", 1)[0] + f"/{E2E_DB}"),
        serializer=JSONSerializer,
    )
    for _ in range(3):
        queue.enqueue_at(due, "workers.jobs.time_out", game_id, 0, since)
    wait_for(lambda: len([e for e in log_of(api, game_id) if e["type"] == "TurnTimedOut"]) >= 2, 20)
    time.sleep(2)
    first_deadline = [
        e
        for e in log_of(api, game_id)
        if e["type"] == "TurnTimedOut" and e["data"]["seat"] == 0 and moment(e["data"]["deadline"]) == due
    ]
    assert len(first_deadline) == 1


def test_acting_just_before_the_deadline_cancels_the_timeout(server_url, worker):
    api = Api(server_url)
    _status, made = api.call(
        "POST",
        "/games",
        {"ruleset": "neck_and_neck", "options": {"turn_timeout_s": 2}, "seats": [{"name": "quick"}, {"name": "idle"}]},
    )
    game_id, token = made["game_id"], made["seats"][0]["token"]
    due = moment(game(api, game_id)["deadlines"][0]["at"])
    time.sleep(1.5)
    assert api.call("POST", f"/games/{game_id}/commands", {"type": "FinishBetting"}, token)[0] == 201
    wait_for(lambda: [e for e in log_of(api, game_id) if e["type"] == "TurnTimedOut"], 20)
    time.sleep(1.5)
    timed_out_at_first_deadline = [
        e["data"]["seat"]
        for e in log_of(api, game_id)
        if e["type"] == "TurnTimedOut" and moment(e["data"]["deadline"]) == due
    ]
    assert timed_out_at_first_deadline == [1]


def test_an_idle_worker_waits_for_jobs_on_connections_that_outlast_its_dequeue(redis_server):
    client = redis.Redis.from_url(redis_server.url)
    client.ping()  # rq's command line uses the connection before it makes the worker
    worker = FurlongWorker([Queue("furlong", connection=client)], connection=client)
    connection = client.connection_pool.get_connection()
    assert connection.socket_timeout > worker.dequeue_timeout


def test_an_idle_worker_wakes_at_least_every_sweep_interval_so_the_sweep_rescues_stalled_games(redis_server):
    client = redis.Redis.from_url(redis_server.url)
    worker = FurlongWorker([Queue("furlong", connection=client)], connection=client)
    assert worker.dequeue_timeout <= SWEEP_INTERVAL_S < worker.worker_ttl


def test_the_sweep_runs_every_sweep_interval_even_as_rq_worker_passes_its_own_ten_minutes(redis_server):
    client = redis.Redis.from_url(redis_server.url)
    as_the_command_line_makes_it = FurlongWorker(
        [Queue("furlong", connection=client)], connection=client, maintenance_interval=600
    )
    assert as_the_command_line_makes_it.maintenance_interval == SWEEP_INTERVAL_S
