"""The metrics' parts without a server: outcomes, conflict counting, the backlog collector, job labels, access."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import fakeredis
import pytest
import redis
from prometheus_client import REGISTRY
from rq import Queue
from rq.serializers import JSONSerializer

from adapters.round_trips import counting
from adapters.rq_job_metrics import job_label
from adapters.rq_scheduler import RqScheduler
from app import round_trips
from app.metrics import count_conflict
from app.scheduling import QUEUE
from bootstrap import in_memory_platform
from devtools.toy import TOY, Add
from events.handler import CommandHandler, Contention
from events.lifecycle import SeatSpec
from events.loader import GameLoader
from events.store import InMemoryEventStore
from events.vault import InMemoryVault
from service import create_app
from service.metrics.backlog import BacklogCollector
from service.metrics.observe import outcome_of

NOW = 1_000_000.0


def value(name: str, **labels: str) -> float:
    """A sample of this process's registry (0 when it was never observed)."""
    return REGISTRY.get_sample_value(name, labels) or 0.0


def collected(collector) -> dict[tuple[str, tuple], float]:
    """Every sample a collector yields, by name and labels."""
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in collector.collect()
        for sample in family.samples
    }


@pytest.mark.parametrize(
    "status,replayed,outcome",
    [
        (201, False, "accepted"),
        (201, True, "replayed"),
        (422, True, "replayed"),
        (409, False, "conflict"),
        (422, False, "refused"),
        (403, False, "refused"),
        (404, False, "refused"),
        (503, False, "failed"),
    ],
)
def test_a_command_outcome_is_read_from_its_status_and_whether_it_was_replayed(status, replayed, outcome):
    assert outcome_of(status, replayed) == outcome


def test_a_conflict_counts_a_retry_only_when_the_command_is_decided_again():
    conflicts, retries = (
        value("furlong_append_conflicts_total", ruleset="jockey"),
        value("furlong_command_retries_total", ruleset="jockey"),
    )
    count_conflict("jockey", retrying=True)
    count_conflict("jockey", retrying=False)
    assert value("furlong_append_conflicts_total", ruleset="jockey") == conflicts + 2
    assert value("furlong_command_retries_total", ruleset="jockey") == retries + 1


class OvertakenStore(InMemoryEventStore):
    """Lets another command land just before each of the next `times` appends."""

    def __init__(self):
        super().__init__()
        self.times, self.interloper = 0, None

    def append(self, game_id, expected_version, envelopes, receipt=None, rows=None, rider=None):
        if self.times:
            left, self.times = self.times - 1, 0  # the interloper's own append is not overtaken
            self.interloper()
            self.times = left
        return super().append(game_id, expected_version, envelopes, receipt, rows, rider)


def toy_handler(attempts: int) -> tuple[CommandHandler, OvertakenStore, list[tuple[str, bool]]]:
    """A handler on a one-seat toy game, and the conflicts its observer is told of."""
    store, seen = OvertakenStore(), []
    handler = CommandHandler(store, GameLoader(store, {"toy": TOY}, every=50).load, {"toy": TOY}, InMemoryVault())
    handler.attempts = attempts
    handler.conflict_observers.append(lambda ruleset, retrying: seen.append((ruleset, retrying)))
    handler.create("g", "toy", (SeatSpec(name="p0"),), {"target": 100}, "seed", {"system": "test"})
    store.interloper = lambda: handler.play("g", Add(0, 1), {"seat": 0})
    return handler, store, seen


def test_the_handler_tells_its_observers_of_an_append_that_lost_and_is_retried():
    handler, store, seen = toy_handler(attempts=3)
    store.times = 1
    handler.play("g", Add(0, 2), {"seat": 0})
    assert seen == [("toy", True)]


def test_the_handler_tells_its_observers_the_last_lost_append_is_not_retried():
    handler, store, seen = toy_handler(attempts=2)
    store.times = 2
    with pytest.raises(Contention):
        handler.play("g", Add(0, 2), {"seat": 0})
    assert seen == [("toy", True), ("toy", False)]


def test_round_trips_are_counted_only_between_start_and_stop():
    assert round_trips.stop() is None
    round_trips.start()
    assert round_trips.stop() == 0
    assert round_trips.stop() is None


