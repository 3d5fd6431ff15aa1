"""Bots explain themselves (issue 42): once a game with an expert seat is over, its replay shows, before each of the
expert's decisions, the options it weighed with their estimated chances and playouts, the one it played marked;
with no serious accessibility violation (axe-core)."""

from __future__ import annotations

import time

import pytest

from scripts.play import Api
from tests.browser.axe import report, severe_violations
from tests.browser.pages import css, open_page, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(300)]
MOVE_TO = "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))"  # the slider, moved


def test_the_replay_shows_what_the_expert_weighed_before_its_decision(server, browsers):
    api = Api(server.url)
    seats = [{"bot": "expert"}, {"bot": "basic"}]
    status, made = api.call("POST", "/games", {"ruleset": "jockey", "seats": seats, "options": {"expert_ms": 50}})
    assert status == 201, made
    game_id, deadline = made["game_id"], time.monotonic() + 180
    while api.call("GET", f"/games/{game_id}")[1]["status"] != "finished":
        assert time.monotonic() < deadline, "the bots never finished the game"
        time.sleep(0.5)
    [decision, *_] = api.call("GET", f"/games/{game_id}/explanations")[1]["explanations"]
    driver = browsers()
    open_page(driver, f"{server.url}/#/game/{game_id}/replay")
    wait_for(driver, lambda d: css(d, ".replay-bar input[type=range]"))
    slider = css(driver, ".replay-bar input[type=range]")[0]
    before = decision["version"] - 1  # the position the expert decided from
    driver.execute_script(MOVE_TO, slider, before)
    items = wait_for(driver, lambda d: css(d, ".replay-why li"))
    assert "expert bot in seat 0 weighed" in css(driver, ".replay-why p")[0].text
    assert len(items) == len(decision["options"]) and sum("(played)" in item.text for item in items) == 1
    assert all("% first place in" in item.text for item in items)
    violations = severe_violations(driver)
    assert not violations, report(violations)
