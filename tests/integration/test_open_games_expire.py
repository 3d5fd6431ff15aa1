"""A game whose open seats nobody takes ends after OPEN_GAME_TTL_S: finished, no standings, its seed revealed, its
log auditable; a game that filled up in time never expires."""

from __future__ import annotations

from datetime import timedelta

import pytest
from rq import Queue
from rq.serializers import JSONSerializer

from adapters.rq_scheduler import RqScheduler, job_id
from app.follow_ups import moment
from app.scheduling import EXPIRY, IDLE_QUEUE, QUEUE
from audit.verify import audit
from games.registry import RULESETS
from workers.turns import expire

pytestmark = pytest.mark.integration
OPEN_TABLE = {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"open": True}]}


def test_an_open_game_is_given_its_expiry_when_it_is_made(http, platform):
    made = http.post("/games", json=OPEN_TABLE).json
    game = platform.loader.load(made["game_id"])
    assert platform.scheduler.expiries[made["game_id"]] == moment(game.created_at) + timedelta(seconds=3600)
    full = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}]}).json
    assert full["game_id"] not in platform.scheduler.expiries


def test_an_expired_game_is_finished_without_standings_and_audits_clean(http, platform):
    made = http.post("/games", json=OPEN_TABLE).json
    assert expire(platform, made["game_id"]) is True
    document = http.get(f"/games/{made['game_id']}").json
    assert document["status"] == "finished" and document["standings"] == []
    events = http.get(f"/games/{made['game_id']}/events").json["events"]
    assert [e["type"] for e in events] == ["GameCreated", "GameEnded"] and events[-1]["actor"] == {"system": "expiry"}
    report = audit(platform.store.read(made["game_id"]), RULESETS)
    assert report["verified"] and report["randomness"]["status"] == "verified"
    assert [g["status"] for g in http.get("/games").json["games"] if g["game_id"] == made["game_id"]] == ["finished"]


def test_a_game_that_filled_up_in_time_does_not_expire(http, platform):
    made = http.post("/games", json=OPEN_TABLE).json
    joined = http.post(f"/games/{made['game_id']}/seats/1/join", json={"name": "Bob"})
    assert joined.status_code == 201
    before = platform.store.version(made["game_id"])
    assert expire(platform, made["game_id"]) is False and platform.store.version(made["game_id"]) == before


def test_the_expiry_is_one_rq_job_on_the_idle_queue(redis_client, platform):
    scheduler = RqScheduler(Queue(QUEUE, connection=redis_client, serializer=JSONSerializer))
    at = moment("2030-01-01T00:00:00.000Z")
    scheduler.expiry("g1", at)
    scheduler.expiry("g1", at)
    job = Queue(IDLE_QUEUE, connection=redis_client, serializer=JSONSerializer).fetch_job(job_id("expiry", "g1"))
    assert job is not None and job.func_name == EXPIRY and job.args == ["g1"]
