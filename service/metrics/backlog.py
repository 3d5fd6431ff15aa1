"""Scrape-time metrics of the work waiting in the jobs' Redis: RQ queue depths and turn deadlines.

Read when /metrics is scraped, in one pipeline on the scheduler's own Redis (RQ_REDIS_URL, else REDIS_URL),
so that every web process reports the same figures and nothing is counted in advance.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator

import redis
from prometheus_client.metrics_core import GaugeMetricFamily, Metric
from rq import Queue

from app.scheduling import DUE, RqScheduler, Scheduler

log = logging.getLogger(__name__)


class BacklogCollector:
    """Queue depths, scheduled jobs, and deadlines pending and late (due more than `late_after_s` ago)."""

    def __init__(self, scheduler: Scheduler, late_after_s: float, clock: Callable[[], float] = time.time):
        self.scheduler, self.late_after_s, self.clock = scheduler, late_after_s, clock

    def collect(self) -> Iterator[Metric]:
        """The figures as they are now; none (and jobs_redis_up 0) when the jobs' Redis does not answer."""
        scheduler = self.scheduler
        if not isinstance(scheduler, RqScheduler):
            return  # in-process scheduling (tests, simulations): no queues to read
        queues = [scheduler.queue, scheduler.recovery, scheduler.idle]
        up = GaugeMetricFamily("furlong_jobs_redis_up", "1 if the jobs' Redis answered this scrape, else 0")
        try:
            counts = self._read(scheduler.queue.connection, queues)
        except redis.RedisError as error:
            log.warning("metrics: the jobs' Redis does not answer: %s", error)
            up.add_metric([], 0)
            yield up
            return
        up.add_metric([], 1)
        yield up
        yield from self._families(queues, counts)

    def _read(self, client: redis.Redis, queues: list[Queue]) -> list[int]:
        """[depth, scheduled] per queue, then [pending, late] deadlines, in one round trip."""
        pipe = client.pipeline(transaction=False)
        for queue in queues:
            pipe.llen(queue.key)
            pipe.zcard(queue.scheduled_job_registry.key)
        pipe.zcard(DUE)
        pipe.zcount(DUE, "-inf", self.clock() - self.late_after_s)
        return [int(count) for count in pipe.execute()]

    def _families(self, queues: list[Queue], counts: list[int]) -> Iterator[Metric]:
        depth = GaugeMetricFamily("furlong_queue_depth", "Jobs waiting in an RQ queue", labels=["queue"])
        scheduled = GaugeMetricFamily(
            "furlong_queue_scheduled_jobs", "Jobs scheduled for later (bot think time) on an RQ queue", labels=["queue"]
        )
        for index, queue in enumerate(queues):
            depth.add_metric([queue.name], counts[2 * index])
            scheduled.add_metric([queue.name], counts[2 * index + 1])
        pending, late = counts[-2:]
        yield depth
        yield scheduled
        yield GaugeMetricFamily("furlong_deadlines_pending", "Turn deadlines in the deadline index", value=pending)
        yield GaugeMetricFamily(
            "furlong_deadlines_late",
            "Turn deadlines due longer ago than METRICS_DEADLINE_LATE_S and still not taken by a worker",
            value=late,
        )