def test_a_counting_connection_class_keeps_its_base_class():
    counted = counting(redis.Connection)
    assert issubclass(counted, redis.Connection)
    assert counting(redis.Connection) is counted
    assert issubclass(counting(redis.SSLConnection), redis.SSLConnection)


def rq_scheduler_on(client) -> RqScheduler:
    return RqScheduler(Queue(QUEUE, connection=client, serializer=JSONSerializer))


def test_the_backlog_reports_queue_depths_and_deadlines_pending_and_late():
    client = fakeredis.FakeRedis()
    scheduler = rq_scheduler_on(client)
    scheduler.bot_turns("a", 3)
    scheduler.bot_turns("b", 5)
    scheduler.for_recovery().bot_turns("c", 7)
    scheduler.bot_turns("d", 1, delay_s=30)
    at = lambda seconds_from_now: datetime.fromtimestamp(NOW + seconds_from_now, UTC)
    scheduler.timeout("a", 0, "s1", at(-60))  # late
    scheduler.timeout("b", 1, "s2", at(-2))  # due, within the grace
    scheduler.timeout("c", 0, "s3", at(+60))  # not due yet
    samples = collected(BacklogCollector(scheduler, late_after_s=5, clock=lambda: NOW))
    assert samples[("furlong_queue_depth", (("queue", "furlong"),))] == 2
    assert samples[("furlong_queue_depth", (("queue", "furlong-recovery"),))] == 1
    assert samples[("furlong_queue_scheduled_jobs", (("queue", "furlong"),))] == 1
    assert samples[("furlong_deadlines_pending", ())] == 3
    assert samples[("furlong_deadlines_late", ())] == 1
    assert samples[("furlong_jobs_redis_up", ())] == 1


def test_the_backlog_says_the_jobs_redis_is_down_instead_of_failing_the_scrape():
    client = redis.Redis(port=1, socket_connect_timeout=0.2)
    samples = collected(BacklogCollector(rq_scheduler_on(client), late_after_s=5, failures=(redis.RedisError,)))
    assert samples == {("furlong_jobs_redis_up", ()): 0}


def test_in_process_scheduling_has_no_backlog_to_report():
    assert collected(BacklogCollector(in_memory_platform().scheduler, late_after_s=5)) == {}


@pytest.mark.parametrize(
    "func_name,label",
    [
        ("workers.jobs.play_bot_turns", "play_bot_turns"),
        ("workers.jobs.time_out", "time_out"),
        ("os.system", "other"),
        (None, "other"),
    ],
)
def test_a_job_is_labelled_by_a_known_name_or_other(func_name, label):
    assert job_label(func_name) == label


def test_metrics_are_open_without_a_metrics_token():
    answer = create_app({"TESTING": True}, platform=in_memory_platform()).test_client().get("/metrics")
    assert answer.status_code == 200
    assert answer.headers["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8"
    assert "# TYPE furlong_commands_total counter" in answer.get_data(as_text=True)


@pytest.mark.parametrize("header", [None, "Bearer wrong", "Basic s3cret", "s3cret"])
def test_with_a_metrics_token_a_request_without_it_gets_a_401_problem(header):
    http = create_app({"TESTING": True, "METRICS_TOKEN": "s3cret"}, platform=in_memory_platform()).test_client()
    answer = http.get("/metrics", headers={"Authorization": header} if header else {})
    assert answer.status_code == 401
    assert answer.mimetype == "application/problem+json"
    assert "METRICS_TOKEN" in answer.json["detail"]
    assert answer.headers["WWW-Authenticate"].startswith("Bearer")


def test_with_a_metrics_token_a_request_bearing_it_gets_the_metrics():
    http = create_app({"TESTING": True, "METRICS_TOKEN": "s3cret"}, platform=in_memory_platform()).test_client()
    assert http.get("/metrics", headers={"Authorization": "Bearer s3cret"}).status_code == 200


def test_a_late_deadline_is_one_due_longer_ago_than_the_grace():
    client = fakeredis.FakeRedis()
    scheduler = rq_scheduler_on(client)
    scheduler.timeout("a", 0, "s1", datetime.fromtimestamp(NOW, UTC) - timedelta(seconds=10))
    assert collected(BacklogCollector(scheduler, 9, clock=lambda: NOW))[("furlong_deadlines_late", ())] == 1
    assert collected(BacklogCollector(scheduler, 11, clock=lambda: NOW))[("furlong_deadlines_late", ())] == 0
