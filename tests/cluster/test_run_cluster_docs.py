"""The ports and settings docs/scaling.md and the README give for `make run-cluster` are the script's."""

from __future__ import annotations

import re
from pathlib import Path

from devtools import redis_cluster
from scripts import run_cluster

ROOT = Path(__file__).resolve().parents[2]
SCALING = (ROOT / "docs" / "scaling.md").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_cluster_ports_and_data_folder_are_the_scripts_defaults():
    first, last = run_cluster.DEFAULT_CLUSTER_PORT, run_cluster.DEFAULT_CLUSTER_PORT + run_cluster.CLUSTER_SIZE - 1
    for text in (SCALING, README):
        assert f"{first}-{last}" in text and f"data/cluster/{first}/" in text


def test_the_jobs_redis_port_is_the_scripts_default():
    assert re.findall(r"jobs Redis[^|]*\| (\d+) \|", SCALING) == [str(run_cluster.DEFAULT_JOBS_PORT)]
    assert f"on {run_cluster.DEFAULT_JOBS_PORT}" in README


def test_the_node_timeouts_are_the_scripts_and_the_test_harnesss():
    timeouts = {str(run_cluster.NODE_TIMEOUT_MS), str(redis_cluster.NODE_TIMEOUT_MS)}
    assert set(re.findall(r"`cluster-node-timeout (\d+)`", SCALING)) == timeouts
