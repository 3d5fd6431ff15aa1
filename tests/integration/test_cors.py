"""A browser client served from another origin may call the API and follow the live feed, without credentials."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration

ORIGIN = "https://client.example"


def test_a_preflight_for_a_command_is_answered_with_the_headers_it_needs(http):
    answer = http.options(
        "/games/abc/commands",
        headers={
            "Origin": ORIGIN,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "Authorization, Content-Type, Idempotency-Key, If-Match",
        },
    )
    assert answer.status_code == 200
    assert answer.headers["Access-Control-Allow-Origin"] == "*"
    assert "POST" in answer.headers["Access-Control-Allow-Methods"]
    allowed = answer.headers["Access-Control-Allow-Headers"].lower()
    assert all(h in allowed for h in ("authorization", "content-type", "idempotency-key", "if-match"))
    assert "Access-Control-Allow-Credentials" not in answer.headers


def test_a_cross_origin_read_exposes_etag_and_retry_after(http):
    made = http.post("/games", json={"ruleset": "toy", "seats": [{"name": "Ann"}]}).json
    answer = http.get(f"/games/{made['game_id']}", headers={"Origin": ORIGIN})
    assert answer.status_code == 200 and answer.headers["Access-Control-Allow-Origin"] == "*"
    exposed = answer.headers["Access-Control-Expose-Headers"]
    assert "ETag" in exposed and "Retry-After" in exposed


def test_a_problem_answer_carries_cors_headers_too(http):
    answer = http.get("/games/nope", headers={"Origin": ORIGIN})
    assert answer.status_code == 404 and answer.headers["Access-Control-Allow-Origin"] == "*"


def test_allowed_origins_can_be_limited(platform):
    from service import create_app

    app = create_app({"TESTING": True, "CORS_ORIGINS": "https://a.example, https://b.example"}, platform=platform)
    client = app.test_client()
    allowed = client.get("/healthz", headers={"Origin": "https://b.example"})
    refused = client.get("/healthz", headers={"Origin": "https://evil.example"})
    assert allowed.headers["Access-Control-Allow-Origin"] == "https://b.example"
    assert "Access-Control-Allow-Origin" not in refused.headers


def test_answers_say_they_vary_by_origin_when_the_origins_are_limited(platform):
    from service import create_app

    app = create_app({"TESTING": True, "CORS_ORIGINS": "https://a.example"}, platform=platform)
    client = app.test_client()
    preflight = client.options(
        "/games", headers={"Origin": "https://a.example", "Access-Control-Request-Method": "POST"}
    )
    assert preflight.headers["Access-Control-Allow-Origin"] == "https://a.example"
    assert "POST" in preflight.headers["Access-Control-Allow-Methods"]
    assert "Origin" in client.get("/healthz", headers={"Origin": "https://evil.example"}).headers["Vary"]


def test_a_page_of_another_origin_may_send_a_player_identity(http):
    answer = http.options(
        "/seeks",
        headers={"Origin": ORIGIN, "Access-Control-Request-Method": "POST",
                 "Access-Control-Request-Headers": "Furlong-Player, Content-Type"},
    )  # fmt: skip
    assert answer.status_code == 200 and "furlong-player" in answer.headers["Access-Control-Allow-Headers"].lower()
