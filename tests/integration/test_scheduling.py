"""RQ scheduling: one job per piece of work, however often it is scheduled; recovery waits behind new turns."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from rq import Queue
from rq.serializers import JSONSerializer

from app.scheduling import QUEUE, RECOVERY_QUEUE, RqScheduler, job_id

pytestmark = pytest.mark.integration


@pytest.fixture
def scheduler(redis_client):
    return RqScheduler(Queue(QUEUE, connection=redis_client, serializer=JSONSerializer))


def test_a_bot_turn_scheduled_twice_is_one_job(scheduler):
    scheduler.bot_turns("g1", 7)
    scheduler.bot_turns("g1", 7)
    assert scheduler.queue.job_ids == [job_id("bot", "g1", 7)]


def test_a_deadline_scheduled_by_every_sweep_is_one_scheduled_job(scheduler):
    due = datetime.now(UTC) + timedelta(seconds=300)
    for _ in range(3):
        scheduler.timeout("g1", 0, "2026-01-01T00:00:00.000Z", due)
    assert len(scheduler.queue.scheduled_job_registry.get_job_ids()) == 1


def test_recovery_goes_to_its_own_queue_and_is_not_doubled_by_the_main_one(scheduler):
    scheduler.for_recovery().bot_turns("g1", 3)
    scheduler.bot_turns("g1", 3)
    assert scheduler.queue.job_ids == [] and scheduler.recovery.job_ids == [job_id("bot", "g1", 3)]
    assert scheduler.recovery.name == RECOVERY_QUEUE


def test_job_ids_keep_only_the_characters_rq_allows():
    assert job_id("timeout", "g1", 0, "2026-01-01T00:00:00.000Z") == "timeout-g1-0-2026_01_01T00_00_00_000Z"
