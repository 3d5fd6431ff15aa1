"""The lobby: an open seat is joined from the list by an inline form (no window.prompt), its token shown once and
kept in the tab only; the lists are live: a game's status and its number of events change without a reload."""

from __future__ import annotations

import random

import pytest

from scripts.play import Api, play_one
from tests.browser.pages import css, open_page, ready, text, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(300)]


def test_a_person_joins_an_open_seat_from_the_lobby_and_plays_as_that_seat(server, browsers):
    status, made = Api(server.url).call(
        "POST", "/games", {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"open": True}]}
    )
    assert status == 201, made
    game_id, driver = made["game_id"], browsers()
    open_page(driver, server.url + "/")
    driver.execute_script("window.prompted = 0; window.prompt = () => { window.prompted += 1; return null; }")
    join = wait_for(driver, lambda d: css(d, f"#open-games tr[data-game='{game_id}'] button.join"))[0]
    join.click()
    form = f"#open-games .join-form[data-game='{game_id}'][data-seat='1']"
    name = wait_for(driver, lambda d: css(d, f"{form} input[name=join-name]"))[0]
    assert driver.switch_to.active_element == name, "the name field has the focus"
    expanded = css(driver, f"#open-games tr[data-game='{game_id}'] button.join[data-seat='1']")[0]
    assert expanded.get_attribute("aria-expanded") == "true"
    name.send_keys("Dora")
    css(driver, f"{form} button[type=submit]")[0].click()
    token = wait_for(driver, lambda d: text(d, ".tokens-once tr[data-seat='1'] code.token"))
    assert driver.execute_script("return window.prompted") == 0
    kept = driver.execute_script("return JSON.parse(sessionStorage.getItem('furlong.tokens'))")
    assert kept == {game_id: {"1": token}}
    assert driver.execute_script("return localStorage.length") == 0
    wait_for(driver, lambda d: css(d, f"#running-games tr[data-game='{game_id}']"))  # no reload: the list is live
    assert not css(driver, ".join-form")
    css(driver, ".open-game")[0].click()
    ready(driver)
    assert "Dora" in text(driver, ".seat-row[data-seat='1']")
    assert css(driver, ".seat-row[data-seat='1'] .you")
    assert token not in driver.current_url


def test_a_refused_join_is_said_in_the_form_and_escape_closes_it(server, browsers):
    api = Api(server.url)
    seats = [{"name": "Ann"}, {"open": True}, {"open": True}]
    status, made = api.call("POST", "/games", {"ruleset": "jockey", "seats": seats})
    assert status == 201, made
    game_id, driver = made["game_id"], browsers()
    open_page(driver, server.url + "/")
    wait_for(driver, lambda d: css(d, f"#open-games tr[data-game='{game_id}'] button.join[data-seat='1']"))[0].click()
    form = f"#open-games .join-form[data-game='{game_id}']"
    wait_for(driver, lambda d: css(d, f"{form} input[name=join-name]"))[0].send_keys("Eve")
    assert api.call("POST", f"/games/{game_id}/seats/1/join", {"name": "Fay"})[0] in (200, 201)  # someone is quicker
    css(driver, f"{form} button[type=submit]")[0].click()
    refusal = wait_for(driver, lambda d: text(d, f"{form} .join-message"))
    assert refusal.startswith("Not joined")
    assert css(driver, f"{form} .join-message")[0].get_attribute("role") == "alert"
    css(driver, f"{form} input[name=join-name]")[0].send_keys("\ue00c")  # Escape
    wait_for(driver, lambda d: not css(d, form), message="Escape did not close the join form")


def test_the_lobby_shows_a_running_game_s_events_as_they_happen_without_a_reload(server, browsers):
    api = Api(server.url)
    status, made = api.call("POST", "/games", {"ruleset": "photo_finish", "seats": [{"name": "Ann"}, {"name": "Bob"}]})
    assert status == 201, made
    game_id, tokens, rnd = made["game_id"], [s["token"] for s in made["seats"]], random.Random(39)
    driver = browsers()
    open_page(driver, server.url + "/")
    cell = f"#running-games tr[data-game='{game_id}'] td.events"
    first = int(wait_for(driver, lambda d: css(d, cell))[0].get_attribute("data-version"))
    driver.execute_script("window.notReloaded = true")
    for _ in range(6):
        assert play_one(api, game_id, tokens, rnd) is not None
    now = api.call("GET", f"/games/{game_id}")[1]["version"]
    assert now > first
    wait_for(
        driver,
        lambda d: css(d, cell) and css(d, cell)[0].get_attribute("data-version") == str(now),
        timeout=15,
        message="the Events column did not follow the running game",
    )
    assert css(driver, cell)[0].text == str(now)
    assert driver.execute_script("return window.notReloaded") is True
