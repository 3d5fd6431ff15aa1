"""A third-party server's view of webhooks (issue 43): a local receiver that verifies every message with the
`standardwebhooks` package gets every event of a whole game of every ruleset, exactly once after dropping the
`webhook-id`s it already has, in each game's order, through an outage of the receiver and a restart (SIGKILL) of the
webhook worker; deliveries run on real RQ workers, the games on a real gunicorn."""

from __future__ import annotations

import statistics
import threading
import time
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
import redis
import requests
from rq import Worker
from standardwebhooks import Webhook, WebhookVerificationError

from devtools.redis_server import free_port
from games.registry import RULESETS
from tests.e2e.conftest import E2E_DB, RqWorker

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(900)]
OUTAGE_S = 60
HOOKS = ("furlong-webhooks",)
LOOPBACK = {"WEBHOOK_ALLOWED_NETWORKS": "127.0.0.0/8"}  # tests allow loopback explicitly; the default refuses it


class Receiver:
    """An HTTP endpoint on a fixed local port that verifies each message and keeps it: (time received, webhook-id,
    payload); it can go down and come back on the same port."""

    def __init__(self) -> None:
        self.port, self.secret = free_port(), ""
        self.kept: list[tuple[float, str, dict]] = []
        self.refused = 0
        self.server: ThreadingHTTPServer | None = None

    def up(self) -> None:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                try:
                    payload = Webhook(receiver.secret).verify(body, dict(self.headers))
                except WebhookVerificationError:
                    receiver.refused += 1
                    self.send_response(400)
                else:
                    receiver.kept.append((time.time(), self.headers["webhook-id"], payload))
                    self.send_response(204)
                self.end_headers()

            def log_message(self, *args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def down(self) -> None:
        assert self.server is not None
        self.server.shutdown()
        self.server.server_close()

    def first_of_each(self) -> dict[str, list[int]]:
        """Each game's versions in the order first received, a repeated webhook-id dropped."""
        seen, games = set(), {}
        for _, message_id, payload in self.kept:
            if message_id not in seen:
                seen.add(message_id)
                event = payload["data"]["event"]
                games.setdefault(payload["data"]["game_id"], []).append(event["version"])
        return games


def all_bot_table(ruleset_id: str) -> dict:
    seats = max(2, RULESETS[ruleset_id].min_seats)
    return {"ruleset": ruleset_id, "seats": [{"bot": "basic"}] * seats, "options": {"turn_timeout_s": 0}}


def wait_until(check, timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.5)


def test_every_event_of_every_ruleset_arrives_once_in_order_through_an_outage_and_a_worker_restart(
    server_url, redis_server
):
    redis_url = redis_server.url.rsplit("/", 1)[0] + f"/{E2E_DB}"
    receiver = Receiver()
    made = requests.post(
        f"{server_url}/webhooks",
        json={"url": f"http://127.0.0.1:{receiver.port}/hook", "rulesets": list(RULESETS)},
        timeout=10,
    ).json()
    receiver.secret, owner = made["secret"], {"Authorization": f"Bearer {made['management_token']}"}
    receiver.up()
    games, hooks = RqWorker(redis_url).start(), RqWorker(redis_url, env=LOOPBACK, queues=HOOKS).start()
    wait_until(
        lambda: len(Worker.all(connection=redis.Redis.from_url(redis_url))) >= 2, 30, "the workers did not start"
    )
    try:
        game_ids = [
            requests.post(f"{server_url}/games", json=all_bot_table(r), timeout=10).json()["game_id"] for r in RULESETS
        ]
        wait_until(lambda: len(receiver.kept) > 20, 60, "no message arrived before the outage")
        receiver.down()
        went_down = time.time()
        hooks.kill()  # mid-delivery, maybe holding a game's lock
        hooks = RqWorker(redis_url, env=LOOPBACK, queues=HOOKS).start()
        time.sleep(OUTAGE_S)
        during = requests.get(
            f"{server_url}/webhooks/{made['subscription']['id']}/deliveries?limit=100", headers=owner, timeout=10
        ).json()
        receiver.up()
        came_back = time.time()

        def finished() -> list[int]:
            return [requests.get(f"{server_url}/games/{g}", timeout=10).json()["version"] for g in game_ids]

        wait_until(lambda: all(requests.get(f"{server_url}/games/{g}", timeout=10).json()["status"] == "finished"
                               for g in game_ids), 180, "the all-bot games did not end")  # fmt: skip
        versions = finished()
        wait_until(
            lambda: [len(receiver.first_of_each().get(g, [])) for g in game_ids] == versions,
            240,
            f"not every event arrived: {[len(receiver.first_of_each().get(g, [])) for g in game_ids]} of {versions}",
        )
        received = receiver.first_of_each()
        for game_id, version in zip(game_ids, versions, strict=True):
            assert received[game_id] == list(range(1, version + 1)), f"game {game_id}: not each event once, in order"
        assert receiver.refused == 0
        report(receiver, went_down, came_back, during)
    finally:
        games.stop()
        hooks.stop()
        receiver.down()


def report(receiver: Receiver, went_down: float, came_back: float, during: list[dict]) -> None:
    """Delivery latency (the event's time to its receipt) of the messages sent while the receiver was up, the
    repeats, and the attempts that failed during the outage (printed with -s)."""
    calm = [
        at - datetime.fromisoformat(payload["timestamp"].replace("Z", "+00:00")).timestamp()
        for at, _, payload in receiver.kept
        if at < went_down
    ]
    repeats = len(receiver.kept) - sum(len(v) for v in receiver.first_of_each().values())
    failed = [attempt for attempt in during if not attempt["delivered"]]
    cuts = statistics.quantiles(calm, n=20) if len(calm) >= 20 else [float("nan")] * 19
    print(
        f"\nwebhooks: {len(receiver.kept)} messages received, {repeats} repeats dropped by webhook-id; "
        f"latency before the outage over {len(calm)} messages: p50 {statistics.median(calm) * 1000:.0f} ms, "
        f"p95 {cuts[18] * 1000:.0f} ms; outage {came_back - went_down:.0f} s, during which "
        f"{len(failed)} attempts failed ({len({a['message_id'] for a in failed})} messages, waiting "
        f"5, 10, 20, 40 s between attempts)"
    )
