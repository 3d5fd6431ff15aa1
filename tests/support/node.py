"""The Node tools of clients/typescript (pinned in its package-lock.json), for the tests that run them: Node 20 and npm
must be there (the tests fail, never skip, without them), and `npm ci` runs once per lock file."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "clients" / "typescript"
INSTALLED = CLIENT / "node_modules" / ".furlong-package-lock.sha256"  # the lock file node_modules was installed from


def run(command: list[str], timeout_s: float, allowed: tuple[int, ...] = (0,)) -> subprocess.CompletedProcess:
    """`command` in clients/typescript; its output shown if it exits with a code not `allowed`."""
    env = {
        **os.environ,
        "npm_config_update_notifier": "false",
        "npm_config_fund": "false",
        "npm_config_audit": "false",
        "NO_COLOR": "1",
    }
    started = time.monotonic()
    done = subprocess.run(command, cwd=CLIENT, env=env, capture_output=True, text=True, timeout=timeout_s)
    print(f"{' '.join(command[:2])}: {time.monotonic() - started:.1f} s", file=sys.stderr)
    assert done.returncode in allowed, f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}"
    return done


def node_and_npm() -> None:
    """Fail (not skip) without Node 20+ and npm: the contract check must not vanish on a machine that lacks them."""
    missing = [tool for tool in ("node", "npm") if shutil.which(tool) is None]
    if missing:
        pytest.fail(f"{' and '.join(missing)} not found on PATH: this test needs Node 20 and npm (clients/typescript)")
    version = subprocess.run(["node", "--version"], capture_output=True, text=True, check=True).stdout.strip()
    if int(version.lstrip("v").split(".")[0]) < 20:
        pytest.fail(f"node {version} is older than Node 20, which clients/typescript needs")


def installed() -> None:
    """`npm ci` from the lock file, unless node_modules was already installed from this very lock file."""
    lock = hashlib.sha256((CLIENT / "package-lock.json").read_bytes()).hexdigest()
    if INSTALLED.is_file() and INSTALLED.read_text().strip() == lock:
        return
    run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"], timeout_s=600)
    INSTALLED.write_text(lock + "\n")
