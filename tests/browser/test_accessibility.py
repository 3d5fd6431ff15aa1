"""Accessible (issue 39): axe-core, vendored under tests/browser/vendor/axe-core (pinned, its licence kept; the tests
inject it, the page never serves it), finds no serious or critical violation on the lobby, on a game page of each
ruleset as a seat sees it and on its replay, on a finished game's audit tab, and on the leaderboards (issue 41). And
the API docs' Authorize dialog lists the seat token first."""

from __future__ import annotations

import time

import pytest

from scripts.play import Api
from tests.browser.axe import AXE, AXE_VERSION, report, severe_violations
from tests.browser.pages import css, open_page, use_token, wait_for
from tests.browser.test_screenshots import RULESETS, play_until

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(600)]

EARLY = 30


@pytest.fixture(scope="module")
def driver(browsers):
    return browsers()


@pytest.fixture(scope="module")
def games(server):
    api = Api(server.url)
    return {ruleset: play_until(api, ruleset, EARLY) for ruleset in RULESETS}


def test_the_axe_core_copy_is_pinned_and_licensed():
    assert (AXE / "LICENSE").read_text().strip(), "axe-core's licence is kept beside it"
    assert AXE_VERSION.count(".") == 2 and "^" not in AXE_VERSION


def test_the_lobby_and_its_join_form_have_no_serious_violation(server, driver):
    status, made = Api(server.url).call(
        "POST", "/games", {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"open": True}]}
    )
    assert status == 201, made
    open_page(driver, server.url + "/")
    wait_for(driver, lambda d: css(d, f"#open-games tr[data-game='{made['game_id']}'] button.join"))[0].click()
    wait_for(driver, lambda d: css(d, ".join-form input[name=join-name]"))
    violations = severe_violations(driver)
    assert not violations, report(violations)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_game_page_and_its_replay_have_no_serious_violation(ruleset, server, driver, games):
    game_id, ann = games[ruleset]
    open_page(driver, f"{server.url}/#/game/{game_id}")
    use_token(driver, ann)
    wait_for(driver, lambda d: css(d, f".board-{ruleset} svg") and css(d, ".seats .you"))
    violations = severe_violations(driver)
    assert not violations, report(violations)
    open_page(driver, f"{server.url}/#/game/{game_id}/replay")
    wait_for(driver, lambda d: css(d, ".replay-bar") and css(d, f".board-{ruleset}"))
    violations = severe_violations(driver)
    assert not violations, report(violations)


def test_a_finished_game_s_audit_has_no_serious_violation(server, driver):
    api = Api(server.url)
    bots = [{"bot": "basic"}, {"bot": "random"}]
    status, made = api.call("POST", "/games", {"ruleset": "photo_finish", "seats": bots})
    assert status == 201, made
    deadline = time.monotonic() + 120
    while api.call("GET", f"/games/{made['game_id']}")[1]["status"] != "finished":
        assert time.monotonic() < deadline, "the bots never finished the game"
        time.sleep(0.2)
    open_page(driver, f"{server.url}/#/game/{made['game_id']}/audit")
    wait_for(driver, lambda d: css(d, "[data-verified]"), timeout=60)
    violations = severe_violations(driver)
    assert not violations, report(violations)
    open_page(driver, f"{server.url}/#/game/{made['game_id']}")
    wait_for(driver, lambda d: css(d, ".board-photo_finish svg"))
    violations = severe_violations(driver)
    assert not violations, report(violations)


def test_the_leaderboards_have_no_serious_violation(server, driver):
    open_page(driver, f"{server.url}/#/leaderboards/photo_finish")
    wait_for(driver, lambda d: css(d, "table.leaderboard:not([hidden]), .leaderboard-empty:not([hidden])"))
    violations = severe_violations(driver)
    assert not violations, report(violations)


def test_the_api_docs_authorize_dialog_lists_the_seat_token_first(server, driver):
    driver.get(server.url + "/docs")
    wait_for(driver, lambda d: css(d, "button.authorize"), timeout=30)[0].click()
    names = wait_for(driver, lambda d: [e.text for e in css(d, ".auth-container h4")], timeout=10)
    assert names[0].startswith("seatToken"), names
    assert [n.split()[0] for n in names] == ["seatToken", "playerToken", "adminToken", "webhookToken", "metricsToken"]
    assert "Players: paste your seat token here" in css(driver, ".auth-container")[0].text
