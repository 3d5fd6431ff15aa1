"""Delivering webhooks (workers/webhooks.py) on the in-memory platform, with a stand-in for the HTTP sender: order,
signatures, retries, giving up, pausing, filters and redelivery."""

from __future__ import annotations

import json
import time
from dataclasses import replace

import pytest
from standardwebhooks import Webhook

from app.webhook_targets import Attempt
from app.webhooks import DISABLED, PAUSED, Secret, Subscription, retry_after_s, token_owner
from bootstrap import in_memory_platform
from service import create_app
from workers.webhooks import catch_up, deliver

SECRET = "whsec_" + "c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LTEyMzQ="


class Receiver:
    """A stand-in for adapters.webhook_http.post: keeps what it was sent and answers as told."""

    def __init__(self) -> None:
        self.got: list[tuple[dict[str, str], bytes]] = []
        self.status = 204

    def __call__(self, url, body, headers, **_limits) -> Attempt:
        if self.status is None:
            return Attempt(None, 1.0, "connection refused")
        self.got.append((dict(headers), body))
        return Attempt(self.status, 1.0, None)

    def events(self) -> list[dict]:
        return [json.loads(body)["data"]["event"] for _, body in self.got]


@pytest.fixture
def platform():
    return in_memory_platform()


@pytest.fixture
def http(platform):
    return create_app({"TESTING": True, "RATE_LIMITS": "off"}, platform=platform).test_client()


def table(http) -> tuple[str, list[str]]:
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "A"}, {"name": "B"}]}).json
    return made["game_id"], [seat["token"] for seat in made["seats"]]


def follow(platform, game_id: str, **fields) -> Subscription:
    made = Subscription("wh_test", token_owner("whm_t"), "https://receiver.example/hook", games=(game_id,))
    subscription = replace(made, secrets=(Secret(SECRET),), **fields)
    platform.webhooks.add(subscription, 20, 100)
    return subscription


def bet(http, game_id: str, token: str) -> None:
    legal = http.get(f"/games/{game_id}/legal-commands", headers={"Authorization": f"Bearer {token}"}).json
    chosen = next(item for item in legal if item["command"]["type"] == "PlaceBet")
    sent = http.post(f"/games/{game_id}/commands", json=chosen["command"], headers={"Authorization": f"Bearer {token}"})
    assert sent.status_code == 201


def test_every_event_goes_once_in_order_signed_and_as_the_public_sees_it(platform, http):
    game_id, tokens = table(http)
    follow(platform, game_id)
    bet(http, game_id, tokens[0])
    receiver = Receiver()
    assert deliver(platform, "wh_test", game_id, receiver) == "delivered"
    assert deliver(platform, "wh_test", game_id, receiver) == "delivered"  # nothing new: nothing sent twice
    versions = [event["version"] for event in receiver.events()]
    assert versions == list(range(1, platform.store.version(game_id) + 1))
    sealed = next(event for event in receiver.events() if event["type"] == "BetPlaced")
    assert sealed["redacted"] is True and "amount" not in sealed["data"] and "horse" not in sealed["data"]
    headers, body = receiver.got[0]
    assert headers["webhook-id"] == f"msg_wh_test_{game_id}_1"
    assert Webhook(SECRET).verify(body, headers)["type"] == "game.event"


def test_an_append_schedules_each_matching_subscription(platform, http):
    game_id, tokens = table(http)
    follow(platform, game_id)
    bet(http, game_id, tokens[0])
    assert ("wh_test", game_id, 0.0) in platform.scheduler.webhooks


def test_a_failing_message_blocks_the_games_later_ones_and_waits_longer_each_time(platform, http):
    game_id, _ = table(http)
    follow(platform, game_id)
    receiver = Receiver()
    receiver.status = 500
    assert deliver(platform, "wh_test", game_id, receiver) == "retrying"
    failing = platform.webhooks.failing("wh_test", game_id)
    assert failing.attempts == 1 and failing.next_at == pytest.approx(time.time() + retry_after_s(1), abs=2)
    assert platform.scheduler.webhooks[-1] == ("wh_test", game_id, retry_after_s(1))
    assert deliver(platform, "wh_test", game_id, receiver) == "waiting"  # its retry is not due yet
    platform.webhooks.set_failing("wh_test", game_id, replace(failing, next_at=0))
    assert deliver(platform, "wh_test", game_id, receiver) == "retrying"
    assert platform.webhooks.failing("wh_test", game_id).attempts == 2
    assert [e["version"] for e in receiver.events()] == [1, 1]  # never the second before the first
    assert [retry_after_s(n) for n in (1, 2, 3, 20)] == [5, 10, 20, 6 * 3600]


def test_a_message_failing_past_the_give_up_time_disables_the_subscription_saying_why(platform, http):
    game_id, _ = table(http)
    follow(platform, game_id)
    receiver = Receiver()
    receiver.status = None
    deliver(platform, "wh_test", game_id, receiver)
    failing = platform.webhooks.failing("wh_test", game_id)
    platform.webhooks.set_failing("wh_test", game_id, replace(failing, since=time.time() - 4 * 86400, next_at=0))
    assert deliver(platform, "wh_test", game_id, receiver) == "disabled"
    disabled = platform.webhooks.get("wh_test")
    assert disabled.status == DISABLED and "connection refused" in disabled.disabled
    receiver.status = 204
    assert deliver(platform, "wh_test", game_id, receiver) == "inactive" and receiver.got == []


