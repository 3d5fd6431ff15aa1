"""The RQ worker Furlong runs: jobs in its own process, through Redis restarts, each job's wait and run observed.

What the process does besides RQ's work (one platform for its jobs, the deadline poller, the sweep) is the worker
process named by WORKER_PROCESS, found by name as RQ finds its jobs: the adapters never import the workers."""

from __future__ import annotations

import contextlib
import functools
import importlib
import logging
import time
from collections.abc import Callable
from typing import Any, Protocol

import redis
from rq import Queue, SimpleWorker
from rq.executions import Execution
from rq.job import Job

from .rq_job_metrics import observe_job, utc_now

log = logging.getLogger(__name__)
SWEEP_INTERVAL_S = 30
REDIS_WAIT_S = 0.5
WORKER_PROCESS = "workers.worker:WorkerProcess"


class WorkerProcess(Protocol):
    """What a worker process does besides RQ's work."""

    def start(self) -> Callable[[], None]:
        """Start its background work (the deadline poller); a function that stops it."""

    def serving(self) -> contextlib.AbstractContextManager[None]:
        """Entered while a job runs: the job works on this process's platform."""

    def sweep(self) -> tuple[int, int]:
        """Catch up what was left undone: (lobby summaries caught up, running games followed up)."""


@functools.cache
def process_for(connection: redis.Redis) -> WorkerProcess:
    """The worker process of this connection (the worker's own), built once."""
    module, _, name = WORKER_PROCESS.partition(":")
    made: WorkerProcess = getattr(importlib.import_module(module), name)(connection)
    return made


class FurlongWorker(SimpleWorker):
    """An RQ worker that runs jobs in its own process (no fork per job: its platform, Redis pool and hot game
    states serve every job), polls turn deadlines in a thread, and sweeps on start and at every maintenance tick
    (jobs are idempotent: repeats are harmless)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["maintenance_interval"] = SWEEP_INTERVAL_S  # `rq worker` always passes its own (600 s): ours rules
        super().__init__(*args, **kwargs)
        self._renew_connections()

    def _renew_connections(self) -> None:
        """Drop the connections made before RQ raised the pool's socket timeout above its blocking dequeue's:
        on one of them (redis-py's default: 5 s) an idle dequeue times out and RQ backs off, sleeping up to a
        minute while new jobs wait."""
        pool = self.connection.connection_pool
        pool.disconnect()
        pool.reset()

    @property
    def dequeue_timeout(self) -> int:
        """Wake from an idle dequeue at least every sweep interval, so that the sweep also runs while the queues
        are idle (RQ's own would block for worker_ttl - 15 s, 405 s by default)."""
        return min(super().dequeue_timeout, SWEEP_INTERVAL_S)

    @property
    def process(self) -> WorkerProcess:
        """The process's one worker process: its platform is shared with its jobs and its deadline poller."""
        return process_for(self.connection)

    def work(self, *args: Any, **kwargs: Any) -> bool:
        """Poll deadlines while working; a stopped worker stops polling."""
        stop = self.process.start()
        try:
            return self._work_through_outages(*args, **kwargs)
        finally:
            stop()

    def _work_through_outages(self, *args: Any, **kwargs: Any) -> bool:
        """Sweep, then work as usual; if Redis goes away outside the job loop, wait for it and start again."""
        while True:
            try:
                self._sweep()
                return super().work(*args, **kwargs)
            except (redis.ConnectionError, redis.TimeoutError) as error:
                if self._stop_requested:
                    return False
                log.warning("Redis does not answer (%s); waiting for it to start again", error)
                self._wait_for_redis()
                self._forget_birth()

    def _forget_birth(self) -> None:
        """Clear this worker's registration so that the next start may register it again."""
        try:
            self.register_death()
        except redis.RedisError:
            log.exception("could not clear the worker's registration")

    def dequeue_job_and_maintain_ttl(
        self, timeout: int | None, max_idle_time: int | None = None
    ) -> tuple[Job, Queue] | None:
        """RQ's dequeue, waiting out a Redis restart instead of quitting (which would stop `make run`)."""
        while True:
            try:
                return super().dequeue_job_and_maintain_ttl(timeout, max_idle_time)
            except (redis.ConnectionError, redis.TimeoutError) as error:
                log.warning("Redis does not answer (%s); waiting for it", error)
                self._wait_for_redis()

    def _wait_for_redis(self) -> None:
        while True:
            time.sleep(REDIS_WAIT_S)
            try:
                self.connection.ping()
                return
            except (redis.ConnectionError, redis.TimeoutError):
                continue

    def perform_job(self, job: Job, queue: Queue, execution: Execution) -> bool:
        """RQ's perform_job, observing how long the job waited to start and how long it ran (docs/metrics.md)."""
        started, clock = utc_now(), time.perf_counter()
        with self.process.serving():
            finished = super().perform_job(job, queue, execution)
        observe_job(job, queue.name, started, time.perf_counter() - clock, finished)
        return finished

    def run_maintenance_tasks(self) -> None:
        """RQ's own maintenance, then a sweep."""
        super().run_maintenance_tasks()
        self._sweep()

    def _sweep(self) -> None:
        try:
            caught_up, running = self.process.sweep()
            log.info("sweep: %d lobby summaries caught up, follow-ups of %d running games", caught_up, running)
        except Exception:
            log.exception("sweep failed; the next maintenance tick tries again")
