"""A credential is only ever returned to the caller who made it, and the store keeps none in the clear."""

from __future__ import annotations

import threading

import pytest

from .conftest import Stack, secret_key

TWO_SEATS = {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"open": True}]}


@pytest.mark.attack("replay a guessable Idempotency-Key on POST /games for its tokens", adversary="player")
def test_a_guessable_key_on_create_is_refused_before_anything_is_made(stack: Stack):
    games_before = stack.games()
    for guess in ("my-game-1", "create-1", "00000000000000000000000000000000", "aaaaaaaaaaaaaaaaaaaaaaaaaaaa"):
        first = stack.call("POST", "/games", json=TWO_SEATS, headers={"Idempotency-Key": guess})
        assert first.status_code == 400 and first.json()["field"] == "Idempotency-Key", guess
        assert "seats" not in first.json() and "game_id" not in first.json()
    assert stack.games() == games_before


@pytest.mark.attack("replay a guessable Idempotency-Key on join for the joiner's token", adversary="player")
def test_a_guessable_key_on_join_is_refused_and_appends_nothing(stack: Stack):
    made = stack.create(TWO_SEATS)
    before = stack.version(made["game_id"])
    refused = stack.call(
        "POST", f"/games/{made['game_id']}/seats/1/join", json={"name": "Bob"}, headers={"Idempotency-Key": "join-1"}
    )
    assert refused.status_code == 400 and refused.json()["field"] == "Idempotency-Key"
    assert stack.version(made["game_id"]) == before


@pytest.mark.attack("take a seat a client is joining, with another key", adversary="player")
def test_a_second_joiner_with_its_own_key_gets_no_token(stack: Stack):
    made = stack.create(TWO_SEATS)
    path = f"/games/{made['game_id']}/seats/1/join"
    bob = stack.call("POST", path, json={"name": "Bob"}, headers={"Idempotency-Key": secret_key()})
    after_bob = stack.version(made["game_id"])
    eve = stack.call("POST", path, json={"name": "Bob"}, headers={"Idempotency-Key": secret_key()})
    assert bob.status_code == 201 and eve.status_code == 422 and "token" not in eve.text
    assert stack.version(made["game_id"]) == after_bob


@pytest.mark.attack("read seat tokens from the store's receipts", adversary="local user")
def test_the_store_keeps_no_seat_token_in_the_clear(stack: Stack):
    key, join_key = secret_key(), secret_key()
    made = stack.create(TWO_SEATS, headers={"Idempotency-Key": key})
    joined = stack.call(
        "POST", f"/games/{made['game_id']}/seats/1/join", json={"name": "Bob"}, headers={"Idempotency-Key": join_key}
    ).json()
    secrets = [made["seats"][0]["token"], joined["token"], key, join_key]
    game_keys = list(stack.redis.scan_iter(f"furlong:{{{made['game_id']}}}:*"))
    assert any(b":receipt:" in k for k in game_keys)
    for name in game_keys:
        stored = _stored(stack, name)
        assert not any(secret.encode() in stored for secret in secrets), name
    replay = stack.call("POST", "/games", json=TWO_SEATS, headers={"Idempotency-Key": key})
    assert replay.json()["seats"][0]["token"] == made["seats"][0]["token"]  # the key's holder still gets its answer


@pytest.mark.attack("join a seat while its player leaves, to take it over", adversary="player")
def test_a_join_racing_a_leave_gets_no_seat(stack: Stack):
    made = stack.create({"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"open": True}, {"bot": "basic"}]})
    game_id, path = made["game_id"], f"/games/{made['game_id']}/seats/1/join"
    bob = stack.call("POST", path, json={"name": "Bob"}, headers={"Idempotency-Key": secret_key()}).json()
    answers: list[int] = []

    def join() -> None:
        answers.append(stack.call("POST", path, json={"name": "Eve"}, headers={"Idempotency-Key": secret_key()}))

    racers = [threading.Thread(target=join) for _ in range(8)]
    for racer in racers:
        racer.start()
    left = stack.call("POST", f"/games/{game_id}/seats/1/leave", token=bob["token"])
    for racer in racers:
        racer.join()
    assert left.status_code == 200
    assert {a.status_code for a in answers} == {422} and not any("token" in a.json() for a in answers)
    events = stack.call("GET", f"/games/{game_id}/events?after=0&limit=1000").json()["events"]
    assert [e["data"]["seat"] for e in events if e["type"] == "SeatJoined"] == [1]
    assert stack.call("GET", f"/games/{game_id}/legal-commands", token=bob["token"]).status_code in (401, 403, 410)


@pytest.mark.attack("use a seat token on another game's live feed", adversary="player")
def test_a_seat_token_opens_no_other_games_feed(stack: Stack):
    mine = stack.create({"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"bot": "basic"}]})
    theirs = stack.create({"ruleset": "neck_and_neck", "seats": [{"name": "Bob"}, {"bot": "basic"}]})
    feed = stack.call(
        "GET",
        f"/games/{theirs['game_id']}/events",
        token=mine["seats"][0]["token"],
        headers={"Accept": "text/event-stream"},
        stream=True,
    )
    assert feed.status_code == 401 and feed.headers["Content-Type"] == "application/problem+json"
    feed.close()


def _stored(stack: Stack, name: bytes) -> bytes:
    """Everything the store keeps under a key, as bytes."""
    kind = stack.redis.type(name)
    if kind == b"string":
        return stack.redis.get(name) or b""
    if kind == b"hash":
        return b"|".join(k + b"=" + v for k, v in stack.redis.hgetall(name).items())
    if kind == b"stream":
        return b"|".join(str(entry).encode() for entry in stack.redis.xrange(name))
    if kind == b"zset":
        return b"|".join(member for member, _ in stack.redis.zrange(name, 0, -1, withscores=True))
    if kind in (b"list",):
        return b"|".join(stack.redis.lrange(name, 0, -1))
    if kind == b"set":
        return b"|".join(stack.redis.smembers(name))
    return b""
