"""Real processes for the benches: gunicorn and the RQ worker as the Procfile starts them, the load generator
(wrk, or bench/pyload.py), and CPU accounting.

Every process started here is stopped by the context manager that started it, on any exit.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import shlex
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from devtools.health import file_text, wait_until_healthy
from devtools.redis_server import RedisServer, free_port, stop_process
from events.signing import SigningKey, b64

from . import pyload

ROOT = Path(__file__).resolve().parent.parent
PROCFILE = ROOT / "Procfile"
BIN = Path(sys.executable).parent  # the venv's bin/ (not resolved): gunicorn and rq live there
HELLO_APP = "bench.hello:app"
FURLONG_APP = "service:create_app()"
ADMIN_TOKEN = secrets.token_urlsafe(24)  # the benches' servers' admin token: it may seed games with human seats
TICKS = os.sysconf("SC_CLK_TCK")
WRK_THREADS, WRK_CONNECTIONS = 2, 32


VARIABLE = r"\$\{(\w+):-([^}]*)\}|\$(\w+)"  # ${NAME:-default} or $NAME


def procfile_line(name: str, env: Mapping[str, str]) -> list[str]:
    """A Procfile process's argv, with $VAR and ${VAR:-default} expanded as the shell would."""
    line = next(text for text in PROCFILE.read_text().splitlines() if text.startswith(f"{name}:"))

    def expand(match: re.Match[str]) -> str:
        name, default = match.group(1) or match.group(3), match.group(2) or ""
        return env.get(name) or re.sub(VARIABLE, expand, default)  # a default may name another variable

    expanded = re.sub(VARIABLE, expand, line.removeprefix(f"{name}:"))
    return shlex.split(expanded)


USERS_CONFIGURATION = (
    "as `make run` runs: the Procfile's lines with its access log, metrics in Prometheus multiprocess files, "
    "Redis append-only with fsync on every write and a password, every rate limit on (raised out of the "
    "load's way, still worked out on every request)"
)
UNREACHED_LIMIT = "1000000"  # per second and burst: the limiter does its work and never refuses the load
LIMITED = ("ADDRESS", "SEAT", "NETWORK", "CREATE", "BOTS", "COSTLY")


def users_redis() -> RedisServer:
    """A throwaway redis-server started as `make run` starts its own: append-only, fsync on every write, a password
    and the same denied commands."""
    return RedisServer(appendonly=True, password=secrets.token_urlsafe(24))


def throwaway_env(redis_url: str, keys_dir: str) -> dict[str, str]:
    """The environment of a bench's server and worker, as `make run` gives its own, with a throwaway Redis, signing
    key (never data/keys) and metrics folder."""
    env = {k: v for k, v in os.environ.items() if k != "FURLONG_RETIRED_KEYS"}
    env.update(
        REDIS_URL=redis_url,
        FURLONG_SIGNING_KEY=b64(SigningKey.generate().raw()),
        FURLONG_KEYS_DIR=keys_dir,
        FURLONG_ADMIN_TOKEN=ADMIN_TOKEN,
        PROMETHEUS_MULTIPROC_DIR=tempfile.mkdtemp(prefix="metrics-", dir=keys_dir),
        FEED_MAX_PER_ADDRESS=UNREACHED_LIMIT,
        PYTHONPATH=str(ROOT),
        PYTHONUNBUFFERED="1",
        PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
    )
    for subject in LIMITED:
        env[f"RATE_LIMIT_{subject}_PER_S"] = env[f"RATE_LIMIT_{subject}_BURST"] = UNREACHED_LIMIT
    env.pop("RATE_LIMIT_EXEMPT", None)
    return env


@dataclass
class Server:
    """A running gunicorn: its URL, its master process and the argv it was started with."""

    url: str
    process: subprocess.Popen[bytes]
    argv: list[str]

    def cpu_ms(self) -> float:
        """User plus system CPU of the master and every worker process so far, in ms."""
        return tree_cpu_ms(self.process.pid)


