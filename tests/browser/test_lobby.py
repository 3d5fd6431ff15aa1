"""The lobby: an open seat is joined from the list, its token shown once and kept in the tab only."""

from __future__ import annotations

import pytest

from scripts.play import Api
from tests.browser.pages import css, open_page, ready, text, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(300)]


def test_a_person_joins_an_open_seat_from_the_lobby_and_plays_as_that_seat(server, browsers):
    status, made = Api(server.url).call(
        "POST", "/games", {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"open": True}]}
    )
    assert status == 201, made
    game_id, driver = made["game_id"], browsers()
    open_page(driver, server.url + "/")
    join = wait_for(driver, lambda d: css(d, f"#open-games tr[data-game='{game_id}'] button.join"))[0]
    join.click()
    prompt = wait_for(driver, lambda d: d.switch_to.alert)
    prompt.send_keys("Dora")
    prompt.accept()
    token = wait_for(driver, lambda d: text(d, ".tokens-once tr[data-seat='1'] code.token"))
    kept = driver.execute_script("return JSON.parse(sessionStorage.getItem('furlong.tokens'))")
    assert kept == {game_id: {"1": token}}
    assert driver.execute_script("return localStorage.length") == 0
    wait_for(driver, lambda d: css(d, f"#running-games tr[data-game='{game_id}']"))
    css(driver, ".open-game")[0].click()
    ready(driver)
    assert "Dora" in text(driver, ".seat-row[data-seat='1']")
    assert css(driver, ".seat-row[data-seat='1'] .you")
    assert token not in driver.current_url
