"""The worker's metrics: how long RQ jobs wait to start and how long they run (docs/metrics.md).

Labels are the queue and the job's function, from a fixed list: never a game id.
"""

from __future__ import annotations

from datetime import UTC, datetime

from prometheus_client import Histogram
from rq.job import Job

from app.scheduling import BOT_TURNS

SECONDS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 300.0)
JOBS = {BOT_TURNS: "play_bot_turns", "workers.jobs.time_out": "time_out"}
OTHER = "other"

JOB_WAIT = Histogram(
    "furlong_job_wait_seconds",
    "From a job's enqueueing (a scheduled job's: its move to the queue when due) to its start, by queue and job",
    ["queue", "job"],
    buckets=SECONDS,
)
JOB_RUN = Histogram(
    "furlong_job_run_seconds",
    "How long a job ran, by queue, job and result (finished or failed)",
    ["queue", "job", "result"],
    buckets=SECONDS,
)


def job_label(func_name: str | None) -> str:
    """The job's short name if it is one of Furlong's, else "other" (labels stay bounded)."""
    return JOBS.get(func_name or "", OTHER)


def observe_job(job: Job, queue: str, started: datetime, run_s: float, finished: bool) -> None:
    """One job's wait (enqueued to `started`) and its run time."""
    name = job_label(job.func_name)
    if job.enqueued_at is not None:
        JOB_WAIT.labels(queue, name).observe(max(0.0, (started - job.enqueued_at).total_seconds()))
    JOB_RUN.labels(queue, name, "finished" if finished else "failed").observe(run_s)


def utc_now() -> datetime:
    """Now, in UTC (RQ's timestamps are UTC)."""
    return datetime.now(UTC)
