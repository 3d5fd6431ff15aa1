"""Neck and Neck played on the board by clicks and keys only: bet by clicking a horse (a slip asks the stake), roll by
clicking the dice, move by clicking a highlighted hex (issue 39)."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.keys import Keys

from tests.browser.board_play import click, count, first, play_by_clicks, press

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(1500)]

BOARD = ".board-neck_and_neck"


def decide(driver, rnd, played) -> int | None:
    """One decision by clicks and keys on the board; interactions it took."""
    horse = first(driver, f"{BOARD} [data-bet-horse]")
    finish = first(driver, f"{BOARD} button[data-command=FinishBetting]")
    if horse is not None:
        race = driver.execute_script(f"return document.querySelector('{BOARD} .nn-board').dataset.race")
        if played.kinds.get(f"bet-race-{race}"):  # one bet a race, then finish
            count(played, "FinishBetting")
            return click(driver, finish)
        count(played, f"bet-race-{race}")
        count(played, "PlaceBet")
        pick = css_pick(driver, f"{BOARD} [data-bet-horse]", rnd)
        n = press(driver, pick, Keys.ENTER) if rnd.random() < 0.5 else click(driver, pick)
        stake = first(driver, f"{BOARD} .slip input[data-param=amount]")
        stake.clear()
        stake.send_keys("200")  # a typed stake: one interaction
        return n + 1 + click(driver, first(driver, f"{BOARD} .slip button[type=submit]"))
    if finish is not None:
        count(played, "FinishBetting")
        return click(driver, finish)
    dice = first(driver, f"{BOARD} .nn-dice[data-act]")
    if dice is not None:
        count(played, "RollDice")
        if rnd.random() < 0.3:
            return press(driver, dice, Keys.SPACE)
        return click(driver, first(driver, f"{BOARD} .nn-dice rect"))
    target = css_pick(driver, f"{BOARD} .nn-target", rnd)
    special = css_pick(driver, f"{BOARD} [data-special-horse]", rnd)
    if special is not None and (target is None or rnd.random() < 0.5):
        count(played, "SpecialMove")
        n = click(driver, special)
        return n + click(driver, css_pick(driver, f"{BOARD} .nn-target", rnd))
    if target is not None:
        count(played, "MoveHorse")
        return press(driver, target, Keys.ENTER) if rnd.random() < 0.2 else click(driver, target)
    passing = first(driver, f"{BOARD} button[data-command=Pass]")
    if passing is not None:
        count(played, "Pass")
        return click(driver, passing)
    return None


def css_pick(driver, selector, rnd):
    found = driver.find_elements("css selector", selector)
    return rnd.choice(found) if found else None


def test_a_whole_game_is_played_on_the_board_by_clicks_and_keys(server, browsers):
    played = play_by_clicks(server, browsers(), "neck_and_neck", decide)
    assert played.finished, played.report()
    assert played.page_money == played.api_money
    assert max(played.decisions) <= 3, played.report()
    assert played.largest_list <= 12, played.report()
    assert played.kinds.get("RollDice", 0) > 10 and played.kinds.get("PlaceBet", 0) == 3


def test_the_first_twenty_decisions_on_a_phone(server, browsers):
    played = play_by_clicks(server, browsers(), "neck_and_neck", decide, width=390, height=844, limit=20)
    assert len(played.decisions) == 20, played.report()
    assert max(played.decisions) <= 3, played.report()
    assert played.largest_list <= 12, played.report()
    assert played.board_width >= 300, played.report()
