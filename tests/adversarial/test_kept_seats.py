"""The seat a page keeps (issue 39): on the device, and in a private rejoin link's fragment, never anywhere else.

A real Chromium opens the page the stack serves; what it requested is read from its performance log, and what
reached the server from gunicorn's access log (the Procfile keeps one: request lines and Referers).
"""

from __future__ import annotations

import json

import pytest

from tests.browser.conftest import INSTALL, MISSING, new_driver
from tests.browser.pages import css, open_page, text, wait_for

from .conftest import Stack

pytestmark = pytest.mark.timeout(300)

TABLE = {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}], "options": {"turn_timeout_s": 600}}


@pytest.fixture
def browser():
    """A headless Chromium of its own (its own storage), quit after the test."""
    if MISSING:
        pytest.skip(f"needs a browser: {MISSING}; install with {INSTALL}")
    driver = new_driver()
    yield driver
    driver.quit()


def requested(driver) -> list[str]:
    """Every URL and request header value the browser sent so far, but the Authorization header that carries a token
    by design (Chromium's performance log)."""
    sent: list[str] = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        params = message.get("params", {})
        if message["method"] == "Network.requestWillBeSent":
            sent += [params["request"]["url"], *but_authorization(params["request"].get("headers", {}))]
        elif message["method"] == "Network.requestWillBeSentExtraInfo":
            sent += but_authorization(params.get("headers", {}))
    return sent


def but_authorization(headers: dict[str, str]) -> list[str]:
    return [value for name, value in headers.items() if name.lower() != "authorization"]


def plays_as(driver, seat: int) -> bool:
    return bool(css(driver, f".seat-row[data-seat='{seat}'] .you"))


def kept(driver) -> str:
    """Everything the page keeps in this browser's storage."""
    return driver.execute_script("return JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage})")


@pytest.mark.attack(
    "read a seat token from the access log or a Referer after its player used a rejoin link, a reload and a new tab",
    adversary="local user",
)
def test_a_rejoin_link_leaves_no_token_in_any_request_line_referer_or_log(stack: Stack, browser):
    made = stack.create(TABLE)
    game_id, ann = made["game_id"], made["seats"][0]["token"]
    open_page(browser, f"{stack.url}/#/game/{game_id}?seat-token={ann}")
    wait_for(browser, lambda d: plays_as(d, 0), message="the rejoin link did not seat Ann")
    browser.refresh()
    wait_for(browser, lambda d: plays_as(d, 0), message="a reload lost the seat")
    browser.switch_to.new_window("tab")
    open_page(browser, f"{stack.url}/#/game/{game_id}")
    wait_for(browser, lambda d: plays_as(d, 0), message="a new tab did not play the kept seat")
    css(browser, ".seat-kept .rejoin-show")[0].click()  # the link drawn into the page, as a player would copy it

    sent = requested(browser)
    assert any(f"/games/{game_id}" in value for value in sent)
    assert [value for value in sent if ann in value or "seat-token" in value] == []
    logged = stack.access_log.read_text()
    assert f"/games/{game_id}" in logged
    assert ann not in logged and "seat-token" not in logged


@pytest.mark.attack(
    "seat a browser with a forged rejoin link: a made-up token, another game's token", adversary="spectator"
)
@pytest.mark.parametrize("forged", ["made-up", "other game's"])
def test_a_forged_rejoin_link_seats_nobody_and_is_wiped(stack: Stack, browser, forged: str):
    target = stack.create(TABLE)["game_id"]
    token = "s_" + "A" * 43 if forged == "made-up" else stack.create(TABLE)["seats"][0]["token"]
    before = stack.version(target)
    open_page(browser, f"{stack.url}/#/game/{target}?seat-token={token}")
    assert "holds no seat" in text(browser, ".rejoin-refused")
    assert token not in browser.current_url and token not in kept(browser)
    assert not css(browser, ".seat-row .you") and not css(browser, ".seat-kept")
    assert stack.version(target) == before


@pytest.mark.attack("play on from the seat a device kept, after the seat was left", adversary="departed seat")
def test_a_seat_kept_on_the_device_is_dropped_once_the_seat_is_left(stack: Stack, browser):
    made = stack.create({**TABLE, "seats": [{"name": "Ann"}, {"bot": "basic"}]})
    game_id, ann = made["game_id"], made["seats"][0]["token"]
    open_page(browser, f"{stack.url}/#/game/{game_id}?seat-token={ann}")
    wait_for(browser, lambda d: plays_as(d, 0), message="the rejoin link did not seat Ann")
    assert ann in kept(browser)
    left = stack.call("POST", f"/games/{game_id}/seats/0/leave", token=ann)
    assert left.status_code == 200, left.text

    browser.refresh()
    wait_for(browser, lambda d: "no longer yours" in text(d, ".refusal"), message="the page still played the seat")
    assert ann not in kept(browser) and not css(browser, ".seat-row .you")
    refused = stack.call("POST", f"/games/{game_id}/commands", token=ann, json={"type": "Pass"})
    assert refused.status_code in (401, 403) and refused.headers["Content-Type"] == "application/problem+json"
