"""The benches start the Procfile's own command lines, expanding variables as the shell would."""

from __future__ import annotations

import importlib

from bench.procs import procfile_line
from workers import rq_settings


def test_the_worker_line_carries_no_redis_url_and_reads_it_from_the_environment(monkeypatch):
    line = procfile_line("worker", {"REDIS_URL": "redis://:secret@a:1/0", "RQ_REDIS_URL": "redis://:secret@jobs:2/0"})
    assert not any("secret" in argument or "redis://" in argument for argument in line)
    assert line[line.index("-c") + 1] == "workers.rq_settings"
    monkeypatch.setenv("REDIS_URL", "redis://a:1/0")
    monkeypatch.setenv("RQ_REDIS_URL", "redis://jobs:2/0")
    assert importlib.reload(rq_settings).REDIS_URL == "redis://jobs:2/0"
    monkeypatch.delenv("RQ_REDIS_URL")
    assert importlib.reload(rq_settings).REDIS_URL == "redis://a:1/0"


def test_a_web_line_default_applies_when_its_variable_is_unset():
    line = procfile_line("web", {"PORT": "8123"})
    assert "127.0.0.1:8123" in line and line[line.index("--threads") + 1].isdigit()
