"""Multiprocess mode: what several processes count in PROMETHEUS_MULTIPROC_DIR, /metrics adds up; a dead web
process's open streams stop counting (gunicorn.conf.py's child_exit)."""

from __future__ import annotations

import os
import runpy
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from prometheus_client.parser import text_string_to_metric_families

from service.metrics.exposition import scrape

ROOT = Path(__file__).resolve().parents[2]
# One web process's work: two accepted commands, one refused, one open live stream, two command latencies.
WORK = """
from service.metrics.instruments import COMMAND_SECONDS, COMMANDS, LIVE_STREAMS
COMMANDS.labels("jockey", "accepted", "201").inc(2)
COMMANDS.labels("jockey", "refused", "422").inc()
COMMAND_SECONDS.labels("jockey").observe(0.004)
COMMAND_SECONDS.labels("jockey").observe(0.2)
LIVE_STREAMS.inc()
import os; print(os.getpid())
"""


def run_a_process(folder: Path) -> int:
    """Run WORK in a fresh process writing to `folder`; its pid."""
    env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(folder)}
    done = subprocess.run([sys.executable, "-c", WORK], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return int(done.stdout.strip())


def samples(folder: Path, monkeypatch) -> dict[tuple[str, tuple], float]:
    """What /metrics would serve from `folder`, by sample name and labels."""
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(folder))
    text = scrape([]).decode()
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


@pytest.fixture
def two_processes(tmp_path) -> tuple[Path, list[int]]:
    """Two processes that did the same work in one metrics folder."""
    return tmp_path, [run_a_process(tmp_path), run_a_process(tmp_path)]


def test_counters_and_histograms_of_two_processes_are_added_up(two_processes, monkeypatch):
    folder, _ = two_processes
    seen = samples(folder, monkeypatch)
    accepted = (("outcome", "accepted"), ("ruleset", "jockey"), ("status", "201"))
    assert seen[("furlong_commands_total", accepted)] == 4
    assert seen[("furlong_command_duration_seconds_count", (("ruleset", "jockey"),))] == 4
    assert seen[("furlong_command_duration_seconds_bucket", (("le", "0.005"), ("ruleset", "jockey")))] == 2


def test_open_streams_are_summed_over_live_processes_only(two_processes, monkeypatch):
    folder, pids = two_processes
    assert samples(folder, monkeypatch)[("furlong_live_streams", ())] == 2
    child_exit = runpy.run_path(str(ROOT / "gunicorn.conf.py"))["child_exit"]
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(folder))
    child_exit(server=None, worker=SimpleNamespace(pid=pids[0]))
    seen = samples(folder, monkeypatch)
    assert seen[("furlong_live_streams", ())] == 1
    refused = (("outcome", "refused"), ("ruleset", "jockey"), ("status", "422"))
    assert seen[("furlong_commands_total", refused)] == 2  # a dead process's counts still count


def test_gunicorns_child_exit_does_nothing_outside_multiprocess_mode(monkeypatch):
    monkeypatch.delenv("PROMETHEUS_MULTIPROC_DIR", raising=False)
    child_exit = runpy.run_path(str(ROOT / "gunicorn.conf.py"))["child_exit"]
    child_exit(server=None, worker=SimpleNamespace(pid=1))
