"""Every screen from 390 px wide up (issue 39): at 390 x 844 the lobby and a game page of each ruleset fit the width
(nothing to scroll sideways), the lobby's New game is in sight, and the game page stacks with the board first, drawn
at a readable size and kept in sight (sticky) while the rest of the page scrolls under it."""

from __future__ import annotations

import pytest

from scripts.play import Api
from tests.browser.pages import css, open_page, use_token, wait_for
from tests.browser.test_screenshots import PHONE, RULESETS, as_phone, play_until

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(300)]

WIDTH, HEIGHT = PHONE
EARLY = 30  # events into each game: its board drawn, its race under way

RECT = (
    "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"
)


@pytest.fixture(scope="module")
def phone(browsers):
    driver = browsers()
    as_phone(driver)
    return driver


@pytest.fixture(scope="module")
def games(server):
    api = Api(server.url)
    return {ruleset: play_until(api, ruleset, EARLY) for ruleset in RULESETS}


def page_width(driver) -> int:
    return driver.execute_script("return document.scrollingElement.scrollWidth")


def wider_than_the_screen(driver) -> list[str]:
    """The elements that stick out of the screen on the right: what to fix when the page scrolls sideways."""
    return driver.execute_script(
        """const right = (e) => Math.round(e.getBoundingClientRect().right);
        return [...document.querySelectorAll('body *')].filter((e) => right(e) > arguments[0] + 1)
          .slice(0, 8).map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} ${right(e)}`)""",
        WIDTH,
    )


def test_the_lobby_fits_a_phone_with_new_game_in_sight(server, phone):
    open_page(phone, server.url + "/")
    assert phone.execute_script("return window.innerWidth") == WIDTH
    assert page_width(phone) <= WIDTH, wider_than_the_screen(phone)
    left, top, right, bottom = phone.execute_script(RECT, "section.new-game h2")
    assert left >= 0 and right <= WIDTH and top >= 0 and bottom <= HEIGHT, "New game is off screen"
    left, _, right, _ = phone.execute_script(RECT, "section.new-game button[type=submit]")
    assert left >= 0 and right <= WIDTH


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_game_page_fits_a_phone_board_first_and_kept_in_sight(ruleset, server, phone, games):
    game_id, ann = games[ruleset]
    open_page(phone, f"{server.url}/#/game/{game_id}")
    use_token(phone, ann)
    svg = f".board-{ruleset} svg"
    wait_for(phone, lambda d: css(d, svg) and css(d, ".seats .you"))
    assert page_width(phone) <= WIDTH, wider_than_the_screen(phone)
    left, top, right, bottom = phone.execute_script(RECT, svg)
    width, height = right - left, bottom - top
    assert width >= 0.8 * WIDTH and height >= 40, f"the board is drawn at {width:.0f} x {height:.0f} px"
    assert left >= 0 and right <= WIDTH
    assert height <= 0.6 * HEIGHT, f"the board ({height:.0f} px tall) leaves no room to choose under it"
    seats_top = phone.execute_script(RECT, ".seats")[1]
    assert seats_top >= bottom - 1, "the board is not first"
    phone.execute_script("window.scrollTo(0, document.scrollingElement.scrollHeight)")
    phone.execute_async_script("requestAnimationFrame(() => requestAnimationFrame(arguments[0]))")
    if phone.execute_script("return window.scrollY") > 0:
        _, top, _, bottom = phone.execute_script(RECT, svg)
        assert top >= -1 and bottom <= HEIGHT, "the board scrolled out of sight"
