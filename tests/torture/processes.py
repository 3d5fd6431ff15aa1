"""The Procfile's processes on loopback: redis-server, gunicorn and RQ workers, each killable with SIGKILL."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from devtools.health import wait_until_healthy
from devtools.redis_server import RedisServer, _die_with_parent, free_port

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
STOP_TIMEOUT_S = 15
REDIS_DOWN_S = 2.0


def procfile(name: str) -> str:
    """The command line of one Procfile process."""
    for line in (ROOT / "Procfile").read_text().splitlines():
        label, _, command = line.partition(":")
        if label.strip() == name:
            return command.strip()
    raise LookupError(f"no {name!r} process in the Procfile")


def spawn(command: str, env: dict, log: Path) -> subprocess.Popen:
    """A Procfile command run by bash (as honcho does) in its own process group, output to `log`.

    Like redis-server, it gets SIGTERM if this process dies: spawn from the main thread only."""
    environment = {
        **os.environ,
        **env,
        "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        "PYTHONPATH": str(ROOT),
    }
    with open(log, "ab") as out:
        return subprocess.Popen(
            ["bash", "-c", f"exec {command}"],
            cwd=ROOT,
            env=environment,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=_die_with_parent,
        )


def kill_group(process: subprocess.Popen | None, sig: int = signal.SIGKILL) -> None:
    """Send `sig` to the process's whole group (it leads one) and reap it."""
    if process is None or process.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, sig)
    try:
        process.wait(timeout=STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def children(pid: int) -> list[int]:
    """The process ids whose parent is `pid` (Linux /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


class Stack:
    """redis-server (append-only, fsync always), gunicorn and RQ workers as in the Procfile, in one folder."""

    def __init__(
        self,
        folder: Path,
        web_threads: int = 32,
        workers: int = 1,
        admin_token: str = "torture-admin",
        settings: dict[str, str] | None = None,
    ):
        self.folder, self.web_threads, self.worker_count = folder, web_threads, workers
        self.admin_token, self.settings = admin_token, settings or {}
        self.redis = RedisServer(port=free_port(), data_dir=folder / "redis", appendonly=True)
        self.port = free_port()
        self.web: subprocess.Popen | None = None
        self.workers: list[subprocess.Popen] = []

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def urls(self) -> list[str]:
        """Every web address a client may use (writers take them in turn)."""
        return [self.url]

    @property
    def redis_url(self) -> str:
        return self.redis.url

    def env(self) -> dict:
        """The environment every process of the stack gets."""
        return {
            "PORT": str(self.port),
            "REDIS_URL": self.redis_url,
            "WEB_THREADS": str(self.web_threads),
            "FURLONG_ADMIN_TOKEN": self.admin_token,
            "ARCHIVE_URL": str(self.archive_dir),
            **self.settings,
        }

    @property
    def archive_dir(self) -> Path:
        """The stack's archive of finished games (never the checkout's data folder)."""
        return self.folder / "archive"

    def start(self) -> Stack:
        """Redis, then gunicorn (until healthy), then the RQ workers."""
        self.redis.start()
        self.web = spawn(procfile("web"), self.env(), self.folder / "web.log")
        wait_until_healthy(f"{self.url}/healthz", self.web, 30)
        for _ in range(self.worker_count):
            self.start_worker()
        return self

    def start_worker(self) -> subprocess.Popen:
        """One more RQ worker process."""
        worker = spawn(procfile("worker"), self.env(), self.folder / "worker.log")
        self.workers.append(worker)
        return worker

    def strike(self, kind: str) -> int:
        """Inject one fault of `kind` now; the pid it killed (or what it moved)."""
        match kind:
            case "web worker":
                return self.kill_web_worker()
            case "rq worker":
                return self.kill_rq_worker()
            case "redis-server":
                return self.kill_redis(REDIS_DOWN_S)
        raise ValueError(f"this stack has no fault {kind!r}")

    def kill_web_worker(self) -> int:
        """SIGKILL one gunicorn worker (the master starts another); its pid."""
        pids = children(self.web.pid)
        if not pids:
            raise RuntimeError("gunicorn has no worker process to kill")
        os.kill(pids[0], signal.SIGKILL)
        return pids[0]

    def kill_rq_worker(self) -> int:
        """SIGKILL the oldest RQ worker (with its work horse) and start a new one; the killed pid."""
        victim = self.workers.pop(0)
        kill_group(victim)
        self.start_worker()
        return victim.pid

    def kill_redis(self, down_s: float) -> int:
        """SIGKILL redis-server, leave it down `down_s` seconds, restart it on the same port and data; its pid."""
        pid = self.redis.pid
        os.kill(pid, signal.SIGKILL)
        self.redis.process.wait(timeout=STOP_TIMEOUT_S)
        time.sleep(down_s)
        self.redis.start()
        return pid

    def revive_workers(self) -> int:
        """Start a new RQ worker for each one that exited by itself (a supervisor's job); how many."""
        dead = [w for w in self.workers if w.poll() is not None]
        for worker in dead:
            self.workers.remove(worker)
            self.start_worker()
        return len(dead)

    def stop(self) -> None:
        """Stop workers, gunicorn and redis-server, whatever state they are in."""
        for worker in self.workers:
            kill_group(worker, signal.SIGTERM)
        kill_group(self.web, signal.SIGTERM)
        self.redis.stop()

    def __enter__(self) -> Stack:
        try:
            return self.start()
        except BaseException:
            self.stop()
            raise

    def __exit__(self, *exc_info) -> None:
        self.stop()
