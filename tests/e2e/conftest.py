"""A real gunicorn serving the app against the session's real redis-server."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
import redis

from devtools.health import file_text, wait_until_healthy
from devtools.redis_server import free_port

ROOT = Path(__file__).resolve().parents[2]
E2E_DB = 3
GAMES = ("furlong", "furlong-recovery", "furlong-idle")  # a game worker's queues, as the Procfile's `worker`


@contextlib.contextmanager
def gunicorn(redis_server, db: int, options: list[str], env: dict | None = None):
    """A gunicorn serving the app on a free port against one emptied database; its base URL."""
    with served(emptied(redis_server, db), options, env) as (url, _):
        yield url


def emptied(redis_server, db: int) -> str:
    """The URL of one database of the session's redis-server, emptied."""
    redis_url = redis_server.url.rsplit("/", 1)[0] + f"/{db}"
    redis.Redis.from_url(redis_url).flushdb()
    return redis_url


@contextlib.contextmanager
def served(
    redis_url: str, options: list[str], env: dict | None = None, wait_s: float = 20, log_path: Path | None = None
):
    """`gunicorn service:create_app()` on a free port with `options`, once healthy: (its base URL, its process);
    its output goes to a file (`log_path`, else a temporary one), which a failed start shows."""
    port = free_port()
    environment = {**os.environ, "REDIS_URL": redis_url, "PYTHONPATH": str(ROOT), **(env or {})}
    command = [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}", "--no-control-socket", *options]
    with open(log_path, "w+b") if log_path else tempfile.TemporaryFile() as log:
        process = subprocess.Popen(
            [*command, "service:create_app()"], cwd=ROOT, env=environment, stdout=log, stderr=subprocess.STDOUT
        )
        url = f"http://127.0.0.1:{port}"
        try:
            wait_until_healthy(f"{url}/healthz", process, wait_s, file_text(log))
            yield url, process
        finally:
            stop(process)


def stop(process: subprocess.Popen, grace_s: float = 15) -> None:
    """SIGTERM, then SIGKILL if the server still runs after `grace_s` (live feeds may hold it open)."""
    process.terminate()
    try:
        process.wait(timeout=grace_s)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=grace_s)


@pytest.fixture(scope="session")
def server_url(redis_server):
    """Base URL of a gunicorn (2 workers) started for the session and stopped after it."""
    with gunicorn(redis_server, E2E_DB, ["--workers", "2", "--threads", "4"]) as url:
        yield url


class RqWorker:
    """A real `rq worker` process (Furlong's worker class, with its scheduler) on one Redis database."""

    def __init__(
        self, redis_url: str, with_scheduler: bool = True, env: dict | None = None, queues: tuple[str, ...] = GAMES
    ):
        self.redis_url, self.process, self.with_scheduler, self.env = redis_url, None, with_scheduler, env or {}
        self.queues = queues
        self.log = tempfile.TemporaryFile()  # noqa: SIM115 (lives as long as this object: the output a failing test shows)

    def start(self) -> RqWorker:
        """Spawn the worker as the Procfile does (a killed scheduler's lock outlives it by a minute: opt out)."""
        scheduler = ["--with-scheduler"] if self.with_scheduler else []
        command = [
            str(Path(sys.executable).parent / "rq"),
            "worker",
            *scheduler,
            "--serializer",
            "rq.serializers.JSONSerializer",
            "--worker-class",
            "adapters.rq_worker.FurlongWorker",
            "--url",
            self.redis_url,
            *self.queues,
        ]
        self.process = subprocess.Popen(
            command,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT), **self.env},
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        return self

    def output(self) -> str:
        """The end of what the worker wrote so far."""
        return file_text(self.log)()[-4000:]

    def kill(self) -> None:
        """SIGKILL: the worker dies wherever it is, mid-job or not."""
        self.process.kill()
        self.process.wait(timeout=10)

    def stop(self) -> None:
        """Stop the worker if it still runs."""
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=15)


@pytest.fixture
def worker(server_url, redis_server):
    """A real RQ worker on the e2e server's database, stopped after the test."""
    started = RqWorker(redis_server.url.rsplit("/", 1)[0] + f"/{E2E_DB}").start()
    yield started
    started.stop()
