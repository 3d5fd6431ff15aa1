"""Homestretch played on the board by clicks and keys only: draft and buy by clicking share cards, lay tokens by
clicking tote spots (a slip asks which token), roll by clicking the dice, move by clicking a space (issue 39)."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.keys import Keys

from tests.browser.board_play import click, count, first, play_by_clicks, press

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(900)]

BOARD = ".board-homestretch"


def pick(driver, selector, rnd):
    found = driver.find_elements("css selector", selector)
    return rnd.choice(found) if found else None


def decide(driver, rnd, played) -> int | None:
    """One decision by clicks and keys on the board; interactions it took."""
    card = pick(driver, f"{BOARD} .hs-card[data-act=pick]", rnd)
    if card is not None:
        count(played, "PickShare")
        return press(driver, card, Keys.ENTER) if rnd.random() < 0.5 else click(driver, card)
    spot = pick(driver, f"{BOARD} .hs-spot[data-act]", rnd)
    if spot is not None:
        count(played, "PlaceToken")
        n = click(driver, spot)
        chip = pick(driver, f"{BOARD} .slip .chip", rnd)
        if chip is not None:
            n += click(driver, chip)
        return n + click(driver, first(driver, f"{BOARD} .slip button[type=submit]"))
    buys = driver.find_elements("css selector", f"{BOARD} .hs-card[data-act=buy]")
    passing = first(driver, f"{BOARD} button[data-command=PassBuy]")
    if passing is not None:
        if buys and rnd.random() < 0.5:
            count(played, "Buy")
            return click(driver, rnd.choice(buys))
        count(played, "PassBuy")
        return click(driver, passing)
    dice = first(driver, f"{BOARD} .hs-dice-pair[data-act]")
    end = first(driver, f"{BOARD} button[data-command=EndTurn]")
    if end is not None and (dice is None or rnd.random() < 0.3):
        count(played, "EndTurn")
        return click(driver, end)
    if dice is not None:
        count(played, "RollDice")
        if rnd.random() < 0.3:
            return press(driver, dice, Keys.SPACE)
        return click(driver, first(driver, f"{BOARD} .hs-dice-pair rect"))
    target = pick(driver, f"{BOARD} .hs-target", rnd)
    if target is not None:
        count(played, "MoveHorse")
        return click(driver, target)
    special = pick(driver, f"{BOARD} g.horse[data-act]", rnd)
    if special is not None:
        count(played, "SpecialMove")
        return click(driver, special)
    return None


def test_a_whole_game_is_played_on_the_board_by_clicks_and_keys(server, browsers):
    played = play_by_clicks(server, browsers(), "homestretch", decide)
    assert played.finished, played.report()
    assert played.page_money == played.api_money
    assert max(played.decisions) <= 3, played.report()
    assert played.largest_list <= 12, played.report()
    assert played.kinds.get("PickShare", 0) == 5 and played.kinds.get("PlaceToken", 0) == 20


def test_the_first_twenty_decisions_on_a_phone(server, browsers):
    played = play_by_clicks(server, browsers(), "homestretch", decide, width=390, height=844, limit=20)
    assert len(played.decisions) == 20, played.report()
    assert max(played.decisions) <= 3, played.report()
    assert played.largest_list <= 12, played.report()
    assert played.board_width >= 300, played.report()
