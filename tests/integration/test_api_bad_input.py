"""Bad input of every kind gets a 4xx problem+json naming the field or rule, and appends nothing."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration

TEN_MB = "x" * (10 * 1024 * 1024)


@pytest.fixture
def game(http):
    made = http.post("/games", json={"ruleset": "toy", "seats": [{"name": "Ann"}, {"name": "Bob"}]}).json
    return made["game_id"], {"Authorization": f"Bearer {made['seats'][0]['token']}"}


def assert_problem(response, status: int, mentions: str):
    assert response.status_code == status, response.get_data(as_text=True)[:300]
    assert response.mimetype == "application/problem+json"
    assert mentions in response.json["detail"], response.json


BAD_CREATES = [
    ("not json", 400, "JSON object"),
    ('["a list"]', 400, "JSON object"),
    ('{"ruleset": "chess", "seats": [{"name": "A"}]}', 422, "unknown ruleset 'chess'"),
    ('{"ruleset": "toy"}', 422, "seats"),
    ('{"ruleset": 7, "seats": [{"name": "A"}]}', 422, "ruleset"),
    ('{"ruleset": "neck_and_neck", "seats": [{"name": "A"}]}', 422, "takes 2 to 6 seats"),
    ('{"ruleset": "toy", "seats": [{"name": "A", "bot": "random"}]}', 422, "exactly one of"),
    ('{"ruleset": "toy", "seats": [{"bot": "genius"}]}', 422, "bot"),
    ('{"ruleset": "toy", "seats": [{"open": 1}]}', 422, "must be true or false"),
    ('{"ruleset": "toy", "seats": [{"open": false}]}', 422, "must be true"),
    ('{"ruleset": "toy", "seats": [{"name": ""}]}', 422, "name"),
    ('{"ruleset": "toy", "seats": [{"name": "A"}], "options": {"speed": 3}}', 422, "unknown option"),
    ('{"ruleset": "toy", "seats": [{"name": "A"}], "options": {"target": "ten"}}', 422, "must be a integer"),
    ('{"ruleset": "toy", "seats": [{"name": "A"}], "options": {"target": 0}}', 422, "between"),
    ('{"ruleset": "toy", "seats": [{"name": "A"}], "surprise": 1}', 422, "surprise"),
    # half of a surrogate pair is no character: nothing could store or hash it (it was a 500 in a client seed)
    ('{"ruleset": "neck_and_neck", "seats": [{"name": "A", "client_seed": "a\\ud800b"}, {"name": "B"}]}', 400, "JSON"),
    ('{"ruleset": "toy", "seats": [{"name": "A"}], "options": {"\\udc00": 1}}', 400, "JSON"),
]


@pytest.mark.parametrize("body,status,mentions", BAD_CREATES)
def test_a_bad_game_creation_is_refused_and_creates_nothing(http, body, status, mentions):
    response = http.post("/games", data=body, content_type="application/json")
    assert_problem(response, status, mentions)
    assert http.get("/games").json["games"] == []


BAD_COMMANDS = [
    ("{not json", 400, "JSON object"),
    ('"Add"', 400, "JSON object"),
    ('{"amount": 1}', 422, "unknown command type None"),
    ('{"type": "Teleport"}', 422, "unknown command type 'Teleport'"),
    ('{"type": "Add"}', 422, "amount"),
    ('{"type": "Add", "amount": "2"}', 422, "amount"),
    ('{"type": "Add", "amount": 1.5}', 422, "amount"),
    ('{"type": "Add", "amount": true}', 422, "amount"),
    ('{"type": "Add", "amount": -1}', 422, "add 1 to 3, not -1"),
    ('{"type": "Add", "amount": 99999999999999999999999}', 422, "amount"),
    ('{"type": "Add", "amount": 1, "extra": 1}', 422, "extra"),
    ('{"type": "Add", "amount": null}', 422, "amount"),
]


@pytest.mark.parametrize("body,status,mentions", BAD_COMMANDS)
def test_a_bad_command_is_refused_and_appends_nothing(http, game, body, status, mentions):
    game_id, headers = game
    before = http.get(f"/games/{game_id}").json["version"]
    response = http.post(f"/games/{game_id}/commands", data=body, content_type="application/json", headers=headers)
    assert_problem(response, status, mentions)
    assert http.get(f"/games/{game_id}").json["version"] == before


def test_a_ten_megabyte_body_is_413(http, game):
    game_id, headers = game
    response = http.post(f"/games/{game_id}/commands", data=TEN_MB, content_type="application/json", headers=headers)
    assert response.status_code == 413 and response.mimetype == "application/problem+json"


@pytest.mark.parametrize(
    "headers,mentions",
    [
        ({}, "needs a seat token"),
        ({"Authorization": "Bearer nope"}, "no valid seat token"),
        ({"Authorization": "Basic abc"}, "no valid seat token"),
    ],
)
def test_commands_without_a_valid_token_are_401(http, game, headers, mentions):
    game_id, _ = game
    assert_problem(
        http.post(f"/games/{game_id}/commands", json={"type": "Add", "amount": 1}, headers=headers), 401, mentions
    )


def test_an_unknown_game_is_404_on_every_game_route(http):
    for path in ("/games/nope", "/games/nope/events", "/games/nope/state"):
        assert_problem(http.get(path), 404, "no game has id 'nope'")
    assert_problem(http.post("/games/nope/seats/0/join", json={"name": "A"}), 404, "no game")


@pytest.mark.parametrize("query,field", [("after=-1", "after"), ("limit=0", "limit"), ("after=x", "after")])
def test_bad_query_parameters_are_422_naming_them(http, game, query, field):
    game_id, _ = game
    assert_problem(http.get(f"/games/{game_id}/events?{query}"), 422, field)


def test_an_unknown_game_is_404_even_with_a_token(http):
    headers = {"Authorization": "Bearer whatever"}
    assert_problem(http.get("/games/nope", headers=headers), 404, "no game")
    assert_problem(http.get("/games/nope/legal-commands"), 404, "no game")
    assert_problem(http.post("/games/nope/commands", json={"type": "Add"}, headers=headers), 404, "no game")


def test_an_unknown_route_and_a_wrong_method_are_problems_too(http):
    assert http.get("/nowhere").mimetype == "application/problem+json"
    wrong = http.delete("/games")
    assert wrong.status_code == 405 and set(wrong.headers["Allow"].split(", ")) >= {"GET", "POST"}


def test_health_is_a_503_problem_when_redis_does_not_answer(app, platform):
    import redis
    from redis.backoff import NoBackoff
    from redis.retry import Retry

    platform.redis = redis.Redis(port=1, socket_connect_timeout=0.2, retry=Retry(NoBackoff(), 0))
    response = app.test_client().get("/healthz")
    assert_problem(response, 503, "Redis does not answer")


@pytest.mark.parametrize("path", ["/rulesets", "/games", "/openapi.yaml", "/docs"])
def test_options_and_head_are_answered_on_every_path_as_openapi_yaml_says(http, path):
    options = http.open(path, method="OPTIONS")
    assert options.status_code == 200 and options.data == b"" and "GET" in options.headers["Allow"]
    preflight = http.open(
        path, method="OPTIONS", headers={"Origin": "https://site.example", "Access-Control-Request-Method": "GET"}
    )
    assert preflight.headers["Access-Control-Allow-Origin"] == "*" and "Access-Control-Max-Age" in preflight.headers
    head, get = http.head(path), http.get(path)
    assert head.status_code == get.status_code == 200 and head.data == b""
    assert head.headers["Content-Type"] == get.headers["Content-Type"]
    assert http.open(path, method="PATCH").status_code == 405
