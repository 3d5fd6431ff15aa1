"""Another user of the host cannot read `make run`'s secrets or use its Redis.

`scripts/run_local.py` (what `make run` runs) is started with its data in a folder every user may reach, and the
attacker is a real other user: `nobody`, through `setpriv`. Needs root (CI runs as root) and setpriv."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

from devtools.health import wait_until_healthy
from devtools.redis_server import free_port

ROOT = Path(__file__).resolve().parents[2]
SETPRIV = shutil.which("setpriv")
pytestmark = pytest.mark.skipif(
    os.geteuid() != 0 or SETPRIV is None, reason="needs root and setpriv to act as another local user"
)


def as_nobody(*command: str) -> subprocess.CompletedProcess[str]:
    """A command run as the user `nobody`."""
    drop = [str(SETPRIV), "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--inh-caps=-all"]
    return subprocess.run([*drop, *command], capture_output=True, text=True, timeout=30)


@pytest.fixture(scope="module")
def make_run() -> Iterator[tuple[Path, int, int]]:
    """`make run`'s script on free ports, its data folder under a folder anyone may enter; (data, web, redis port)."""
    shared = Path(tempfile.mkdtemp(prefix="furlong-local-user-"))
    shared.chmod(0o755)
    data, web, redis_port = shared / "data", free_port(), free_port()
    env = {**os.environ, "PORT": str(web), "FURLONG_REDIS_PORT": str(redis_port), "FURLONG_DATA_DIR": str(data)}
    env.pop("REDIS_URL", None)
    process = subprocess.Popen(
        [sys.executable, "scripts/run_local.py"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT
    )
    try:
        wait_until_healthy(f"http://127.0.0.1:{web}/healthz", process, 60)
        yield data, web, redis_port
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=60)
        shutil.rmtree(shared, ignore_errors=True)


@pytest.mark.attack("read the seeds, tokens and password in make run's data folder", adversary="local user")
def test_another_user_reads_nothing_in_the_data_folder(make_run):
    data, _, _ = make_run
    files = [path for path in data.rglob("*") if path.is_file()]
    assert any(path.name == "password" for path in files) and any("appendonly" in str(path) for path in files)
    for path in files:
        assert as_nobody("cat", str(path)).returncode != 0, f"nobody read {path}"
    assert as_nobody("ls", str(data)).returncode != 0
    assert all(path.stat().st_mode & 0o077 == 0 for path in [data, *data.rglob("*")])


@pytest.mark.attack("use make run's Redis without its password, or reconfigure it with it", adversary="local user")
def test_another_user_cannot_use_the_local_redis(make_run):
    data, _, port = make_run
    cli = str(Path(sys.executable).parent / "redis-cli")
    for command in (["ping"], ["config", "set", "dir", "/tmp"], ["keys", "*"]):
        answer = as_nobody(cli, "-p", str(port), *command)
        assert "NOAUTH" in answer.stdout + answer.stderr, command
    client = redis.Redis(port=port, password=(data / "redis" / str(port) / "password").read_text().strip())
    assert client.ping()
    for denied in (("CONFIG", "SET", "dir", "/tmp"), ("MODULE", "LIST"), ("DEBUG", "SLEEP", "0"), ("ACL", "LIST")):
        with pytest.raises(redis.ResponseError, match="permission"):
            client.execute_command(*denied)


@pytest.mark.attack("read the Redis password from a process's command line (ps)", adversary="local user")
def test_no_process_carries_the_password_in_its_arguments(make_run):
    data, _, port = make_run
    password = (data / "redis" / str(port) / "password").read_text().strip()
    seen = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            seen.append(cmdline.read_bytes())
        except OSError:
            continue
    assert seen and not any(password.encode() in arguments for arguments in seen)
