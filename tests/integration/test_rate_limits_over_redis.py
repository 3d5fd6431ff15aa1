"""Rate limits over real Redis: a flood is held back with 429 while other games play on, across web processes."""

from __future__ import annotations

import time

import pytest
import redis

from bootstrap import build_platform
from devtools.toy import TOY
from games.registry import RULESETS
from service import create_app
from workers.scheduling import InlineScheduler

pytestmark = pytest.mark.integration

FLOODER, PLAYER, OTHER = "203.0.113.66", "198.51.100.10", "198.51.100.20"
STRICT = {
    "TESTING": True,
    "RATE_LIMIT_EXEMPT": "",
    "RATE_LIMIT_ADDRESS_PER_S": "100",
    "RATE_LIMIT_ADDRESS_BURST": "100",
}
SEAT_LIMIT = {"RATE_LIMIT_SEAT_PER_S": "2", "RATE_LIMIT_SEAT_BURST": "5"}


def web_process(redis_server, config, admin=""):
    """An app with its own platform and Redis client, as one more web process on the shared Redis."""
    platform = build_platform(
        {"FURLONG_ADMIN_TOKEN": admin},
        client=redis.Redis.from_url(redis_server.url),
        rulesets={**RULESETS, "toy": TOY},
        scheduler=InlineScheduler,
    )
    return create_app({**STRICT, **config}, platform=platform).test_client()


def from_(address, token=None):
    return {"environ_base": {"REMOTE_ADDR": address}, "headers": {"Authorization": f"Bearer {token}"} if token else {}}


def new_game(http, address):
    made = http.post("/games", json={"ruleset": "toy", "seats": [{"name": "A"}, {"name": "B"}]}, **from_(address))
    assert made.status_code == 201, made.json
    return made.json["game_id"], [seat["token"] for seat in made.json["seats"]]


def play_a_turn(http, game_id, tokens, address):
    """The seat whose turn it is sends its first legal command; its answer."""
    for token in tokens:
        legal = http.get(f"/games/{game_id}/legal-commands", **from_(address, token)).json
        if legal:
            body = {**legal[0]["command"], "amount": legal[0]["params"]["amount"]["min"]}
            return http.post(f"/games/{game_id}/commands", json=body, **from_(address, token))
    raise AssertionError("no seat may act")


def test_a_flood_from_one_seat_is_held_back_appending_nothing_while_another_game_plays_on(redis_server, redis_client):
    http = web_process(redis_server, SEAT_LIMIT)
    flooded, (ann, _) = new_game(http, FLOODER)
    calm, calm_tokens = new_game(http, PLAYER)
    store = http.application.extensions["furlong"].store
    before = store.version(flooded)
    reads = [http.get(f"/games/{flooded}/legal-commands", **from_(FLOODER, ann)) for _ in range(5)]
    assert [answer.json[0]["command"] for answer in reads] == [{"type": "Add", "amount": 1}] * 5  # an Add would append
    flood, played = [], []
    for sent in range(1, 31):
        flood.append(http.post(f"/games/{flooded}/commands", json={"type": "Add", "amount": 1}, **from_(FLOODER, ann)))
        if sent % 10 == 0:
            played.append(play_a_turn(http, calm, calm_tokens, PLAYER).status_code)
    assert {answer.status_code for answer in flood} == {429}
    assert {answer.json["rule"] for answer in flood} == {"rate.seat"}
    assert all(int(answer.headers["Retry-After"]) >= 1 for answer in flood)
    assert store.version(flooded) == before
    assert played == [201, 201, 201]


def test_a_held_back_seat_plays_again_once_it_waited_retry_after(redis_server, redis_client):
    http = web_process(redis_server, SEAT_LIMIT)
    game_id, tokens = new_game(http, PLAYER)
    for _ in range(5):
        http.get(f"/games/{game_id}", **from_(PLAYER, tokens[0]))
    refused = http.get(f"/games/{game_id}", **from_(PLAYER, tokens[0]))
    assert refused.status_code == 429
    time.sleep(int(refused.headers["Retry-After"]))
    assert play_a_turn(http, game_id, tokens, PLAYER).status_code == 201


def test_the_address_limit_holds_across_two_web_processes_sharing_redis(redis_server, redis_client):
    config = {"RATE_LIMIT_ADDRESS_PER_S": "0.5", "RATE_LIMIT_ADDRESS_BURST": "4"}
    first, second = web_process(redis_server, config), web_process(redis_server, config)
    answers = [process.get("/rulesets", **from_(FLOODER)).status_code for process in (first, second) * 3]
    assert answers == [200, 200, 200, 200, 429, 429]
    assert [process.get("/rulesets", **from_(OTHER)).status_code for process in (first, second)] == [200, 200]


def test_the_house_is_never_throttled_and_costs_its_address_nothing(redis_server, redis_client):
    config = {"RATE_LIMIT_ADDRESS_PER_S": "0.5", "RATE_LIMIT_ADDRESS_BURST": "2", **SEAT_LIMIT}
    http = web_process(redis_server, config, admin="the-house")
    game_id, _ = new_game(web_process(redis_server, {"RATE_LIMITS": "off"}), PLAYER)
    exports = [http.get(f"/games/{game_id}/export", **from_(FLOODER, "the-house")).status_code for _ in range(20)]
    assert exports == [200] * 20
    assert [http.get("/rulesets", **from_(FLOODER)).status_code for _ in range(3)] == [200, 200, 429]


def test_limits_live_in_redis_under_one_key_per_subject_with_a_ttl_and_no_raw_token(redis_server, redis_client):
    http = web_process(redis_server, {**SEAT_LIMIT, "RATE_LIMIT_ADDRESS_PER_S": "1"})
    game_id, (ann, _) = new_game(http, PLAYER)
    http.get(f"/games/{game_id}", **from_(PLAYER, ann))
    keys = sorted(key.decode() for key in redis_client.keys("furlong:rl:*"))
    assert keys[:2] == [f"furlong:rl:{{addr:{PLAYER}}}", f"furlong:rl:{{create:addr:{PLAYER}}}"]  # the game made
    assert keys[2].startswith("furlong:rl:{seat:") and len(keys) == 3 and ann not in keys[2]
    assert all(0 < redis_client.pttl(key) <= 5000 for key in keys)  # until the bucket is full again: one interval
