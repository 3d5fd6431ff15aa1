"""Scrape-time metrics of the work waiting in the jobs' Redis: RQ queue depths and turn deadlines.

Read when /metrics is scraped, in one round trip on the scheduler's own Redis (RQ_REDIS_URL, else REDIS_URL),
so that every web process reports the same figures and nothing is counted in advance.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator

from prometheus_client.metrics_core import GaugeMetricFamily, Metric

from app.scheduling import Backlog, Scheduler

log = logging.getLogger(__name__)


class BacklogCollector:
    """Queue depths, scheduled jobs, and deadlines pending and late (due more than `late_after_s` ago)."""

    def __init__(
        self,
        scheduler: Scheduler,
        late_after_s: float,
        failures: tuple[type[Exception], ...] = (),
        clock: Callable[[], float] = time.time,
    ):
        self.scheduler, self.late_after_s, self.failures, self.clock = scheduler, late_after_s, failures, clock

    def collect(self) -> Iterator[Metric]:
        """The figures as they are now; none (and jobs_redis_up 0) when the jobs' Redis does not answer, nothing at
        all when work runs in process (tests, simulations)."""
        up = GaugeMetricFamily("furlong_jobs_redis_up", "1 if the jobs' Redis answered this scrape, else 0")
        try:
            backlog = self.scheduler.backlog(self.clock() - self.late_after_s)
        except self.failures as error:
            log.warning("metrics: the jobs' Redis does not answer: %s", error)
            up.add_metric([], 0)
            yield up
            return
        if backlog is None:
            return
        up.add_metric([], 1)
        yield up
        yield from self._families(backlog)

    def _families(self, backlog: Backlog) -> Iterator[Metric]:
        depth = GaugeMetricFamily("furlong_queue_depth", "Jobs waiting in an RQ queue", labels=["queue"])
        scheduled = GaugeMetricFamily(
            "furlong_queue_scheduled_jobs", "Jobs scheduled for later (bot think time) on an RQ queue", labels=["queue"]
        )
        for name, count in backlog.waiting.items():
            depth.add_metric([name], count)
        for name, count in backlog.scheduled.items():
            scheduled.add_metric([name], count)
        yield depth
        yield scheduled
        yield GaugeMetricFamily(
            "furlong_deadlines_pending", "Turn deadlines in the deadline index", value=backlog.deadlines
        )
        yield GaugeMetricFamily(
            "furlong_deadlines_late",
            "Turn deadlines due longer ago than METRICS_DEADLINE_LATE_S and still not taken by a worker",
            value=backlog.late,
        )
