"""Photo Finish played on the board by clicks and keys only: bet by clicking tiles (a slip asks the stake), take dice by
clicking the pool's colours, use a die by clicking it and then its target tile (issue 39)."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.keys import Keys

from tests.browser.board_play import click, count, first, play_by_clicks, press

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(900)]

BOARD = ".board-photo_finish"


def pick(driver, selector, rnd):
    found = driver.find_elements("css selector", selector)
    return rnd.choice(found) if found else None


def bet(driver, rnd, played) -> int | None:
    """Race by race: a win bet with a typed stake, a place bet at the least stake, then finish."""
    race = driver.execute_script(f"return document.querySelector('{BOARD} .pf-board').dataset.race")
    finish = first(driver, f"{BOARD} button[data-command=FinishBetting]")
    tiles = driver.find_elements("css selector", f"{BOARD} .pf-tile[data-act]")
    if not played.kinds.get(f"win-{race}") and tiles:
        count(played, f"win-{race}")
        count(played, "BetOnWinner")
        n = press(driver, rnd.choice(tiles), Keys.ENTER)
        stake = first(driver, f"{BOARD} .slip input[data-param=amount]")
        stake.clear()
        stake.send_keys("200")
        return n + 1 + click(driver, first(driver, f"{BOARD} .slip button[type=submit]"))
    if not played.kinds.get(f"place-{race}") and len(tiles) >= 2:
        count(played, f"place-{race}")
        n = click(driver, rnd.choice(tiles))
        second = pick(driver, f"{BOARD} .pf-tile[data-act]:not(.chosen)", rnd)
        if second is not None:
            count(played, "BetOnPlace")
            n += click(driver, second)
            return n + click(driver, first(driver, f"{BOARD} .slip button[type=submit]"))
        n += click(driver, first(driver, f"{BOARD} .pf-tile.chosen"))  # no pair left: un-choose
    count(played, "FinishBetting")
    return click(driver, finish)


def sends(element) -> bool:
    """True when pressing this element sends a command (not a step of a composite choice)."""
    return (
        element.get_attribute("data-act") not in ("step", "bet", "die")
        and element.get_attribute("data-command") != "none"
    )


def next_step(driver, rnd):
    """What to press next once a die is chosen: mostly a tile it goes on, else its other choices, else put it away."""
    tiles = driver.find_elements("css selector", f"{BOARD} .pf-tile[data-act]")
    buttons = [b for b in driver.find_elements("css selector", f"{BOARD} .pf-die-actions button") if b.is_enabled()]
    by_kind = {
        "tile": [t for t in tiles if t.get_attribute("data-act") == "use"],
        "use": [b for b in buttons if b.get_attribute("data-command") == "UseDie"],
        "step": [b for b in buttons if b.get_attribute("data-command") == "none"],
        "step tile": [t for t in tiles if t.get_attribute("data-act") == "step"],
        "away": [b for b in buttons if b.get_attribute("data-command") == "PutAwayDie"],
    }
    if by_kind["tile"] and (rnd.random() < 0.8 or not by_kind["use"]):
        return rnd.choice(by_kind["tile"])
    for kind in ("use", "step", "step tile", "away"):
        if by_kind[kind]:
            return rnd.choice(by_kind[kind])
    raise AssertionError("a chosen die offered nothing to press")


def decide(driver, rnd, played) -> int | None:
    """One decision by clicks and keys on the board; interactions it took."""
    if first(driver, f"{BOARD} button[data-command=FinishBetting]") is not None:
        return bet(driver, rnd, played)
    pool = first(driver, f"{BOARD} .pf-pool[data-need]:not([data-need=''])")
    if pool is not None:
        count(played, "RollDice")
        need = int(pool.get_attribute("data-need"))
        if need == 0:
            return click(driver, first(driver, f"{BOARD} button[data-command=RollDice]"))
        for _ in range(need):
            click(driver, pick(driver, f"{BOARD} .pf-pool-die[data-act]", rnd))
        return need
    extra = pick(driver, f"{BOARD} .pf-tile[data-act=use]", rnd)
    if extra is not None and first(driver, f"{BOARD} .pf-rolled [data-die]") is None:
        count(played, "PlayExtraMove")
        return click(driver, extra)
    die = pick(driver, f"{BOARD} .pf-rolled [data-die]", rnd)
    if die is None:
        return None
    n = press(driver, die, Keys.SPACE) if rnd.random() < 0.3 else click(driver, die)
    while n < 4:
        element = next_step(driver, rnd)
        kind = element.get_attribute("data-command") or "UseDie"
        n += click(driver, element)
        if sends(element):
            count(played, kind)
            return n
    raise AssertionError(f"a die took more than 3 interactions: {played.report()}")


def test_a_whole_game_is_played_on_the_board_by_clicks_and_keys(server, browsers):
    played = play_by_clicks(server, browsers(), "photo_finish", decide)
    assert played.finished, played.report()
    assert played.page_money == played.api_money
    assert max(played.decisions) <= 3, played.report()
    assert played.largest_list <= 12, played.report()
    assert played.kinds.get("BetOnWinner", 0) == 3 and played.kinds.get("UseDie", 0) > 3


def test_the_first_twenty_decisions_on_a_phone(server, browsers):
    played = play_by_clicks(server, browsers(), "photo_finish", decide, width=390, height=844, limit=20)
    assert len(played.decisions) == 20, played.report()
    assert max(played.decisions) <= 3, played.report()
    assert played.largest_list <= 12, played.report()
    assert played.board_width >= 300, played.report()