def test_a_paused_subscription_sends_nothing_and_resumes_where_it_stopped(platform, http):
    game_id, tokens = table(http)
    follow(platform, game_id, status=PAUSED)
    receiver = Receiver()
    assert deliver(platform, "wh_test", game_id, receiver) == "inactive" and receiver.got == []
    platform.webhooks.save(replace(platform.webhooks.get("wh_test"), status="active"))
    bet(http, game_id, tokens[0])
    deliver(platform, "wh_test", game_id, receiver)
    assert [e["version"] for e in receiver.events()] == list(range(1, platform.store.version(game_id) + 1))


def test_only_the_chosen_event_types_are_sent_and_the_others_are_passed_over(platform, http):
    game_id, tokens = table(http)
    follow(platform, game_id, event_types=("BetPlaced",))
    bet(http, game_id, tokens[0])
    receiver = Receiver()
    deliver(platform, "wh_test", game_id, receiver)
    assert [e["type"] for e in receiver.events()] == ["BetPlaced"]
    assert platform.webhooks.cursor("wh_test", game_id) == platform.store.version(game_id)


def test_a_game_being_delivered_by_another_job_is_left_to_it_and_looked_at_again(platform, http):
    game_id, _ = table(http)
    follow(platform, game_id)
    assert platform.webhooks.lock("wh_test", game_id, "another job", 60)
    receiver = Receiver()
    assert deliver(platform, "wh_test", game_id, receiver) == "busy" and receiver.got == []
    assert platform.scheduler.webhooks[-1] == ("wh_test", game_id, 1.0)


def test_a_redelivery_sends_the_same_messages_again_with_the_same_ids(platform, http):
    game_id, _ = table(http)
    made = http.post("/webhooks", json={"url": "https://receiver.example/hook", "games": [game_id]}).json
    sub_id, owner = made["subscription"]["id"], {"Authorization": f"Bearer {made['management_token']}"}
    receiver = Receiver()
    deliver(platform, sub_id, game_id, receiver)
    first = [headers["webhook-id"] for headers, _ in receiver.got]
    again = http.post(f"/webhooks/{sub_id}/redeliver", json={"game_id": game_id, "after": 1}, headers=owner)
    assert again.status_code == 202 and again.json == {"game_id": game_id, "after": 1, "until": len(first)}
    deliver(platform, sub_id, game_id, receiver)
    assert [headers["webhook-id"] for headers, _ in receiver.got] == first + first[1:]
    too_far = http.post(f"/webhooks/{sub_id}/redeliver", json={"game_id": game_id, "after": 99}, headers=owner)
    assert too_far.status_code == 422 and "after" in too_far.json["errors"]


def test_a_rotated_secret_signs_beside_the_new_one_until_the_overlap_ends(platform, http):
    game_id, _ = table(http)
    made = http.post("/webhooks", json={"url": "https://receiver.example/hook", "games": [game_id]}).json
    sub_id, owner = made["subscription"]["id"], {"Authorization": f"Bearer {made['management_token']}"}
    rotated = http.post(f"/webhooks/{sub_id}/rotate-secret", headers=owner).json
    assert rotated["secret"] != made["secret"] and rotated["subscription"]["previous_secret_until"]
    receiver = Receiver()
    deliver(platform, sub_id, game_id, receiver)
    headers, body = receiver.got[0]
    assert len(headers["webhook-signature"].split(" ")) == 2
    for secret in (made["secret"], rotated["secret"]):
        assert Webhook(secret).verify(body, headers)["data"]["game_id"] == game_id


def test_the_workers_sweep_schedules_every_active_subscriptions_games_that_lag_behind(platform, http):
    game_id, _ = table(http)
    follow(platform, game_id)
    platform.webhooks.add(replace(platform.webhooks.get("wh_test"), id="wh_paused", status=PAUSED), 20, 100)
    platform.scheduler.webhooks.clear()
    assert catch_up(platform) == 1 and platform.scheduler.webhooks == [("wh_test", game_id, 0.0)]
    deliver(platform, "wh_test", game_id, Receiver())
    platform.scheduler.webhooks.clear()
    assert catch_up(platform) == 0


def test_the_delivery_log_takes_a_limit_and_refuses_any_other_query(platform, http):
    made = http.post("/webhooks", json={"url": "https://receiver.example/hook", "rulesets": ["jockey"]}).json
    owner, log = {"Authorization": f"Bearer {made['management_token']}"}, f"/webhooks/{made['subscription']['id']}"
    assert http.get(f"{log}/deliveries?limit=5", headers=owner).status_code == 200
    for query, field in (("limit=0", "limit"), ("limit=101", "limit"), ("limit=x", "limit"), ("since=1", "since")):
        refused = http.get(f"{log}/deliveries?{query}", headers=owner)
        assert refused.status_code == 422 and field in refused.json["errors"]
