"""The scheduler port: follow-up work (bot turns, turn deadlines), and its RQ adapter."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Protocol

from rq import Queue
from rq.job import JobStatus

QUEUE = "furlong"
RECOVERY_QUEUE = "furlong-recovery"  # after QUEUE on a worker's command line: new turns go first
PENDING = (JobStatus.QUEUED, JobStatus.SCHEDULED, JobStatus.DEFERRED)  # a started job may be a dead worker's
BOT_TURNS = "workers.jobs.play_bot_turns"  # by name: the app layer never imports the workers
TIME_OUT = "workers.jobs.time_out"
RESULT_TTL_S = 60


class Scheduler(Protocol):
    """Where follow-up work goes; every piece of work is idempotent, so scheduling it twice does it once."""

    def bot_turns(self, game_id: str, version: int, delay_s: float = 0.0) -> None:
        """Let the bots act on the game as it is at `version`, after `delay_s` seconds."""

    def timeout(self, game_id: str, seat: int, since: str, at: datetime) -> None:
        """At `at`, act for a seat that has owed a command since `since`, unless it acted meanwhile."""

    def for_recovery(self) -> Scheduler:
        """The same scheduler, for work that must not delay new turns (the worker's sweep)."""


def whole_second_after(at: datetime) -> datetime:
    """`at` rounded up to a whole second: RQ's scheduled registry drops fractions, which would fire early."""
    return at if not at.microsecond else at.replace(microsecond=0) + timedelta(seconds=1)


def job_id(*parts: object) -> str:
    """A job's id from what it acts on, so that scheduling the same work twice finds the first job."""
    return "-".join(re.sub(r"[^A-Za-z0-9_]", "_", str(part)) for part in parts)


class RqScheduler:
    """Bot turns and turn timeouts as RQ jobs (primitive arguments, JSON serializer), one job per piece of work."""

    def __init__(self, queue: Queue, recovery: Queue | None = None):
        self.queue = queue
        self.recovery = recovery or Queue(RECOVERY_QUEUE, connection=queue.connection, serializer=queue.serializer)

    def for_recovery(self) -> RqScheduler:
        """The same scheduler on the low-priority queue that workers serve after the main one."""
        return RqScheduler(self.recovery, self.recovery)

    def bot_turns(self, game_id: str, version: int, delay_s: float = 0.0) -> None:
        """Let the bots act on the game as it is at `version`, after `delay_s` seconds."""
        jid = job_id("bot", game_id, version)
        if self._pending(jid):
            return
        if delay_s > 0:
            self.queue.enqueue_in(
                timedelta(seconds=delay_s), BOT_TURNS, game_id, version, job_id=jid, result_ttl=RESULT_TTL_S
            )
        else:
            self.queue.enqueue(BOT_TURNS, game_id, version, job_id=jid, result_ttl=RESULT_TTL_S)

    def timeout(self, game_id: str, seat: int, since: str, at: datetime) -> None:
        """At `at`, act for a seat that has owed a command since `since`, unless it acted meanwhile."""
        jid = job_id("timeout", game_id, seat, since, at.isoformat())
        if self._pending(jid):
            return
        if at <= datetime.now(UTC):
            self.queue.enqueue(TIME_OUT, game_id, seat, since, job_id=jid, result_ttl=RESULT_TTL_S)
        else:
            self.queue.enqueue_at(
                whole_second_after(at), TIME_OUT, game_id, seat, since, job_id=jid, result_ttl=RESULT_TTL_S
            )

    def _pending(self, jid: str) -> bool:
        """Whether a job with this id is waiting to run (in either queue); a started one may have died with its
        worker, so it is scheduled again (jobs are idempotent: a repeat does nothing)."""
        job = self.queue.fetch_job(jid) or self.recovery.fetch_job(jid)
        return job is not None and job.get_status(refresh=False) in PENDING


class RecordingScheduler:
    """The in-memory fake: keeps what was scheduled, for the caller to run or inspect."""

    def __init__(self) -> None:
        self.bot_turn_requests: list[tuple[str, int, float]] = []
        self.timeouts: list[tuple[str, int, str, datetime]] = []

    def for_recovery(self) -> RecordingScheduler:
        """In-process there is one queue: this scheduler."""
        return self

    def bot_turns(self, game_id: str, version: int, delay_s: float = 0.0) -> None:
        """Remember that the bots may act at `version`."""
        self.bot_turn_requests.append((game_id, version, delay_s))

    def timeout(self, game_id: str, seat: int, since: str, at: datetime) -> None:
        """Remember the deadline."""
        self.timeouts.append((game_id, seat, since, at))

    def due_timeouts(self, now: datetime) -> list[tuple[str, int, str, datetime]]:
        """Take out every remembered deadline due by `now`."""
        due = [t for t in self.timeouts if t[3] <= now]
        self.timeouts = [t for t in self.timeouts if t[3] > now]
        return due
