#!/usr/bin/env python3
"""Serve Furlong locally: a Redis (unless REDIS_URL is set) plus the Procfile.

    make run                  # = .venv/bin/python scripts/run_local.py
    PORT=8080 make run

* ``PORT`` (default 8000): the API listens on http://127.0.0.1:$PORT.
* ``FURLONG_DATA_DIR`` (default ./data): where the local Redis and the metrics keep their files.
* ``REDIS_URL``: use that Redis and start none.
* ``FURLONG_REDIS_PORT`` (default 6390): without REDIS_URL, the port of the local
  Redis. If a Redis already answers there it is reused (and left running at
  exit); otherwise one is started with append-only persistence (fsync on every
  write) in ./data/redis/<port>/ and stopped at exit: each local Redis has its
  own data folder, so two runs never share an append-only file. It is closed to
  other local users: a password made on first start and kept in
  ./data/redis/<port>/password (0600), no CONFIG, MODULE, DEBUG, ACL or SHUTDOWN
  for anyone, its settings in a 0600 redis.conf (none on its command line), its
  files 0600 in 0700 folders (docs/security.md).

Everything this script writes under ./data is for its owner alone (umask 077). The
password reaches the processes in their environment (REDIS_URL), never in their
arguments: the Procfile's worker reads it through workers/rq_settings.py.

Then ``honcho start -f Procfile -p $PORT`` runs the Procfile processes (web is
given $PORT exactly) with this venv's bin/ first on PATH. Ctrl-C (SIGINT) or
SIGTERM stops honcho's processes, then the Redis this script started.

Every process it starts shares ``PROMETHEUS_MULTIPROC_DIR`` = ./data/metrics/<PORT>/, emptied at start, so
that /metrics adds up the metrics of all of them (docs/metrics.md).
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path
from urllib.parse import quote, urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from devtools.honcho import Honcho  # noqa: E402
from devtools.redis_server import (  # noqa: E402
    PRIVATE_UMASK,
    RedisServer,
    RedisServerError,
    answers_ping,
    kept_password,
    make_private,
    port_is_free,
)

DEFAULT_PORT = 8000
DEFAULT_REDIS_PORT = 6390
DATA = Path(os.environ.get("FURLONG_DATA_DIR") or ROOT / "data")  # the local Redis's files and the metrics
DATA_ROOT = DATA / "redis"
METRICS_ROOT = DATA / "metrics"
PROCFILE = ROOT / "Procfile"


def _int_env(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return int(raw)
    except ValueError:
        sys.exit(f"run_local: {name}={raw!r} is not a port number")


def _procfile_names() -> list[str]:
    """Process names in Procfile order, with web first so honcho gives it $PORT
    exactly (honcho hands out PORT, PORT+100, ... in the order it is given)."""
    names = []
    for line in PROCFILE.read_text().splitlines():
        match = re.match(r"^([A-Za-z0-9_-]+):", line)
        if match:
            names.append(match.group(1))
    if "web" in names:
        names.remove("web")
        names.insert(0, "web")
    return names


def _shown(folder: Path) -> Path:
    return folder.relative_to(ROOT) if folder.is_relative_to(ROOT) else folder


def without_password(url: str) -> str:
    """A Redis URL as it may be shown: its password, if any, left out."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname + (f":{parts.port}" if parts.port else "") if parts.hostname else ""
    user = f"{parts.username}:***@" if parts.username else ":***@"
    return urlunsplit(parts._replace(netloc=user + host))


def fresh_metrics_dir(port: int | str) -> Path:
    """An empty folder for this run's Prometheus multiprocess files (a previous run's would add up)."""
    folder = METRICS_ROOT / str(port)
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    return folder


def main() -> int:
    os.chdir(ROOT)
    os.umask(PRIVATE_UMASK)  # data/, its keys, metrics and Redis files: for this user alone
    DATA.mkdir(exist_ok=True)
    make_private(DATA)  # what an earlier run left readable, too
    port = _int_env("PORT", DEFAULT_PORT)
    if not port_is_free(port):
        print(
            f"run_local: 127.0.0.1:{port} is already in use; set PORT to another port",
            file=sys.stderr,
        )
        return 1

    env = os.environ.copy()
    venv_bin = str(Path(sys.executable).parent)  # not resolved: the venv's bin/
    env["PATH"] = venv_bin + os.pathsep + env.get("PATH", "")
    env["PYTHONUNBUFFERED"] = "1"
    env.pop("PORT", None)  # honcho sets it per process from -p
    env["PROMETHEUS_MULTIPROC_DIR"] = str(fresh_metrics_dir(port))

    honcho = Honcho("run_local")
    started: RedisServer | None = None
    try:
        if env.get("REDIS_URL"):
            redis_note = f"{without_password(env['REDIS_URL'])} (from REDIS_URL)"
        else:
            redis_port = _int_env("FURLONG_REDIS_PORT", DEFAULT_REDIS_PORT)
            folder = DATA_ROOT / str(redis_port)
            password = kept_password(folder / "password")
            shown = f"redis://127.0.0.1:{redis_port}/0"
            if answers_ping(redis_port):
                redis_note = f"{shown} (already running: reused, left running at exit)"
            else:
                started = RedisServer(port=redis_port, data_dir=folder, appendonly=True, password=password).start()
                redis_note = (
                    f"{shown} (started here, pid {started.pid}, password and append-only data in "
                    f"{_shown(folder)}/, stopped at exit)"
                )
            env["REDIS_URL"] = f"redis://:{quote(password, safe='')}@127.0.0.1:{redis_port}/0"

        honcho.take_signals()  # from here a signal stops honcho's processes, then Redis
        if honcho.stopping:
            return 0

        print(
            f"Furlong API on http://127.0.0.1:{port}  |  Redis at {redis_note}  |  Ctrl-C stops",
            flush=True,
        )
        return honcho.run(["start", "-f", str(PROCFILE), "-p", str(port), *_procfile_names()], env, ROOT)
    except RedisServerError as exc:
        print(f"run_local: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl-C while Redis was starting
        return 130
    finally:
        honcho.stop()
        if started is not None:
            started.stop()
            print(f"run_local: stopped Redis on port {started.port}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
