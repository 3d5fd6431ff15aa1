"""Bot seats play through the command path, and two requests driving them never collide."""

from __future__ import annotations

import threading

import pytest

from events.lifecycle import SeatSpec
from workers.turns import play_bot_turns

pytestmark = pytest.mark.integration


def test_an_all_bot_game_created_over_http_finishes_by_itself(http):
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"bot": "random"}] * 3}).json
    game = http.get(f"/games/{made['game_id']}").json
    assert game["status"] == "finished" and len(game["standings"]) == 3
    actors = {tuple(e["actor"]) for e in http.get(f"/games/{made['game_id']}/events?limit=1000").json["events"]}
    assert actors <= {("system",), ("bot",)}


def test_two_drivers_racing_the_same_bots_append_each_bot_move_once(platform):
    bots = tuple(SeatSpec(bot="random") for _ in range(2))
    created = platform.handler.create("race", "toy", bots, {"target": 200}, "seed", {"system": "test"}).after
    drivers = [threading.Thread(target=play_bot_turns, args=(platform, "race", created.version)) for _ in range(2)]
    for driver in drivers:
        driver.start()
    for driver in drivers:
        driver.join()
    game = platform.loader.load("race")
    added = [e for e in platform.store.read("race") if e.type == "Added"]
    assert game.status == "finished"
    assert [e.data["seat"] for e in added] == [i % 2 for i in range(len(added))]
    assert sum(e.data["amount"] for e in added) == game.rules.total
