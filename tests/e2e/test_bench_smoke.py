"""`make bench` in short: every bench runs end to end on its own throwaway processes and measures something.

The figures of a run this short say nothing about speed (docs/performance.md has the real runs); these tests
keep the benches working: each starts its servers, workers and load generator, measures beside its anchor, and
finds nothing wrong with what it measured (no refused command, every game ended, every audit verified).
"""

from __future__ import annotations

import math
import subprocess
from pathlib import Path

import pytest

from bench import all_events, bots, compare, http_load, procs, rebuild, simulation, suite
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


def test_p1a_measures_both_reads_beside_hello_in_rounds_with_their_cpu_per_request(load_generator):
    figures = http_load.p1a(seconds=1.0, rounds=2)  # the second round runs the reads in the other order

    reads = {"GET /games/{id}", "GET /games/{id}/legal-commands"}
    assert set(figures) == reads | {f"{read} CPU ms/req" for read in reads}
    assert all(a_figure(figure) for figure in figures.values())


def test_p1b_plays_its_scripted_commands_after_the_warm_up_without_a_refusal(load_generator):
    figures = http_load.p1b(seconds=2.0, per_game=400, rounds=2)  # 2 s: each of the 50 games answered in each run

    assert a_figure(figures["commands"]) and a_figure(figures["commands CPU ms/req"])
    assert figures["rejected"] == 0  # a script resumed at the wrong version (a later round's) would send one twice
    assert figures["starved"] == 0
    assert figures["unplayed"] == 0  # wrk's check of the script before the run must not take a game off the queue


def test_the_benches_servers_run_as_make_run_runs_them(tmp_path):
    env = procs.throwaway_env("redis://unused", str(tmp_path))
    redis_server = procs.users_redis()

    assert redis_server.appendonly and redis_server.password  # and redis.conf says appendfsync always
    assert Path(env["PROMETHEUS_MULTIPROC_DIR"]).is_dir() and not any(Path(env["PROMETHEUS_MULTIPROC_DIR"]).iterdir())
    assert "RATE_LIMIT_EXEMPT" not in env and env.get("RATE_LIMITS", "on") == "on"  # the limiter works on every request
    assert "--access-logfile" in procs.procfile_line("web", {"PORT": "1"})


def test_p2_measures_latency_at_every_log_length():
    assert a_figure(suite.p2(samples=20)["p50 5,000 / p50 10"])


def test_p3_rebuilds_and_audits_every_ruleset_and_every_audit_verifies_each_against_its_floor():
    figures = rebuild.p3(games=1)

    assert 0 < figures["rebuild"] < 1 and 0 < figures["audit"] < 1  # the floors do less than what they are under
    assert figures["rebuild of XRANGE"] < figures["rebuild"] and figures["audit of XRANGE"] < figures["audit"]
    assert figures["unverified"] == 0


def test_p4_ends_every_all_bot_game_through_the_worker():
    figures = bots.p4(expert_watch_s=4)  # make bench watches each expert game for bots.EXPERT_LIMIT_S

    assert figures["slowest_s"] < bots.GAME_LIMIT_S
    assert figures["replies"] > 0 and a_figure(figures["anchor_p50_ms"])
    assert math.isfinite(figures["reply_p50_ms"]) and figures["reply_p50_ms"] >= 0  # whole ms: 0 is under 1 ms
    assert figures["expert_reply_p50_ms"] > 0


def test_all_events_plays_games_beside_a_publishing_worker_and_without_and_finds_each_game_in_the_feed():
    figures = all_events.all_events(rounds=2, games=1)  # all_events.lag_s waits until the feed holds each game

    assert a_figure(figures["game with feed s"]) and a_figure(figures["game without feed s"])
    assert 0 < figures["published after the end p50 ms"] <= figures["published after the end p95 ms"]
    assert figures["feed bytes per event"] > 0


def test_p5_plays_the_same_games_with_the_rules_alone_as_the_simulation_now_and_before_the_speed_work():
    figures = simulation.p5(games=1, before_rounds=1)

    before = {f"{ruleset} rules x" for ruleset in RULESETS} if commit_is_here(simulation.BEFORE) else set()
    assert set(figures) == {f"{ruleset} games/s" for ruleset in RULESETS} | before
    assert all(a_figure(figure) for figure in figures.values())


def test_make_bench_prints_every_figure_for_bench_compare(monkeypatch, capsys):
    monkeypatch.setattr(suite, "BENCHES", {"p2": lambda: suite.p2(samples=5)})

    suite.run_all()

    printed = capsys.readouterr().out.splitlines()
    assert compare.results_of(printed)["p2"]["p50 5,000 / p50 10"] > 0
