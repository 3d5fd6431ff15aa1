"""The expert bot through real RQ workers behind gunicorn on a real redis-server: all-bot games with expert seats of
every ruleset that has one end; what the experts weighed is sealed (403) while a game runs, for its seats and
spectators alike, and shown once it is over, each decision's options with the chosen command among them."""

from __future__ import annotations

import pytest

from games.registry import RULESETS
from scripts.play import Api
from tests.e2e.conftest import RqWorker, emptied, served
from tests.e2e.test_archiving_workers import wait_for

pytestmark = pytest.mark.e2e
EXPERT_DB = 15  # the other suites use 3, 5, 6, 9, 11, 12, 13 and 14
SEARCHED = sorted(r for r, ruleset in RULESETS.items() if ruleset.determinize is not None)
QUICK = {"expert_ms": 50}
ADMIN = "expert-workers-admin-token"


@pytest.fixture(scope="module")
def api(redis_server):
    """The API of gunicorn and two RQ workers on an emptied database."""
    redis_url = emptied(redis_server, EXPERT_DB)
    workers = [RqWorker(redis_url, with_scheduler=n == 0).start() for n in range(2)]
    try:
        with served(redis_url, ["--workers", "2", "--threads", "4"], {"FURLONG_ADMIN_TOKEN": ADMIN}) as (url, _):
            yield Api(url)
    finally:
        for worker in workers:
            worker.stop()


def finished(api: Api, game_id: str) -> bool:
    return api.call("GET", f"/games/{game_id}")[1]["status"] == "finished"


def test_all_bot_games_with_expert_seats_end_in_every_ruleset_that_has_one(api):
    games = {}
    for ruleset in SEARCHED:
        seats = [{"bot": "expert"}, {"bot": "basic"}] + [{"bot": "random"}] * (RULESETS[ruleset].min_seats - 2)
        status, made = api.call("POST", "/games", {"ruleset": ruleset, "seats": seats, "options": QUICK})
        assert status == 201, made
        games[ruleset] = made["game_id"]
    wait_for(lambda: all(finished(api, g) for g in games.values()), 600, every=1)
    for ruleset, game_id in games.items():
        status, found = api.call("GET", f"/games/{game_id}/explanations")
        assert status == 200 and found["explanations"], (ruleset, found)
        for decision in found["explanations"]:
            assert decision["seat"] == 0 and len(decision["options"]) >= 2
            assert sum(option["chosen"] for option in decision["options"]) == 1, "the command it played is marked"
            assert all(0 <= option["value"] <= 1 for option in decision["options"])


def test_what_an_expert_weighed_is_sealed_while_its_game_runs(api):
    seats = [{"bot": "expert"}, {"name": "Ann"}]
    options = {"expert_ms": 1000}  # time for rounds of its opening bet's candidates
    status, made = api.call("POST", "/games", {"ruleset": "neck_and_neck", "seats": seats, "options": options})
    assert status == 201, made
    game_id, ann = made["game_id"], made["seats"][1]["token"]
    wait_for(lambda: api.call("GET", f"/games/{game_id}/explanations", token=ADMIN)[1]["explanations"], 60)
    for token in (ann, None):
        status, refused = api.call("GET", f"/games/{game_id}/explanations", token=token)
        assert status == 403 and refused["rule"] == "explanations.sealed", refused
    [first, *_] = api.call("GET", f"/games/{game_id}/explanations", token=ADMIN)[1]["explanations"]
    events = api.call("GET", f"/games/{game_id}/events?after={first['version'] - 1}&limit=1")[1]
    assert events["events"][0]["actor"] == {"bot": 0}, "the decision explained is the expert's command"
