"""Schemathesis, every check on, against a live server: generated cases and stateful runs that follow the links."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from tests.e2e.conftest import emptied, served

pytestmark = pytest.mark.e2e
FUZZ_DB = 6
SHORT_FEEDS = {"FEED_MAX_LIFETIME_S": "3", "FEED_KEEPALIVE_S": "1"}  # fuzzed live feeds end soon, not in 10 min
ROOT = Path(__file__).resolve().parents[2]
SCHEMATHESIS = Path(sys.executable).parent / "schemathesis"
CASES = int(os.environ.get("FURLONG_FUZZ_EXAMPLES", "30"))
BOUND_S = max(1200, 40 * CASES)  # stops by itself: the run and the test are bounded in time


def a_game_with_a_token(base_url: str) -> tuple[str, str]:
    """A real game to aim generated cases at, and its first seat's token."""
    body = json.dumps({"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}]}).encode()
    request = urllib.request.Request(f"{base_url}/games", data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        made = json.load(answer)
    return made["game_id"], made["seats"][0]["token"]


@pytest.mark.skipif(not SCHEMATHESIS.exists(), reason="schemathesis is not installed (make setup installs it)")
@pytest.mark.timeout(BOUND_S)
def test_schemathesis_finds_no_failure_in_a_thousand_cases_and_the_stateful_runs(redis_server, tmp_path):
    log, options = tmp_path / "server.log", ["--workers", "2", "--threads", "8"]
    with served(emptied(redis_server, FUZZ_DB), options, SHORT_FEEDS, log_path=log) as (server_url, _):
        try:
            run_schemathesis(server_url, tmp_path)
        except AssertionError as failed:
            raise AssertionError(f"{failed}\nthe server's errors:\n{server_errors(log)}") from None


def server_errors(log: Path) -> str:
    """The tracebacks and errors the server logged (what a 500 came from)."""
    lines = log.read_text(errors="replace").splitlines()
    found = [i for i, line in enumerate(lines) if "Traceback" in line or "ERROR" in line]
    return "\n".join("\n".join(lines[i : i + 40]) for i in found[:5])[-8000:] or "(none)"


def run_schemathesis(server_url: str, tmp_path: Path) -> None:
    """Every check, over 1,000 cases and the stateful runs, on a server of its own (its feeds hold threads)."""
    game_id, token = a_game_with_a_token(server_url)
    environment = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "SCHEMATHESIS_HOOKS": "tests.fuzz.hooks",
        "FURLONG_FUZZ_GAME": game_id,
        "FURLONG_FUZZ_TOKEN": token,
    }
    run = subprocess.run(
        [
            str(SCHEMATHESIS),
            "--config-file",
            str(ROOT / "tests" / "fuzz" / "schemathesis.toml"),
            "run",
            f"{server_url}/openapi.yaml",
            "--url",
            server_url,
            "--checks",
            "all",
            "--max-examples",
            str(CASES),
            "--seed",
            "20261122",
            "--no-color",
            "--report",
            "junit",
            "--report-dir",
            str(tmp_path),
        ],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=BOUND_S - 30,
    )
    output = run.stdout + run.stderr
    generated = re.search(r"(\d+) generated", output)
    assert run.returncode == 0, output[-6000:]
    assert generated and int(generated.group(1)) >= 1000, output[-3000:]
    assert "Stateful" in output and "❌" not in output
