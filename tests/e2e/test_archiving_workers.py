"""Archiving with real processes: gunicorn and an RQ worker on a real redis-server hand a finished game over to a
directory archive by themselves, and the game reads the same from it."""

from __future__ import annotations

import json
import time
import urllib.request

import pytest
import redis

from audit.verify import audit, read_export
from games.registry import RULESETS
from scripts.play import Api
from tests.e2e.conftest import RqWorker, emptied, served

pytestmark = pytest.mark.e2e
ARCHIVE_DB = 12  # not 3 (e2e), 5 (live feed), 6 (fuzzing), 9 (browser) nor 11 (adversarial)
AFTER_S = 4


def wait_for(check, timeout: float, every: float = 0.1):
    """Poll `check` until it returns something truthy; fail after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if found := check():
            return found
        time.sleep(every)
    raise AssertionError(f"gave up after {timeout} s")


@pytest.fixture
def stack(redis_server, tmp_path):
    """gunicorn and an RQ worker archiving finished games AFTER_S seconds after their end: (URL, Redis client)."""
    redis_url = emptied(redis_server, ARCHIVE_DB)
    env = {"ARCHIVE_AFTER_S": str(AFTER_S), "ARCHIVE_URL": str(tmp_path / "archive")}
    worker = RqWorker(redis_url, env=env).start()
    try:
        with served(redis_url, ["--workers", "2", "--threads", "4"], env) as (url, _):
            yield url, redis.Redis.from_url(redis_url)
    finally:
        worker.stop()


def fetch(url: str) -> tuple[int, bytes]:
    with urllib.request.urlopen(url) as response:
        return response.status, response.read()


def reads(url: str, game_id: str) -> dict:
    """The finished game's reads, without what is signed when asked (checkpoints)."""
    paths = ["", "/events?limit=1000", "/events?after=7&limit=5", "/state?at=12", "/ledger", "/audit"]
    answers = {}
    for path in paths:
        status, body = fetch(f"{url}/games/{game_id}{path}")
        answers[path] = (status, {k: v for k, v in json.loads(body).items() if k != "checkpoint"})
    status, export = fetch(f"{url}/games/{game_id}/export")
    answers["export"] = (status, [line for line in export.splitlines() if not line.startswith(b'{"checkpoint"')])
    listed = json.loads(fetch(f"{url}/games?status=finished")[1])["games"]
    answers["lobby"] = [g for g in listed if g["game_id"] == game_id]
    return answers


def test_a_finished_game_is_archived_by_the_worker_and_reads_the_same_from_the_archive(stack):
    url, client = stack
    api = Api(url)
    status, made = api.call("POST", "/games", {"ruleset": "neck_and_neck", "seats": [{"bot": "basic"}] * 3})
    assert status == 201, made
    game_id = made["game_id"]
    wait_for(lambda: api.call("GET", f"/games/{game_id}")[1]["status"] == "finished", 120)
    before = reads(url, game_id)
    assert list(client.scan_iter(match=f"furlong:{{{game_id}}}*"))
    wait_for(lambda: not list(client.scan_iter(match=f"furlong:{{{game_id}}}*")), AFTER_S + 60)
    assert not client.hexists("furlong:{lobby}:summaries", game_id)
    assert reads(url, game_id) == before
    export = fetch(f"{url}/games/{game_id}/export")[1].decode().splitlines()
    assert audit(read_export(export), RULESETS)["verified"] is True
    metrics = fetch(f"{url}/metrics")[1].decode()
    assert "furlong_archive_backlog 0.0" in metrics
