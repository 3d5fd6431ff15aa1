"""The benches start the Procfile's own command lines, expanding variables as the shell would."""

from __future__ import annotations

from bench.procs import procfile_line


def test_the_worker_line_takes_rq_redis_url_else_falls_back_to_redis_url():
    assert "redis://jobs:2/0" in procfile_line(
        "worker", {"REDIS_URL": "redis://a:1/0", "RQ_REDIS_URL": "redis://jobs:2/0"}
    )
    assert "redis://a:1/0" in procfile_line("worker", {"REDIS_URL": "redis://a:1/0"})


def test_a_web_line_default_applies_when_its_variable_is_unset():
    line = procfile_line("web", {"PORT": "8123"})
    assert "127.0.0.1:8123" in line and line[line.index("--threads") + 1].isdigit()
