"""RQ scheduling: one job per piece of work, however often it is scheduled; recovery waits behind new turns; turn
deadlines live in an index, one per seat."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta

import pytest
from rq import Queue
from rq.serializers import JSONSerializer

from adapters.rq_scheduler import BOT_RETRY_S, DUE, RqScheduler, job_id
from app.scheduling import QUEUE, RECOVERY_QUEUE

pytestmark = pytest.mark.integration
SINCE = "2026-01-01T00:00:00.000Z"
LATER = "2026-01-01T00:00:07.000Z"


@pytest.fixture
def scheduler(redis_client):
    return RqScheduler(Queue(QUEUE, connection=redis_client, serializer=JSONSerializer))


def test_a_bot_turn_scheduled_twice_is_one_job(scheduler):
    scheduler.bot_turns("g1", 7)
    scheduler.bot_turns("g1", 7)
    assert scheduler.queue.job_ids == [job_id("bot", "g1", 7)]


def test_a_bot_turn_that_fails_runs_again_after_growing_pauses(scheduler):
    scheduler.bot_turns("g1", 7)
    scheduler.bot_turns("g2", 7, delay_s=1)
    for game in ("g1", "g2"):
        job = scheduler.queue.fetch_job(job_id("bot", game, 7))
        assert job.retries_left == len(BOT_RETRY_S) and job.retry_intervals == list(BOT_RETRY_S)


def test_a_bot_turn_taken_off_its_queue_by_a_worker_that_died_before_starting_it_is_queued_again(scheduler):
    scheduler.bot_turns("g1", 7)
    client, jid = scheduler.queue.connection, job_id("bot", "g1", 7)
    client.lmove(scheduler.queue.key, scheduler.queue.intermediate_queue.key)  # as a worker's dequeue does

    scheduler.bot_turns("g1", 7)

    assert scheduler.queue.job_ids == [jid]


def test_a_bot_delay_is_never_shortened_by_rq_dropping_fractions_of_seconds(scheduler):
    asked = time.time()
    scheduler.bot_turns("g1", 7, delay_s=0.3)
    when = scheduler.queue.scheduled_job_registry.get_scheduled_time(job_id("bot", "g1", 7))
    assert when.timestamp() >= asked + 0.3


def test_a_deadline_scheduled_by_every_sweep_is_one_entry_and_no_job(scheduler, redis_client):
    due = datetime.now(UTC) + timedelta(seconds=300)
    for _ in range(3):
        scheduler.timeout("g1", 0, SINCE, due)
    assert redis_client.zrange(DUE, 0, -1, withscores=True) == [(b"g1:0", due.timestamp())]
    assert scheduler.queue.scheduled_job_registry.get_job_ids() == [] and scheduler.queue.job_ids == []


def test_a_seats_later_deadline_replaces_its_earlier_one(scheduler):
    due = datetime.now(UTC)
    scheduler.timeout("g1", 0, SINCE, due)
    scheduler.timeout("g1", 0, LATER, due + timedelta(seconds=7))
    assert scheduler.deadlines.take(float("inf")) == [("g1", 0, LATER)]


def test_an_earlier_turns_deadline_that_arrives_late_does_not_replace_the_later_one(scheduler):
    due = datetime.now(UTC)
    scheduler.timeout("g1", 0, LATER, due + timedelta(seconds=7))
    scheduler.timeout("g1", 0, SINCE, due)
    assert scheduler.deadlines.take(float("inf")) == [("g1", 0, LATER)]


def test_cancelling_an_ended_turn_leaves_the_seats_newer_deadline(scheduler):
    due = datetime.now(UTC)
    scheduler.timeout("g1", 0, LATER, due)
    scheduler.cancel_timeout("g1", 0, SINCE)
    assert scheduler.deadlines.take(float("inf")) == [("g1", 0, LATER)]
    scheduler.timeout("g1", 0, LATER, due)
    scheduler.cancel_timeout("g1", 0, LATER)
    assert scheduler.deadlines.take(float("inf")) == []


def test_one_retime_cancels_the_ended_turns_and_keeps_the_started_ones_as_each_call_would(scheduler):
    due = datetime.now(UTC)
    scheduler.timeout("g1", 0, SINCE, due)
    scheduler.timeout("g1", 1, LATER, due + timedelta(seconds=9))
    scheduler.retime(
        "g1",
        [(0, SINCE), (1, SINCE)],  # seat 1's ended turn is not the one it owes now: its deadline stays
        [(2, LATER, due + timedelta(seconds=7)), (1, SINCE, due)],  # seat 1's earlier turn arrives late: dropped
    )
    assert sorted(scheduler.deadlines.take(float("inf"))) == [("g1", 1, LATER), ("g1", 2, LATER)]


def test_taking_deadlines_takes_only_those_due_and_each_once(scheduler):
    now = datetime.now(UTC)
    scheduler.timeout("g:1", 0, SINCE, now - timedelta(seconds=1))
    scheduler.timeout("g:1", 1, SINCE, now + timedelta(seconds=60))
    assert scheduler.deadlines.take(now.timestamp()) == [("g:1", 0, SINCE)]
    assert scheduler.deadlines.take(now.timestamp()) == []


def test_recovery_goes_to_its_own_queue_and_is_not_doubled_by_the_main_one(scheduler):
    scheduler.for_recovery().bot_turns("g1", 3)
    scheduler.bot_turns("g1", 3)
    assert scheduler.queue.job_ids == [] and scheduler.recovery.job_ids == [job_id("bot", "g1", 3)]
    assert scheduler.recovery.name == RECOVERY_QUEUE


def test_job_ids_keep_only_the_characters_rq_allows():
    assert job_id("timeout", "g1", 0, "2026-01-01T00:00:00.000Z") == "timeout-g1-0-2026_01_01T00_00_00_000Z"
