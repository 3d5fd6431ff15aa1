"""Idempotency-Key over HTTP: which answers are kept under a key, which are not, and which keys are refused."""

from __future__ import annotations

import pytest
from werkzeug.exceptions import InternalServerError

pytestmark = pytest.mark.integration

ADD = {"type": "Add", "amount": 2}


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def create(http):
    """A running two-seat toy game and seat 0's headers."""
    made = http.post("/games", json={"ruleset": "toy", "seats": [{"name": "Ann"}, {"name": "Bob"}]})
    assert made.status_code == 201, made.json
    return made.json["game_id"], bearer(made.json["seats"][0]["token"])


def command(http, game_id, headers, key, **sent):
    return http.post(f"/games/{game_id}/commands", headers={**headers, "Idempotency-Key": key}, **sent)


def test_a_key_of_200_characters_is_accepted_and_one_of_201_is_refused(http, platform):
    game_id, headers = create(http)
    assert command(http, game_id, headers, "k" * 200, json=ADD).status_code == 201
    before = platform.store.version(game_id)
    refused = command(http, game_id, headers, "k" * 201, json=ADD)
    assert refused.status_code == 400 and refused.json["field"] == "Idempotency-Key"
    assert refused.json["title"] == "Invalid Idempotency-Key"
    assert refused.json["detail"] == "the Idempotency-Key header is longer than 200 characters"
    assert platform.store.version(game_id) == before


@pytest.mark.parametrize("key", ["", "   "])
def test_a_blank_key_is_refused_saying_so(http, key):
    game_id, headers = create(http)
    refused = command(http, game_id, headers, key, json=ADD)
    assert refused.status_code == 400 and refused.json["title"] == "Invalid Idempotency-Key"
    assert refused.json["detail"] == ("the Idempotency-Key header is empty; send a unique key or leave the header out")


def test_a_refused_body_that_is_not_json_is_kept_for_that_body_only(http, platform):
    game_id, headers = create(http)
    plain = {"data": "add two", "content_type": "text/plain"}
    first = command(http, game_id, headers, "raw-1", **plain)
    again = command(http, game_id, headers, "raw-1", **plain)
    other = command(http, game_id, headers, "raw-1", data="add three", content_type="text/plain")
    assert 400 <= first.status_code < 500 and (again.status_code, again.json) == (first.status_code, first.json)
    assert other.status_code == 422 and other.json["field"] == "Idempotency-Key"


def test_a_malformed_json_body_gets_the_same_answer_with_or_without_a_key(http):
    game_id, headers = create(http)
    broken = {"data": '{"type": "Add", ', "content_type": "application/json"}
    without = http.post(f"/games/{game_id}/commands", headers=headers, **broken)
    keyed = command(http, game_id, headers, "broken-1", **broken)
    assert (keyed.status_code, keyed.json) == (without.status_code, without.json)


def test_a_409_is_not_kept_under_the_key_so_the_retry_runs(http, platform):
    game_id, headers = create(http)
    current = platform.store.version(game_id)
    stale = command(http, game_id, {**headers, "If-Match": f'"{current - 1}"'}, "retry-1", json=ADD)
    retried = command(http, game_id, {**headers, "If-Match": f'"{current}"'}, "retry-1", json=ADD)
    assert stale.status_code == 409 and retried.status_code == 201
    assert platform.store.version(game_id) > current


def test_each_seat_s_key_is_its_own(http, platform):
    made = http.post("/games", json={"ruleset": "toy", "seats": [{"name": "Ann"}, {"name": "Bob"}]}).json
    ann, bob = (bearer(seat["token"]) for seat in made["seats"])
    assert command(http, made["game_id"], ann, "mine", json=ADD).status_code == 201
    assert command(http, made["game_id"], bob, "mine", json={"type": "Add", "amount": 1}).status_code == 201


def test_a_refusal_is_replayed_under_its_key_even_once_the_command_would_be_accepted(http, platform):
    made = http.post("/games", json={"ruleset": "toy", "seats": [{"name": "Ann"}, {"name": "Bob"}]}).json
    game_id = made["game_id"]
    ann, bob = (bearer(seat["token"]) for seat in made["seats"])
    early = command(http, game_id, bob, "bob-1", json=ADD)
    assert early.status_code == 403
    assert command(http, game_id, ann, "ann-1", json=ADD).status_code == 201
    before = platform.store.version(game_id)
    again = command(http, game_id, bob, "bob-1", json=ADD)
    assert (again.status_code, again.json) == (403, early.json) and platform.store.version(game_id) == before


@pytest.mark.parametrize("if_match", [False, True], ids=["plain", "with If-Match"])
def test_an_accepted_command_repeated_after_the_game_moved_on_replays_its_answer(http, platform, if_match):
    made = http.post("/games", json={"ruleset": "toy", "seats": [{"name": "Ann"}, {"name": "Bob"}]}).json
    game_id = made["game_id"]
    ann, bob = (bearer(seat["token"]) for seat in made["seats"])
    pinned = {**ann, "If-Match": f'"{platform.store.version(game_id)}"'} if if_match else ann
    first = command(http, game_id, pinned, "ann-1", json=ADD)
    assert first.status_code == 201
    assert command(http, game_id, bob, "bob-1", json=ADD).status_code == 201  # now the game is past it
    before = platform.store.version(game_id)
    again = command(http, game_id, pinned, "ann-1", json=ADD)
    assert (again.status_code, again.json) == (201, first.json) and platform.store.version(game_id) == before


def test_a_500_is_never_kept_under_the_key_so_the_retry_runs(http, platform, monkeypatch):
    game_id, headers = create(http)
    real, failed = platform.handler.play, []

    def failing_once(*args, **kwargs):
        if not failed:
            failed.append(True)
            raise InternalServerError("injected")
        return real(*args, **kwargs)

    monkeypatch.setattr(platform.handler, "play", failing_once)
    first = command(http, game_id, headers, "boom-1", json=ADD)
    retried = command(http, game_id, headers, "boom-1", json=ADD)
    assert first.status_code == 500 and retried.status_code == 201
