"""Webhooks (issue 43) under attack: subscriptions that aim the server at itself or its network, that read a seat's
sealed events, replayed or forged signatures, floods of subscriptions, and other owners' subscriptions.

The stack's worker serves the game queues only, not `furlong-webhooks`: deliveries run here, in-process, through
`workers.webhooks.deliver` on a platform built on the stack's Redis, with the real `post` (against a listener on
loopback) or with a `send` that captures each message and answers 204.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
import requests
from standardwebhooks import Webhook, WebhookVerificationError

from adapters.webhook_http import Attempt
from app.scheduling import RecordingScheduler
from bootstrap import Platform, build_platform
from service import create_app
from tests.support.authorization import secrets_of
from workers.webhooks import deliver

from .conftest import ADDRESS_CAP, Stack

PLAYER = "Furlong-Player"
HOOK_URL = "https://receiver.example/hook"  # never reached: these deliveries are captured (or refused) first
WHSEC, WHM = "whsec_", "whm_"
CAP = 20  # WEBHOOK_MAX_PER_OWNER, the server's default


def delivering(stack: Stack, **settings: Any) -> Platform:
    """A webhook worker's platform on the stack's Redis (follow-ups recorded, never run), with these settings; no
    private network allowed unless one is given."""
    config = {"REDIS_URL": stack.redis_url, "WEBHOOK_ALLOWED_NETWORKS": "", "WEBHOOK_TIMEOUT_S": 3, **settings}
    return build_platform(config, scheduler=lambda _: RecordingScheduler())


class Capture:
    """A `send` (adapters.webhook_http.post's signature) that keeps each message and answers 204."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, bytes, dict[str, str]]] = []

    def __call__(self, url: str, body: bytes, headers: dict[str, str], **_: Any) -> Attempt:
        self.sent.append((url, body, dict(headers)))
        return Attempt(204, 1.0, None)

    def texts(self) -> list[str]:
        return [body.decode("utf-8") for _, body, _ in self.sent]


class Listener:
    """A TCP listener on loopback that counts every connection made to it (none must be)."""

    def __init__(self) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.sock.settimeout(0.2)
        self.port, self.connections, self.open = self.sock.getsockname()[1], 0, True
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while self.open:
            try:
                peer, _ = self.sock.accept()
            except OSError:
                continue
            self.connections += 1
            with peer:
                peer.settimeout(1)
                try:
                    peer.recv(65536)
                    peer.sendall(b"HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n")
                except OSError:
                    pass

    def close(self) -> None:
        self.open = False
        self.thread.join(2)
        self.sock.close()


@pytest.fixture
def listener() -> Iterator[Listener]:
    heard = Listener()
    yield heard
    heard.close()


def guest(stack: Stack, name: str) -> str:
    """A new guest's player token."""
    made = stack.call("POST", "/players", json={"name": name})
    assert made.status_code == 201, made.text
    return made.json()["token"]


def subscribe(stack: Stack, body: dict[str, Any], player: str | None = None) -> requests.Response:
    """POST /webhooks, with a player identity if given."""
    return stack.call("POST", "/webhooks", json=body, headers={PLAYER: player} if player else {})


def subscribed(stack: Stack, body: dict[str, Any], player: str | None = None) -> dict[str, Any]:
    """A subscription made (201): the answer, with `owner` the headers that manage it."""
    made = subscribe(stack, body, player)
    assert made.status_code == 201, made.text
    answer = made.json()
    owner = {PLAYER: player} if player else {"Authorization": f"Bearer {answer['management_token']}"}
    return {**answer, "owner": owner}


def two_humans(stack: Stack, seats: int = 2) -> tuple[str, list[str]]:
    """A running neck_and_neck game of human seats: its id and the seats' tokens."""
    made = stack.create(
        {"ruleset": "neck_and_neck", "seats": [{"name": name} for name in ("Ada", "Brian", "Cleo")[:seats]]}
    )
    return made["game_id"], [seat["token"] for seat in made["seats"]]


@pytest.mark.attack("subscribe an endpoint on the server's own host or network, to reach it (SSRF)", adversary="player")
def test_a_webhook_cannot_reach_loopback_private_or_metadata_addresses(stack: Stack, listener: Listener):
    port = listener.port
    shapes = [
        "file:///etc/passwd",
        "gopher://127.0.0.1:6379/_FLUSHALL",
        "ftp://receiver.example/hook",
        "javascript:alert(1)",
        f"http://user:pass@127.0.0.1:{port}/",
        "http://user:pass@receiver.example/hook",
        "http:///no-host",
        "http://receiver.example:0/hook",
        "http://receiver.example/hook#fragment",
        "http://receiver.example/ho ok",
        "http://receiver.example/hook\r\nX-Injected: 1",
    ]
    game_id, _ = two_humans(stack)
    for url in shapes:
        refused = subscribe(stack, {"url": url, "games": [game_id]})
        assert refused.status_code == 422, f"{url!r}: {refused.status_code} {refused.text}"
        assert "url" in refused.json()["errors"], f"{url!r}: {refused.text}"
        stack.new_client()  # each a client of its own: the rate limit of creating is not what refuses them
    addresses = [
        f"http://127.0.0.1:{port}/",
        f"http://localhost:{port}/",
        f"http://[::1]:{port}/",
        f"http://[::ffff:127.0.0.1]:{port}/",
        f"http://2130706433:{port}/",
        f"http://127.1:{port}/",
        f"http://0.0.0.0:{port}/",
        "http://10.0.0.5/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[fd00:ec2::254]/latest/meta-data/",
    ]
    hooks = []
    for url in addresses:
        hooks.append((url, subscribed(stack, {"url": url, "games": [game_id]})))  # addresses are checked when sent
        stack.new_client()
    worker = delivering(stack)
    for url, hook in hooks:
        assert deliver(worker, hook["subscription"]["id"], game_id) == "retrying", url
        log = stack.call("GET", f"/webhooks/{hook['subscription']['id']}/deliveries", headers=hook["owner"]).json()
        assert log and not log[0]["delivered"] and log[0]["status"] is None, f"{url}: {log}"
        assert log[0]["error"].startswith("refused address"), f"{url}: {log[0]['error']}"
    assert listener.connections == 0, f"the listener on 127.0.0.1:{port} was reached"
    # Control: the operator allows loopback, and the same delivery reaches the listener (so a hole would show).
    allowed = delivering(stack, WEBHOOK_ALLOWED_NETWORKS="127.0.0.0/8")
    control = subscribed(stack, {"url": f"http://127.0.0.1:{port}/", "games": [game_id]})
    assert deliver(allowed, control["subscription"]["id"], game_id) == "delivered"
    assert listener.connections > 0


@pytest.mark.attack("follow a game by webhook to read another seat's sealed bet", adversary="player")
def test_a_webhook_carries_only_the_public_view_of_a_game(stack: Stack):
    ada = guest(stack, "Ada")
    seats = [{"name": "Ada", "player": True}, {"name": "Brian"}, {"name": "Cleo"}]
    made = stack.create({"ruleset": "neck_and_neck", "seats": seats}, headers={PLAYER: ada})
    game_id, tokens = made["game_id"], [seat["token"] for seat in made["seats"]]
    for seat, amount in ((1, 3700), (0, 4900)):  # Brian's bet, and Ada's own; Cleo's is owed, so no race yet
        bet = {"type": "PlaceBet", "horse": 2 + seat, "amount": amount}
        placed = stack.call("POST", f"/games/{game_id}/commands", token=tokens[seat], json=bet)
        assert placed.status_code == 201, placed.text
    sealed = {
        seat: secrets_of(stack.call("GET", f"/games/{game_id}", token=tokens[seat]).json()["view"]["you"])
        for seat in (0, 1)
    }
    assert sealed[0] and sealed[1]
    hooks = [
        subscribed(stack, {"url": HOOK_URL, "games": [game_id]}, player=ada),
        subscribed(stack, {"url": HOOK_URL, "rulesets": ["neck_and_neck"]}),
        subscribed(stack, {"url": HOOK_URL, "my_games": True}, player=ada),
    ]
    worker = delivering(stack)
    for hook in hooks:
        capture = Capture()
        assert deliver(worker, hook["subscription"]["id"], game_id, send=capture) == "delivered"
        bets = [text for text in capture.texts() if '"BetPlaced"' in text]
        assert len(bets) == 2, capture.texts()
        for text in capture.texts():
            found = [
                f"seat {seat}'s {p.pattern}" for seat, patterns in sealed.items() for p in patterns if p.search(text)
            ]
            assert not found, f"{hook['subscription']} was sent {found}: {text}"
        for text in bets:
            assert '"redacted":true' in text and '"horse"' not in text and '"amount"' not in text, text


@pytest.mark.attack("replay, alter or re-sign a captured webhook message", adversary="local user")
def test_a_captured_message_cannot_be_altered_resigned_or_replayed_late(stack: Stack):
    game_id, _ = two_humans(stack)
    hook, other = (subscribed(stack, {"url": HOOK_URL, "games": [game_id]}) for _ in range(2))
    hook_id, secret = hook["subscription"]["id"], hook["secret"]
    worker = delivering(stack, WEBHOOK_SECRET_OVERLAP_S=1)
    capture = Capture()
    assert deliver(worker, hook_id, game_id, send=capture) == "delivered"
    _, body, headers = capture.sent[0]
    assert Webhook(secret).verify(body, headers)["data"]["game_id"] == game_id  # as sent, it verifies
    altered = [
        ("the body changed", body.replace(game_id.encode(), b"0123456789abcdef"), headers),
        ("the timestamp changed", body, {**headers, "webhook-timestamp": str(int(headers["webhook-timestamp"]) + 1)}),
        ("another message's id", body, {**headers, "webhook-id": headers["webhook-id"] + "0"}),
        ("no signature", body, {**headers, "webhook-signature": ""}),
    ]
    for what, forged_body, forged_headers in altered:
        with pytest.raises(WebhookVerificationError):
            Webhook(secret).verify(forged_body, forged_headers)
            pytest.fail(f"a message with {what} verifies")
    with pytest.raises(WebhookVerificationError):  # signed for another subscription: not this one's
        Webhook(other["secret"]).verify(body, headers)
    # A message signed 10 minutes ago (a capture kept for later) is past the 5 minutes a receiver allows.
    late = datetime.now(UTC) - timedelta(minutes=10)
    stale = {**headers, "webhook-timestamp": str(int(late.timestamp()))}
    stale["webhook-signature"] = Webhook(secret).sign(headers["webhook-id"], late, body.decode())
    with pytest.raises(WebhookVerificationError):
        Webhook(secret).verify(body, stale)
    # Within those 5 minutes a replay verifies: the receiver drops a webhook-id it has handled. The id is the same on
    # every resend (a redelivery too), so that is enough.
    worker.webhooks.move(hook_id, game_id, 0)
    again = Capture()
    assert deliver(worker, hook_id, game_id, send=again) == "delivered"
    assert [h["webhook-id"] for _, _, h in again.sent] == [h["webhook-id"] for _, _, h in capture.sent]
    # Rotation: the old secret signs beside the new one for the overlap (here 1 s), then no more.
    app = create_app({"TESTING": True}, platform=worker).test_client()
    rotated = app.post(f"/webhooks/{hook_id}/rotate-secret", headers=hook["owner"])
    assert rotated.status_code == 200, rotated.json
    fresh, until = rotated.json["secret"], rotated.json["subscription"]["previous_secret_until"]
    worker.webhooks.move(hook_id, game_id, 0)
    overlap = Capture()
    assert deliver(worker, hook_id, game_id, send=overlap) == "delivered"
    _, body, headers = overlap.sent[0]
    assert Webhook(secret).verify(body, headers) and Webhook(fresh).verify(body, headers)
    while datetime.now(UTC) <= datetime.fromisoformat(until.replace("Z", "+00:00")):
        time.sleep(0.1)
    worker.webhooks.move(hook_id, game_id, 0)
    after = Capture()
    assert deliver(worker, hook_id, game_id, send=after) == "delivered"
    _, body, headers = after.sent[0]
    assert Webhook(fresh).verify(body, headers)
    with pytest.raises(WebhookVerificationError):
        Webhook(secret).verify(body, headers)
    # The stack's own rotation keeps the old secret a day (WEBHOOK_SECRET_OVERLAP_S), no longer.
    served = stack.call("POST", f"/webhooks/{other['subscription']['id']}/rotate-secret", headers=other["owner"])
    kept = datetime.fromisoformat(served.json()["subscription"]["previous_secret_until"].replace("Z", "+00:00"))
    assert timedelta(hours=23, minutes=59) < kept - datetime.now(UTC) <= timedelta(hours=24)


@pytest.mark.attack("flood the server with webhook subscriptions", adversary="flooding client")
def test_a_flood_of_subscriptions_is_stopped_by_the_caps_per_address_and_owner_and_the_rate_limit(stack: Stack):
    game_id, _ = two_humans(stack)
    stack.new_client()
    body = {"url": HOOK_URL, "games": [game_id]}
    answers = [subscribe(stack, body) for _ in range(100)]  # each anonymous: a management token of its own
    statuses = [answer.status_code for answer in answers]
    assert statuses[:ADDRESS_CAP] == [201] * ADDRESS_CAP and statuses.count(201) == ADDRESS_CAP, statuses
    assert 429 in statuses, statuses
    first = statuses.index(429)
    assert first <= 12 and set(statuses[ADDRESS_CAP:first]) == {422}, statuses
    assert {answer.json()["rule"] for answer in answers[ADDRESS_CAP:first]} == {"webhook.too_many"}
    assert answers[first].json()["rule"] == "rate.create"
    stack.new_client()
    assert subscribe(stack, body).status_code == 201, "another address is not held by the first one's cap"
    stack.new_client()
    mallory = guest(stack, "Mallory")
    held = []
    for _ in range(CAP + 3):
        stack.new_client()  # a new address for each: the cap per owner is what stops these
        held.append(subscribe(stack, body, player=mallory))
    assert [answer.status_code for answer in held] == [201] * CAP + [422] * 3, [a.status_code for a in held]
    assert all(answer.json()["rule"] == "webhook.too_many" for answer in held[CAP:])
    assert len(stack.call("GET", "/webhooks", headers={PLAYER: mallory}).json()) == CAP


@pytest.mark.attack("hold more webhook subscriptions than the cap by sending them at once", adversary="flooding client")
def test_the_cap_per_owner_holds_against_concurrent_subscriptions(stack: Stack):
    game_id, _ = two_humans(stack)
    mallory = guest(stack, "Mallory")
    body = {"url": HOOK_URL, "games": [game_id]}
    addresses = [stack.new_client() for _ in range(3 * CAP)]  # each request from an address of its own

    def send(address: str) -> int:
        headers = {PLAYER: mallory, "X-Forwarded-For": address}
        return requests.post(f"{stack.url}/webhooks", json=body, headers=headers, timeout=30).status_code

    with ThreadPoolExecutor(len(addresses)) as pool:
        statuses = list(pool.map(send, addresses))
    assert set(statuses) <= {201, 422}, statuses
    held = stack.call("GET", "/webhooks", headers={PLAYER: mallory}).json()
    assert statuses.count(201) <= CAP and len(held) <= CAP, f"{statuses.count(201)} made, {len(held)} held"


@pytest.mark.attack("read, pause, delete, rotate or redeliver another owner's webhook", adversary="player")
def test_another_owners_subscription_is_not_there(stack: Stack):
    game_id, seat_tokens = two_humans(stack)
    ada, mallory = guest(stack, "Ada"), guest(stack, "Mallory")
    victims = [
        subscribed(stack, {"url": f"{HOOK_URL}/ada-private-endpoint", "games": [game_id]}, player=ada),
        subscribed(stack, {"url": f"{HOOK_URL}/anonymous-private-endpoint", "games": [game_id]}),
    ]
    own = subscribed(stack, {"url": HOOK_URL, "games": [game_id]})  # the attacker's own management token
    attackers = [("Mallory's player identity", {PLAYER: mallory}), ("Mallory's management token", own["owner"])]
    attempts = [
        ("GET", "", None),
        ("GET", "/deliveries", None),
        ("POST", "/pause", None),
        ("POST", "/resume", None),
        ("POST", "/rotate-secret", None),
        ("POST", "/redeliver", {"game_id": game_id, "after": 0}),
        ("DELETE", "", None),
    ]
    before = [stack.call("GET", f"/webhooks/{v['subscription']['id']}", headers=v["owner"]).json() for v in victims]
    for victim in victims:
        victim_id, victim_url = victim["subscription"]["id"], victim["subscription"]["url"]
        for who, headers in attackers:
            for method, tail, body in attempts:
                answer = stack.call(method, f"/webhooks/{victim_id}{tail}", headers=headers, json=body)
                nowhere = stack.call(method, f"/webhooks/wh_0000000000000000{tail}", headers=headers, json=body)
                assert answer.status_code == 404, f"{who} {method} {tail}: {answer.status_code} {answer.text}"
                assert answer.text == nowhere.text.replace("wh_0000000000000000", victim_id), answer.text
                assert victim_url not in answer.text and WHSEC not in answer.text and WHM not in answer.text
            listed = stack.call("GET", "/webhooks", headers=headers)
            assert listed.status_code == 200 and victim_id not in listed.text and victim_url not in listed.text
        with_seat = stack.call("GET", f"/webhooks/{victim_id}", token=seat_tokens[0])  # a seat token: no owner's
        assert with_seat.status_code == 401 and with_seat.json()["rule"] == "webhook.owner_required"
    after = [stack.call("GET", f"/webhooks/{v['subscription']['id']}", headers=v["owner"]).json() for v in victims]
    assert after == before  # still there, still active, its secret never rotated
