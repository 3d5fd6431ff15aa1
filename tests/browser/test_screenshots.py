"""Each ruleset's page, mid-race, as Ann sees it, within its own Content-Security-Policy, at desktop (1400 x 1000) and
phone (390 x 844) width; and the lobby at both.

The pictures go to SCREENSHOTS_DIR when it is set (`make screenshots` sets it to docs/screenshots/, whose files are
committed), else to a temporary folder: `make test` never changes the tree.
"""

from __future__ import annotations

import random
import time

import pytest

from scripts.play import Api, fill
from tests.browser.conftest import SCREENSHOTS
from tests.browser.pages import css, open_page, use_token, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(300)]

# How far into each game to play before the picture (event versions): mid-race, horses spread out.
MID_RACE = {"neck_and_neck": 100, "jockey": 45, "long_shot": 70, "photo_finish": 45, "homestretch": 120}
RULESETS = sorted(MID_RACE)
DESKTOP, PHONE = (1400, 1000), (390, 844)


def as_phone(driver) -> None:
    """The page as a 390 x 844 phone shows it (a mobile viewport, its meta viewport honoured)."""
    width, height = PHONE
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True}
    )


def as_desktop(driver) -> None:
    """Back to the browser's own 1400 x 1000 window."""
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def play_until(api: Api, ruleset: str, version: int) -> tuple[str, str]:
    """A game of Ann, Bob and a basic bot, played by random legal commands up to `version`; id, Ann's token."""
    status, made = api.call(
        "POST",
        "/games",
        {
            "ruleset": ruleset,
            "seats": [{"name": "Ann"}, {"name": "Bob"}, {"bot": "basic"}],
        },
    )
    assert status == 201, made
    game_id, tokens, rnd = made["game_id"], [s["token"] for s in made["seats"][:2]], random.Random(ruleset)
    reached = made["version"]
    while reached < version:
        owed = [
            (t, legal)
            for t in tokens
            for legal in [api.call("GET", f"/games/{game_id}/legal-commands", token=t)[1]]
            if legal
        ]
        if not owed:
            time.sleep(0.05)  # the bot is thinking
            continue
        token, legal = rnd.choice(owed)
        status, answer = api.call("POST", f"/games/{game_id}/commands", fill(rnd.choice(legal), rnd), token)
        assert status == 201, answer
        reached = answer["version"]
    return game_id, tokens[0]


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    if SCREENSHOTS is None:
        return tmp_path_factory.mktemp("screenshots")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


def settle(driver) -> None:
    """Let layout, fonts and any entrance animation come to rest before the picture."""
    driver.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => setTimeout(done, 400))")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_each_ruleset_has_its_picture_and_it_is_saved_for_the_readme(ruleset, server, browsers, folder):
    game_id, ann = play_until(Api(server.url), ruleset, MID_RACE[ruleset])
    driver = browsers()
    open_page(driver, f"{server.url}/#/game/{game_id}")
    use_token(driver, ann)
    wait_for(driver, lambda d: css(d, f".board-{ruleset} svg") and css(d, ".seats .you"))
    assert len(css(driver, f".board-{ruleset} svg *")) > 20, "the picture is empty"
    settle(driver)
    assert driver.save_screenshot(str(folder / f"{ruleset}.png"))
    as_phone(driver)
    try:
        open_page(driver, f"{server.url}/#/game/{game_id}")
        wait_for(driver, lambda d: css(d, f".board-{ruleset} svg") and css(d, ".seats .you"))
        settle(driver)
        assert driver.save_screenshot(str(folder / f"{ruleset}-phone.png"))
    finally:
        as_desktop(driver)
    refused = [e["message"] for e in driver.get_log("browser") if "Content Security Policy" in e["message"]]
    assert refused == [], "the page broke its own Content-Security-Policy"


def test_the_lobby_has_its_picture_at_both_widths(server, browsers, folder):
    driver = browsers()
    open_page(driver, f"{server.url}/")
    wait_for(driver, lambda d: css(d, "#running-games"))
    settle(driver)
    assert driver.save_screenshot(str(folder / "lobby.png"))
    as_phone(driver)
    try:
        open_page(driver, f"{server.url}/")
        settle(driver)
        assert driver.save_screenshot(str(folder / "lobby-phone.png"))
    finally:
        as_desktop(driver)
