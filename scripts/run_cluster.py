#!/usr/bin/env python3
"""Serve Furlong on a local Redis Cluster: 3 masters, 3 replicas, 2 web and 2 worker processes.

    make run-cluster               # = .venv/bin/python scripts/run_cluster.py
    make run-cluster PORT=8200

* ``PORT`` (default 8000): the two web processes listen on $PORT and $PORT+1.
* ``FURLONG_CLUSTER_PORT`` (default 7000): the cluster's nodes use this port and the
  next five (and each its bus port, 10000 higher); their data (append-only, fsync
  always, and each node's nodes.conf) is kept in ./data/cluster/<port>/<node port>/,
  so the next run restarts the same cluster with its games.
* ``FURLONG_JOBS_REDIS_PORT`` (default 6391): the plain Redis for RQ jobs and the
  deadline index (RQ does not support Redis Cluster). Reused if one answers there,
  otherwise started with its data in ./data/redis/<port>/ like ``make run``'s.

The Procfile runs under ``honcho start -c web=2,worker=2`` with REDIS_CLUSTER_NODES
set to the cluster's nodes and RQ_REDIS_URL and REDIS_URL to the jobs Redis.

Like ``make run``'s Redis, the cluster and the jobs Redis are closed to other local users:
each has a password made on first start (./data/cluster/<port>/password and
./data/redis/<port>/password, 0600), no CONFIG, MODULE, DEBUG, ACL or SHUTDOWN for
anyone, settings in 0600 files, data 0600 in 0700 folders; the passwords reach the
processes in their environment (REDIS_CLUSTER_PASSWORD, REDIS_URL), never their arguments.
Ctrl-C (SIGINT) or SIGTERM stops honcho's processes, then the jobs Redis (if
started here), then the cluster.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from types import FrameType
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from devtools.honcho import Honcho  # noqa: E402
from devtools.redis_cluster import LocalRedisCluster, cluster_port_is_free, find_redis_cli  # noqa: E402
from devtools.redis_server import (  # noqa: E402
    PRIVATE_UMASK,
    RedisServer,
    RedisServerError,
    answers_ping,
    find_redis_server,
    kept_password,
    make_private,
    port_is_free,
)
from scripts.run_local import DATA, PROCFILE, _int_env, _procfile_names, fresh_metrics_dir  # noqa: E402

DEFAULT_PORT = 8000
DEFAULT_CLUSTER_PORT = 7000
DEFAULT_JOBS_PORT = 6391
CLUSTER_SIZE = 6
NODE_TIMEOUT_MS = 3000
WEB_PROCESSES = 2
WORKER_PROCESSES = 2
CLUSTER_ROOT = DATA / "cluster"
REDIS_ROOT = DATA / "redis"


def _busy_ports(web_port: int, cluster_port: int) -> str | None:
    """Which wanted port is taken, said so a person can pick another, or None."""
    for port in range(web_port, web_port + WEB_PROCESSES):
        if not port_is_free(port):
            return f"127.0.0.1:{port} is already in use; set PORT to another port"
    for port in range(cluster_port, cluster_port + CLUSTER_SIZE):
        if not cluster_port_is_free(port):
            return f"port {port} or its bus port {port + 10000} is in use; set FURLONG_CLUSTER_PORT to another port"
    return None


def _start_jobs_redis(port: int) -> tuple[RedisServer | None, str, str]:
    """The jobs Redis on `port`: reused if one answers, else started here; a line describing it; its URL."""
    shown, password = f"redis://127.0.0.1:{port}/0", kept_password(REDIS_ROOT / str(port) / "password")
    url = f"redis://:{quote(password, safe='')}@127.0.0.1:{port}/0"
    if answers_ping(port):
        return None, f"{shown} (already running: reused, left running at exit)", url
    server = RedisServer(port=port, data_dir=REDIS_ROOT / str(port), appendonly=True, password=password).start()
    return server, f"{shown} (started here, password and data in {_shown(server.data_dir)}/)", url


def _shown(path: Path | None) -> str:
    """A path relative to the project when it is inside it."""
    if path is not None and path.is_relative_to(ROOT):
        return str(path.relative_to(ROOT))
    return str(path)


def _environment(cluster: LocalRedisCluster, jobs_url: str, web_port: int) -> dict[str, str]:
    """This environment plus the venv's bin/ on PATH, the cluster and jobs settings, and one metrics folder that
    every process shares (so each web port's /metrics adds up all four processes)."""
    env = os.environ.copy()
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    env["PYTHONUNBUFFERED"] = "1"
    env.pop("PORT", None)  # honcho sets it per process from -p
    env.update(REDIS_CLUSTER_NODES=cluster.seed_nodes, RQ_REDIS_URL=jobs_url, REDIS_URL=jobs_url)
    env["REDIS_CLUSTER_PASSWORD"] = cluster.password or ""
    env["PROMETHEUS_MULTIPROC_DIR"] = str(fresh_metrics_dir(f"cluster-{web_port}"))
    return env


def _banner(web_port: int, cluster: LocalRedisCluster, jobs_note: str) -> str:
    urls = "  ".join(f"http://127.0.0.1:{port}" for port in range(web_port, web_port + WEB_PROCESSES))
    masters = ", ".join(f"{master.tcp_port} (pid {master.pid})" for master in cluster.masters())
    cli = find_redis_cli(find_redis_server())
    return "\n".join(
        [
            "Furlong on a local Redis Cluster  |  Ctrl-C stops all of it",
            f"  web      {urls}  ({WEB_PROCESSES} gunicorn processes)",
            f"  workers  {WORKER_PROCESSES} RQ workers; jobs and deadlines on {jobs_note}",
            f"  cluster  REDIS_CLUSTER_NODES={cluster.seed_nodes}  (data in {_shown(cluster.data_dir)}/)",
            f"  masters  {masters}: kill -9 one of these pids to watch its replica take over",
            f"  redis-cli REDISCLI_AUTH=$(cat {_shown(cluster.data_dir)}/password) {cli} -p "
            f"{cluster.members[0].tcp_port} cluster nodes",
        ]
    )


def _honcho_arguments(web_port: int) -> list[str]:
    """honcho on the Procfile, web first so web.1 and web.2 get $PORT and $PORT+1."""
    counts = f"web={WEB_PROCESSES},worker={WORKER_PROCESSES}"
    return ["start", "-f", str(PROCFILE), "-p", str(web_port), "-c", counts, *_procfile_names()]


def _raise_interrupt(_signum: int, _frame: FrameType | None) -> None:
    """SIGTERM while the cluster starts: unwind like Ctrl-C, so what started is stopped."""
    raise KeyboardInterrupt


def main() -> int:
    os.chdir(ROOT)
    os.umask(PRIVATE_UMASK)  # data/: for this user alone
    DATA.mkdir(exist_ok=True)
    make_private(DATA)
    web_port = _int_env("PORT", DEFAULT_PORT)
    cluster_port = _int_env("FURLONG_CLUSTER_PORT", DEFAULT_CLUSTER_PORT)
    jobs_port = _int_env("FURLONG_JOBS_REDIS_PORT", DEFAULT_JOBS_PORT)
    busy = _busy_ports(web_port, cluster_port)
    if busy:
        print(f"run_cluster: {busy}", file=sys.stderr)
        return 1

    honcho = Honcho("run_cluster")
    signal.signal(signal.SIGTERM, _raise_interrupt)
    ports = range(cluster_port, cluster_port + CLUSTER_SIZE)
    folder = CLUSTER_ROOT / str(cluster_port)
    password = kept_password(folder / "password")
    cluster = LocalRedisCluster(ports, folder, node_timeout_ms=NODE_TIMEOUT_MS, password=password)
    jobs: RedisServer | None = None
    try:
        print(f"run_cluster: starting the cluster on ports {ports[0]}-{ports[-1]} ...", flush=True)
        cluster.start()
        jobs, jobs_note, jobs_url = _start_jobs_redis(jobs_port)
        print(_banner(web_port, cluster, jobs_note), flush=True)
        honcho.take_signals()  # from here a signal stops honcho's processes, then the Redis processes
        return honcho.run(_honcho_arguments(web_port), _environment(cluster, jobs_url, web_port), ROOT)
    except RedisServerError as exc:
        print(f"run_cluster: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl-C or SIGTERM while the Redis processes were starting
        return 130
    finally:
        honcho.stop()
        if jobs is not None:
            jobs.stop()
            print(f"run_cluster: stopped the jobs Redis on port {jobs_port}", flush=True)
        cluster.stop()
        print(f"run_cluster: stopped the cluster on ports {ports[0]}-{ports[-1]}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
