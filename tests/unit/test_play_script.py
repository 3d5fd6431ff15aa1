"""scripts/play.py as a newcomer runs it: against make run's PORT, and a plain sentence when nothing answers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from devtools.redis_server import free_port

ROOT = Path(__file__).resolve().parents[2]


def play(*args: str, port: int) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "PORT": str(port)}
    return subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "play.py"), *args], env=env, capture_output=True, text=True, timeout=60
    )


def test_with_no_server_it_says_where_it_looked_and_exits_without_a_traceback():
    port = free_port()
    done = play(port=port)

    assert done.returncode == 1
    assert f"no server answers at http://127.0.0.1:{port}" in done.stderr
    assert "Traceback" not in done.stderr


def test_an_explicit_url_wins_over_port():
    done = play("--url", "http://127.0.0.1:1", port=free_port())

    assert "no server answers at http://127.0.0.1:1 " in done.stderr