@contextlib.contextmanager
def gunicorn(app: str, env: Mapping[str, str], ready_path: str = "/healthz") -> Iterator[Server]:
    """The Procfile's web line with exactly its flags (the app swapped for `app`), on a free loopback port."""
    port = free_port()
    argv = procfile_line("web", {**env, "PORT": str(port)})
    argv = [app if arg == FURLONG_APP else arg for arg in argv]
    with tempfile.TemporaryFile() as errors:
        # The access log (--access-logfile -) goes to stdout, written as under `make run`, and dropped.
        process = subprocess.Popen(
            [str(BIN / argv[0]), *argv[1:]], cwd=ROOT, env=dict(env), stdout=subprocess.DEVNULL, stderr=errors
        )
        try:
            url = f"http://127.0.0.1:{port}"
            wait_until_healthy(url + ready_path, process, 30, file_text(errors))
            yield Server(url, process, argv)
        finally:
            stop_process(process, timeout=15)


@contextlib.contextmanager
def rq_worker(env: Mapping[str, str], log_path: str | None = None) -> Iterator[subprocess.Popen[bytes]]:
    """The Procfile's worker line (one RQ worker, as `make run` starts it)."""
    argv = procfile_line("worker", env)
    with open(log_path or os.devnull, "ab") as log:
        process = subprocess.Popen(
            [str(BIN / argv[0]), *argv[1:]], cwd=ROOT, env=dict(env), stdout=log, stderr=subprocess.STDOUT
        )
        try:
            yield process
        finally:
            stop_process(process, timeout=15)


def children(pid: int) -> list[int]:
    """Every descendant process of `pid` (from /proc)."""
    parents: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            with contextlib.suppress(OSError, IndexError, ValueError):
                stat = Path(f"/proc/{entry}/stat").read_text()
                parents.setdefault(int(stat.rsplit(")", 1)[1].split()[1]), []).append(int(entry))
    found, todo = [], [pid]
    while todo:
        kids = parents.get(todo.pop(), [])
        found += kids
        todo += kids
    return found


def process_cpu_ms(pid: int) -> float:
    """utime + stime of one process, in ms (0 if it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) * 1000 / TICKS


def tree_cpu_ms(pid: int) -> float:
    """utime + stime of a process and all its descendants, in ms."""
    return sum(process_cpu_ms(p) for p in [pid, *children(pid)])


def wrk_path() -> str | None:
    """Debian's wrk, if installed."""
    return shutil.which("wrk")


def uses_wrk() -> bool:
    """Whether wrk drives the HTTP benches: it is installed, and FURLONG_BENCH_LOAD=python does not pick the
    Python fallback (bench/pyload.py) instead."""
    return wrk_path() is not None and os.environ.get("FURLONG_BENCH_LOAD") != "python"


def load_generator() -> str:
    """What drives the HTTP benches, as the benches print it."""
    if uses_wrk():
        return f"wrk {wrk_path()}"
    why = "FURLONG_BENCH_LOAD=python" if wrk_path() else "wrk is not installed: apt-get install wrk"
    return f"the Python fallback bench/pyload.py ({why})"


def generate_load(
    url: str,
    seconds: float,
    script: str = "report.lua",
    script_args: tuple[str, ...] = (),
    headers: Mapping[str, str] | None = None,
    threads: int = WRK_THREADS,
    connections: int = WRK_CONNECTIONS,
) -> dict[str, Any]:
    """One run of the load generator; the JSON its script's done() prints (requests, duration_us, p50_us, ...)."""
    run = wrk if uses_wrk() else pyload.run
    found = run(url, seconds, script, script_args, headers or {}, threads, connections)
    found["rate"] = found["requests"] / (found["duration_us"] / 1e6)
    return found


def wrk(
    url: str,
    seconds: float,
    script: str,
    script_args: tuple[str, ...],
    headers: Mapping[str, str],
    threads: int,
    connections: int,
) -> dict[str, Any]:
    """One wrk run with a script of bench/wrk/; the JSON line its done() prints."""
    argv = [str(wrk_path()), "-t", str(threads), "-c", str(connections), "-d", f"{seconds:g}s", "--timeout", "10s"]
    argv += ["-s", str(ROOT / "bench" / "wrk" / script)]
    for name, value in headers.items():
        argv += ["-H", f"{name}: {value}"]
    argv.append(url)
    if script_args:
        argv += ["--", *script_args]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=seconds + 60, check=False)
    for line in done.stdout.splitlines():
        if line.startswith("BENCH-JSON "):
            result: dict[str, Any] = json.loads(line.removeprefix("BENCH-JSON "))
            return result
    raise RuntimeError(f"wrk printed no result (exit {done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")


def load_average() -> str:
    """The 1, 5 and 15 minute load averages, as `uptime` shows them."""
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])
