"""`make bench` in short: every bench runs end to end on its own throwaway processes and measures something.

The figures of a run this short say nothing about speed (docs/performance.md has the real runs); these tests
keep the benches working: each starts its servers, workers and load generator, measures beside its anchor, and
finds nothing wrong with what it measured (no refused command, every game ended, every audit verified).
"""

from __future__ import annotations

import math
import os
import subprocess

import pytest

from bench import bots, http_load, rebuild, simulation, suite
from bench.procs import ROOT, wrk_path
from games.registry import RULESETS


def commit_is_here(commit: str) -> bool:
    """Whether this clone holds `commit` (a shallow clone may not, nor a tree without git: then P5 says it could
    not compare)."""
    try:
        found = subprocess.run(
            ["git", "cat-file", "-e", f"{commit}^{{commit}}"], cwd=ROOT, capture_output=True, check=False
        )
    except OSError:
        return False
    return found.returncode == 0


def a_figure(ratio: float) -> bool:
    """A finite, positive figure: the bench measured something."""
    return math.isfinite(ratio) and ratio > 0


LOAD_GENERATORS = [
    pytest.param(
        "wrk", marks=pytest.mark.skipif(wrk_path() is None, reason="wrk is not installed (apt-get install wrk)")
    ),
    "python",  # bench/pyload.py: the fallback where wrk is not installed
]


@pytest.fixture(params=LOAD_GENERATORS)
def load_generator(request, monkeypatch):
    """Each HTTP bench runs under wrk and under the Python fallback."""
    if request.param == "python":
        monkeypatch.setenv("FURLONG_BENCH_LOAD", "python")
    else:
        monkeypatch.delenv("FURLONG_BENCH_LOAD", raising=False)
    return request.param


def test_p1a_measures_both_reads_beside_hello_in_rounds(load_generator):
    ratios = http_load.p1a(seconds=1.0, rounds=2)  # the second round runs the reads in the other order

    assert set(ratios) == {"GET /games/{id}", "GET /games/{id}/legal-commands"}
    assert all(a_figure(ratio) for ratio in ratios.values())


def test_p1b_plays_its_scripted_commands_after_the_warm_up_without_a_refusal(load_generator):
    figures = http_load.p1b(seconds=2.0, per_game=400, rounds=2)  # 2 s: each of the 50 games answered in each run

    assert a_figure(figures["commands"])
    assert figures["rejected"] == 0  # a script resumed at the wrong version (a later round's) would send one twice
    assert figures["starved"] == 0
    assert figures["unplayed"] == 0  # wrk's check of the script before the run must not take a game off the queue


def test_p1b_runs_as_make_run_serves_with_fsync_on_every_write_and_metrics_in_files(capsys):
    figures = http_load.p1b(seconds=2.0, per_game=400, rounds=1, durable=True, files=True)

    assert a_figure(figures["commands"]) and figures["rejected"] == 0
    assert f"Redis: {http_load.DURABLE}; metrics: {http_load.METRICS_FILES}" in capsys.readouterr().out


def test_metrics_files_are_set_for_the_servers_only_while_on(tmp_path, monkeypatch):
    monkeypatch.delenv(http_load.MULTIPROCESS_DIR, raising=False)
    with http_load.metrics_files(True, str(tmp_path)):
        assert os.environ[http_load.MULTIPROCESS_DIR] == str(tmp_path)
    with http_load.metrics_files(False, str(tmp_path)):
        assert http_load.MULTIPROCESS_DIR not in os.environ
    assert http_load.MULTIPROCESS_DIR not in os.environ


def test_p2_measures_latency_at_every_log_length():
    assert a_figure(suite.p2(samples=20)["p50 5,000 / p50 10"])


def test_p3_rebuilds_and_audits_every_ruleset_and_every_audit_verifies_and_measures_the_floor_under_them():
    figures = rebuild.p3(games=1)

    assert a_figure(figures["rebuild"]) and a_figure(figures["audit"])
    assert figures["unverified"] == 0
    assert figures["parsed"] > figures["rebuild"] > 0  # the floors do less than what they are under
    assert figures["hashed"] > figures["audit"] > 0


def test_p4_ends_every_all_bot_game_through_the_worker():
    figures = bots.p4()

    assert figures["slowest_s"] < bots.GAME_LIMIT_S
    assert figures["replies"] > 0 and a_figure(figures["anchor_p50_ms"])
    assert math.isfinite(figures["reply_p50_ms"]) and figures["reply_p50_ms"] >= 0  # whole ms: 0 is under 1 ms


def test_p5_plays_the_same_games_in_the_simulation_and_with_the_rules_alone_now_and_before_the_speed_work(capsys):
    ratios = simulation.p5(games=1, before_rounds=1)

    before = {f"{ruleset} rules x" for ruleset in RULESETS} if commit_is_here(simulation.BEFORE) else set()
    assert set(ratios) == set(RULESETS) | before
    assert all(a_figure(ratio) for ratio in ratios.values())
    rows = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines() if "%" in line}
    assert all(a_figure(float(rows[ruleset][-2])) and a_figure(float(rows[ruleset][-1])) for ruleset in RULESETS)
