"""Photo Finish played on the board by clicks and keys only: bet by clicking tiles (a slip asks the stake), take dice by
clicking the pool's colours, use a die by clicking it and then its target tile (issue 39). One human seat against a
basic bot: a whole game at 1400 x 1000 to the result screen, the first 20 decisions at 390 x 844
(tests/browser/board_play.py)."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.keys import Keys

from tests.browser.board_play import first_decisions, whole_game
from tests.browser.pages import css

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(900)]

BOARD = ".board-photo_finish"


def pick(p, selector):
    found = css(p.driver, selector)
    return p.rnd.choice(found) if found else None


def bet(p) -> bool:
    """Race by race: a win bet with a typed stake, a place bet at the least stake, then finish."""
    d, rnd = p.driver, p.rnd
    race = d.execute_script(f"return document.querySelector('{BOARD} .pf-board').dataset.race")
    finish = css(d, f"{BOARD} button[data-command=FinishBetting]")[0]
    tiles = css(d, f"{BOARD} .pf-tile[data-act]")
    if f"win-{race}" not in p.notes and tiles:
        p.notes.add(f"win-{race}")
        p.press(rnd.choice(tiles), Keys.ENTER)
        p.type(css(d, f"{BOARD} .slip input[data-param=amount]")[0], 200)
        return p.taken("BetOnWinner", css(d, f"{BOARD} .slip button[type=submit]")[0])
    if f"place-{race}" not in p.notes and len(tiles) >= 2:
        p.notes.add(f"place-{race}")
        p.click(rnd.choice(tiles))
        second = pick(p, f"{BOARD} .pf-tile[data-act]:not(.chosen)")
        if second is not None:
            p.click(second)
            return p.taken("BetOnPlace", css(d, f"{BOARD} .slip button[type=submit]")[0])
        p.click(css(d, f"{BOARD} .pf-tile.chosen")[0])  # no pair left: un-choose (counted with finishing)
    return p.taken("FinishBetting", finish)


def sends(element) -> bool:
    """True when pressing this element sends a command (not a step of a composite choice)."""
    return (
        element.get_attribute("data-act") not in ("step", "bet", "die")
        and element.get_attribute("data-command") != "none"
    )


def next_step(p):
    """What to press next once a die is chosen: mostly a tile it goes on, else its other choices, else put it away."""
    tiles = css(p.driver, f"{BOARD} .pf-tile[data-act]")
    buttons = [b for b in css(p.driver, f"{BOARD} .pf-die-actions button") if b.is_enabled()]
    by_kind = {
        "tile": [t for t in tiles if t.get_attribute("data-act") == "use"],
        "use": [b for b in buttons if b.get_attribute("data-command") == "UseDie"],
        "step": [b for b in buttons if b.get_attribute("data-command") == "none"],
        "step tile": [t for t in tiles if t.get_attribute("data-act") == "step"],
        "away": [b for b in buttons if b.get_attribute("data-command") == "PutAwayDie"],
    }
    if by_kind["tile"] and (p.rnd.random() < 0.8 or not by_kind["use"]):
        return p.rnd.choice(by_kind["tile"])
    for kind in ("use", "step", "step tile", "away"):
        if by_kind[kind]:
            return p.rnd.choice(by_kind[kind])
    raise AssertionError("a chosen die offered nothing to press")


def decide(p) -> bool:
    """One decision by clicks and keys on the board."""
    d, rnd = p.driver, p.rnd
    if css(d, f"{BOARD} button[data-command=FinishBetting]"):
        return bet(p)
    pool = css(d, f"{BOARD} .pf-pool[data-need]:not([data-need=''])")
    if pool:
        need = int(pool[0].get_attribute("data-need"))
        if need == 0:
            return p.taken("RollDice", css(d, f"{BOARD} button[data-command=RollDice]")[0])
        for _ in range(need - 1):
            p.click(pick(p, f"{BOARD} .pf-pool-die[data-act]"))
        return p.taken("RollDice", pick(p, f"{BOARD} .pf-pool-die[data-act]"))
    extra = pick(p, f"{BOARD} .pf-tile[data-act=use]")
    if extra is not None and not css(d, f"{BOARD} .pf-rolled [data-die]"):
        return p.taken("PlayExtraMove", extra)
    die = pick(p, f"{BOARD} .pf-rolled [data-die]")
    if die is None:
        p.look()
        return False
    p.press(die, Keys.SPACE) if rnd.random() < 0.3 else p.click(die)
    for _ in range(3):
        element = next_step(p)
        if sends(element):
            return p.taken(element.get_attribute("data-command") or "UseDie", element)
        p.click(element)
    raise AssertionError("a die took more than 3 interactions")


def test_a_whole_game_of_photo_finish_is_played_on_the_board(server, browsers):
    found = whole_game(server, browsers(), "photo_finish", decide, 1, bots=1)
    assert found["count_by_kind"].get("BetOnWinner") == 3 and found["count_by_kind"].get("UseDie", 0) > 3


def test_the_first_20_decisions_of_photo_finish_on_a_phone(server, browsers):
    first_decisions(server, browsers(), "photo_finish", decide, 2, bots=1)
