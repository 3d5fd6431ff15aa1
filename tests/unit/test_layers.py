"""The layers hold (games < events < projections < audit < app < adapters < bootstrap < service | workers), Redis, RQ
and boto3 stay in the adapters and the composition root, with no cycles (import-linter)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_every_import_contract_is_kept():
    linter = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run([str(linter), "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


PACKAGES = ("games", "events", "projections", "audit", "app", "adapters", "bootstrap", "service", "workers")


@pytest.mark.parametrize(
    ("package", "planted"),
    [
        ("service", "import redis"),
        ("workers", "from rq import Queue"),
        ("projections", "import redis.cluster"),
        ("audit", "import redis"),
        ("events", "from rq.job import Job"),
        ("app", "import boto3"),
        ("workers", "from botocore.exceptions import ClientError"),
    ],
)
def test_the_layer_contract_fails_on_a_planted_redis_rq_or_boto3_import(tmp_path, package, planted):
    for name in (*PACKAGES, "devtools", "bench", "scripts"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__", "static"))
    shutil.copy(ROOT / ".importlinter", tmp_path / ".importlinter")
    (tmp_path / package / "planted.py").write_text(f'"""Planted by the test."""\n\n{planted}\n')

    linter = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run([str(linter), "--no-cache"], cwd=tmp_path, capture_output=True, text=True, timeout=300)

    assert done.returncode != 0
    assert f"{package}.planted -> {planted.split()[1].split('.')[0]} (l.3)" in done.stdout
