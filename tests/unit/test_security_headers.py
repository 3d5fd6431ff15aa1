"""Every answer carries its security headers, and nothing echoes the request's Host header."""

from __future__ import annotations

import pytest

from bootstrap import in_memory_platform
from service import create_app


@pytest.fixture(scope="module")
def http():
    return create_app({"TESTING": True}, platform=in_memory_platform()).test_client()


@pytest.mark.parametrize(
    ("path", "policy"),
    [("/", "script-src 'self';"), ("/web/js/main.js", "script-src 'self';"), ("/docs/", "'unsafe-inline'"),
     ("/games", "default-src 'none'"), ("/nope", "default-src 'none'")],
)  # fmt: skip
def test_each_kind_of_answer_has_its_policy_and_the_other_headers(http, path, policy):
    answer = http.get(path)
    assert policy in answer.headers["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in answer.headers["Content-Security-Policy"]
    assert answer.headers["X-Content-Type-Options"] == "nosniff"
    assert answer.headers["Referrer-Policy"] == "no-referrer" and answer.headers["X-Frame-Options"] == "DENY"


@pytest.mark.parametrize("path", ["/docs", "/docs/", "/docs/index.html", "/"])
def test_no_answer_echoes_the_host_header(http, path):
    answer = http.get(path, headers={"Host": "attacker.example"})
    assert "attacker" not in answer.get_data(as_text=True) and "attacker" not in str(answer.headers)
    assert answer.status_code == 200
