"""Neck and Neck played on the board by clicks and keys only: bet by clicking a horse (a slip asks the stake), roll by
clicking the dice, move by clicking a highlighted hex (issue 39). One human seat against a basic bot: a whole game at
1400 x 1000 to the result screen, the first 20 decisions at 390 x 844 (tests/browser/board_play.py)."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.keys import Keys

from tests.browser.board_play import first_decisions, whole_game
from tests.browser.pages import css

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(1500)]

BOARD = ".board-neck_and_neck"


def pick(p, selector):
    found = css(p.driver, selector)
    return p.rnd.choice(found) if found else None


def decide(p) -> bool:
    """One decision by clicks and keys on the board."""
    d, rnd = p.driver, p.rnd
    horse = pick(p, f"{BOARD} [data-bet-horse]")
    finish = css(d, f"{BOARD} button[data-command=FinishBetting]")
    if horse is not None:
        race = d.execute_script(f"return document.querySelector('{BOARD} .nn-board').dataset.race")
        if f"bet-race-{race}" in p.notes:  # one bet a race, then finish
            return p.taken("FinishBetting", finish[0])
        p.press(horse, Keys.ENTER) if rnd.random() < 0.5 else p.click(horse)
        p.type(css(d, f"{BOARD} .slip input[data-param=amount]")[0], 200)  # a typed stake: one interaction
        p.taken("PlaceBet", css(d, f"{BOARD} .slip button[type=submit]")[0])
        p.notes.add(f"bet-race-{race}")
        return True
    if finish:
        return p.taken("FinishBetting", finish[0])
    dice = css(d, f"{BOARD} .nn-dice[data-act]")
    if dice:
        if rnd.random() < 0.3:
            return p.taken("RollDice", dice[0], Keys.SPACE)
        return p.taken("RollDice", dice[0])  # a click lands on a die face (its pips too): the dice take it
    target = pick(p, f"{BOARD} .nn-target")
    special = pick(p, f"{BOARD} [data-special-horse]")
    if special is not None and (target is None or rnd.random() < 0.5):
        p.click(special)
        return p.taken("SpecialMove", pick(p, f"{BOARD} .nn-target"))
    if target is not None:
        return p.taken("MoveHorse", target, Keys.ENTER if rnd.random() < 0.2 else None)
    passing = css(d, f"{BOARD} button[data-command=Pass]")
    if passing:
        return p.taken("Pass", passing[0])
    p.look()
    return False


def test_a_whole_game_of_neck_and_neck_is_played_on_the_board(server, browsers):
    found = whole_game(server, browsers(), "neck_and_neck", decide, 1, bots=1)
    assert found["count_by_kind"].get("PlaceBet") == 3 and found["count_by_kind"].get("RollDice", 0) > 10


def test_the_first_20_decisions_of_neck_and_neck_on_a_phone(server, browsers):
    first_decisions(server, browsers(), "neck_and_neck", decide, 2, bots=1)
