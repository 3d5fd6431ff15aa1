"""No input reaches a 500: each is refused where it is read, with a problem naming the field, appending nothing;
and no answer echoes what the client said its Host was."""

from __future__ import annotations

import pytest

from .conftest import Stack

TWO = {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}]}


@pytest.mark.attack("send a body nested 30,000 deep within the size limit", adversary="player")
@pytest.mark.parametrize("nested", ["[" * 30_000 + "]" * 30_000, '{"a":' * 10_000 + "1" + "}" * 10_000])
def test_a_deeply_nested_body_is_a_400(stack: Stack, nested: str):
    made = stack.create(TWO)
    before, token = stack.version(made["game_id"]), made["seats"][0]["token"]
    for path in ("/games", f"/games/{made['game_id']}/commands"):
        sent = stack.call("POST", path, token=token, data=nested, headers={"Content-Type": "application/json"})
        assert sent.status_code in (400, 413) and sent.headers["Content-Type"] == "application/problem+json"
    assert stack.version(made["game_id"]) == before


@pytest.mark.attack("resume a live feed from an odd Last-Event-ID", adversary="spectator")
@pytest.mark.parametrize("last", ["\u00b2", "\u0663", "9" * 5000, "-1", "1e3"])
def test_an_odd_last_event_id_is_a_400(stack: Stack, last: str):
    made = stack.create(TWO)
    headers = {"Accept": "text/event-stream", "Last-Event-ID": last.encode("utf-8").decode("latin-1")}
    answer = stack.call("GET", f"/games/{made['game_id']}/events", headers=headers)
    assert answer.status_code == 400 and answer.json()["field"] == "Last-Event-ID"


@pytest.mark.attack("send numbers too long to read", adversary="player")
def test_very_long_numbers_are_refused_and_append_nothing(stack: Stack):
    made = stack.create(TWO)
    game_id, token = made["game_id"], made["seats"][0]["token"]
    before = stack.version(game_id)
    body = '{"type": "PlaceBet", "horse": 3, "amount": ' + "9" * 5000 + "}"
    sent = stack.call("POST", f"/games/{game_id}/commands", token=token, data=body,
                      headers={"Content-Type": "application/json"})  # fmt: skip
    assert 400 <= sent.status_code < 500 and sent.headers["Content-Type"] == "application/problem+json"
    after = stack.call("GET", f"/games/{game_id}/events?after={'9' * 1000}")  # (a URL over 4 KiB: gunicorn's 414)
    assert after.status_code == 200 and after.json()["events"] == []  # nothing comes after that
    assert stack.call("GET", f"/games/{game_id}/events?limit={'9' * 30}").status_code == 422
    assert stack.call("GET", f"/games/{game_id}/state?at={'9' * 1000}").status_code == 422
    assert stack.version(game_id) == before


@pytest.mark.attack("travel to the version inside a command where a view once broke", adversary="spectator")
def test_time_travel_answers_inside_every_command(stack: Stack):
    made = stack.create({"ruleset": "homestretch", "seats": [{"bot": "basic"}, {"bot": "random"}]})
    stack.finished(made["game_id"], timeout_s=120)
    events = stack.call("GET", f"/games/{made['game_id']}/events?after=0&limit=1000").json()["events"]
    inside = [e["version"] for e in events if e["type"] in ("DraftFinished", "CardStolen")]
    assert inside, "the game has no draft end"
    for version in inside:
        answer = stack.call("GET", f"/games/{made['game_id']}/state?at={version}")
        assert answer.status_code == 200 and answer.json()["version"] == version


@pytest.mark.attack("have a redirect or the docs page echo a forged Host", adversary="spectator")
@pytest.mark.parametrize("path", ["/docs", "/docs/", "/"])
def test_no_answer_echoes_the_host_header(stack: Stack, path: str):
    answer = stack.call("GET", path, headers={"Host": "attacker.example"}, allow_redirects=False)
    assert "attacker" not in answer.text and "attacker" not in str(answer.headers)
    assert (
        answer.headers["X-Content-Type-Options"] == "nosniff"
        and "frame-ancestors 'none'" in answer.headers["Content-Security-Policy"]
    )
