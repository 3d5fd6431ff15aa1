"""GET /metrics over real Redis: commands, latency and round trips move as commands are played; the backlog
(queue depth, deadlines) is what Redis holds; open live streams are counted; no game id or token is shown."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from prometheus_client.parser import text_string_to_metric_families

from adapters.rq_scheduler import DUE, DeadlineIndex
from bootstrap import build_platform

pytestmark = pytest.mark.integration
COMMANDS = "/games/{}/commands"


@pytest.fixture
def platform(redis_client, redis_server):
    """The platform as gunicorn builds it: a pooled client (counting round trips) and the RQ scheduler."""
    return build_platform({"REDIS_URL": redis_server.url})


def scraped(http) -> dict[tuple[str, tuple], float]:
    """/metrics, by sample name and labels."""
    answer = http.get("/metrics")
    assert answer.status_code == 200
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(answer.get_data(as_text=True))
        for sample in family.samples
    }


def commands(ruleset: str, outcome: str, status: int) -> tuple[str, tuple]:
    return "furlong_commands_total", (("outcome", outcome), ("ruleset", ruleset), ("status", str(status)))


def two_humans(http, **options) -> tuple[str, list[str]]:
    made = http.post(
        "/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "Ada"}, {"name": "Bob"}], "options": options}
    )
    assert made.status_code == 201, made.json
    return made.json["game_id"], [seat["token"] for seat in made.json["seats"]]


def a_legal_command(http, game_id: str, tokens: list[str]) -> tuple[dict, dict]:
    """A seat that may act now: its headers and a legal command body (params at their minimum)."""
    for token in tokens:
        headers = {"Authorization": f"Bearer {token}"}
        legal = http.get(f"/games/{game_id}/legal-commands", headers=headers).json
        if legal:
            body = dict(legal[0]["command"])
            body.update({name: param["min"] for name, param in legal[0]["params"].items()})
            return headers, body
    raise AssertionError("no seat may act")


def delta(before: dict, after: dict, key: tuple[str, tuple]) -> float:
    return after.get(key, 0.0) - before.get(key, 0.0)


def test_played_commands_move_the_counters_the_latency_and_the_round_trips(http):
    game_id, tokens = two_humans(http)
    headers, body = a_legal_command(http, game_id, tokens)
    before = scraped(http)
    keyed = {**headers, "Idempotency-Key": "metrics-1"}
    assert http.post(COMMANDS.format(game_id), json=body, headers=keyed).status_code == 201
    assert http.post(COMMANDS.format(game_id), json=body, headers=keyed).status_code == 201  # replayed
    assert http.post(COMMANDS.format(game_id), json={"type": "Nope"}, headers=headers).status_code == 422
    stale = {**headers, "If-Match": '"1"'}
    assert http.post(COMMANDS.format(game_id), json=body, headers=stale).status_code == 409
    assert http.post(COMMANDS.format("0123456789abcdef"), json=body, headers=headers).status_code == 404
    after = scraped(http)
    assert delta(before, after, commands("neck_and_neck", "accepted", 201)) == 1
    assert delta(before, after, commands("neck_and_neck", "replayed", 201)) == 1
    assert delta(before, after, commands("neck_and_neck", "refused", 422)) == 1
    assert delta(before, after, commands("neck_and_neck", "conflict", 409)) == 1
    assert delta(before, after, commands("unknown", "refused", 404)) == 1
    latency = ("furlong_command_duration_seconds_count", (("ruleset", "neck_and_neck"),))
    assert delta(before, after, latency) == 4
    trips = (("endpoint", "commands.send_command"),)
    assert delta(before, after, ("furlong_request_redis_round_trips_count", trips)) == 5
    assert delta(before, after, ("furlong_request_redis_round_trips_sum", trips)) >= 5


def test_queue_depth_and_deadlines_are_what_redis_holds(http, platform, redis_client):
    two_humans(http, turn_timeout_s=60)
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"bot": "basic"}, {"bot": "random"}]})
    assert made.status_code == 201
    DeadlineIndex(redis_client).add("0123456789abcdef", 0, "since", datetime.now(UTC) - timedelta(seconds=60))
    seen = scraped(http)
    assert seen[("furlong_queue_depth", (("queue", "furlong"),))] == redis_client.llen("rq:queue:furlong")
    idle = seen[("furlong_queue_depth", (("queue", "furlong-idle"),))]
    assert idle == redis_client.llen("rq:queue:furlong-idle") >= 1  # the all-bot game's bots: nobody waits on them
    assert seen[("furlong_deadlines_pending", ())] == redis_client.zcard(DUE) >= 2
    assert seen[("furlong_deadlines_late", ())] == 1
    assert seen[("furlong_jobs_redis_up", ())] == 1


def test_an_open_live_stream_is_counted_until_it_closes(http):
    game_id, _ = two_humans(http)
    gauge = ("furlong_live_streams", ())
    before = scraped(http).get(gauge, 0.0)
    feed = http.get(f"/games/{game_id}/events", headers={"Accept": "text/event-stream"}, buffered=False)
    assert feed.status_code == 200
    assert scraped(http)[gauge] == before + 1
    feed.close()
    assert scraped(http)[gauge] == before


def test_metrics_name_no_game_and_no_token(http):
    game_id, tokens = two_humans(http)
    headers, body = a_legal_command(http, game_id, tokens)
    http.post(COMMANDS.format(game_id), json=body, headers=headers)
    text = http.get("/metrics").get_data(as_text=True)
    assert game_id not in text
    assert not any(token in text for token in tokens)
