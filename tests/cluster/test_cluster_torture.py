"""Furlong on a real local Redis Cluster under load: a master killed and slots moved while commands flow.

Writers play games of every ruleset over HTTP through 2 web processes, with bots, idle seats whose deadlines
fire, and 2 RQ workers on their own Redis; then every acknowledged command must be in the log exactly once,
nothing doubled, every game audited clean and finished (the torture suite's checks)."""

from __future__ import annotations

import os

import pytest

from tests.torture.harness import ALL_RULESETS, Case, assert_clean, run_case

from .stack import RECOVERIES, ClusterStack

pytestmark = pytest.mark.integration

SHORT = Case(
    "cluster: 6 writers, 5 games of every ruleset, 2 web + 2 rq workers",
    target=150,
    hot_writers=2,
    spread_writers=4,
    spread_games=5,
    hot_ruleset="jockey",
    hot_seats=2,
    rulesets=ALL_RULESETS,
    faults=((0.15, "cluster master"), (0.5, "reshard")),
    load_limit_s=60,
    finish_limit_s=180,
    web_threads=16,
    workers=2,
)

FULL = Case(
    "cluster full: 16 writers over 30 games of every ruleset, 2 web + 2 rq workers",
    target=2_000,
    hot_writers=6,
    spread_writers=10,
    spread_games=30,
    hot_ruleset="jockey",
    hot_seats=4,
    rulesets=ALL_RULESETS,
    faults=tuple((share / 10, ("cluster master", "reshard")[share % 2]) for share in range(1, 7)),
    load_limit_s=900,
    finish_limit_s=600,
    idle_grace_s=15,
    web_threads=32,
    workers=2,
)
FULL_RUN = os.environ.get("FURLONG_TORTURE") == "cluster"


@pytest.mark.timeout(420)
def test_a_master_killed_and_slots_moved_under_load_lose_and_double_nothing(tmp_path):
    result = run_case(SHORT, tmp_path, ClusterStack)
    assert_clean(result, f", failovers took {RECOVERIES} s")
    assert sorted(result.faults) == ["cluster master x1", "reshard x1"]
    assert result.acknowledged >= 40 and result.timeouts > 0


@pytest.mark.skipif(not FULL_RUN, reason="the full cluster run is `make torture-cluster` (FURLONG_TORTURE=cluster)")
@pytest.mark.timeout(2400)
def test_thousands_of_commands_under_master_kills_and_resharding_lose_and_double_nothing(tmp_path):
    result = run_case(FULL, tmp_path, ClusterStack)
    assert_clean(result, f", failovers took {RECOVERIES} s")
    assert result.reached, f"only {result.acknowledged} of {FULL.target} commands accepted in time"
