"""Homestretch played on the board by clicks and keys only: draft and buy by clicking share cards, lay tokens by
clicking tote spots (a slip asks which token), roll by clicking the dice, move by clicking a space (issue 39). One
human seat against a basic bot: a whole game at 1400 x 1000 to the result screen, the first 20 decisions at 390 x 844
(tests/browser/board_play.py)."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.keys import Keys

from tests.browser.board_play import first_decisions, whole_game
from tests.browser.pages import css

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(900)]

BOARD = ".board-homestretch"


def pick(p, selector):
    found = css(p.driver, selector)
    return p.rnd.choice(found) if found else None


def decide(p) -> bool:
    """One decision by clicks and keys on the board."""
    d, rnd = p.driver, p.rnd
    card = pick(p, f"{BOARD} .hs-card[data-act=pick]")
    if card is not None:
        return p.taken("PickShare", card, Keys.ENTER if rnd.random() < 0.5 else None)
    spot = pick(p, f"{BOARD} .hs-spot[data-act]")
    if spot is not None:
        p.click(spot)
        chip = pick(p, f"{BOARD} .slip .chip")
        if chip is not None:
            p.click(chip)
        return p.taken("PlaceToken", css(d, f"{BOARD} .slip button[type=submit]")[0])
    buys = css(d, f"{BOARD} .hs-card[data-act=buy]")
    passing = css(d, f"{BOARD} button[data-command=PassBuy]")
    if passing:
        if buys and rnd.random() < 0.5:
            return p.taken("Buy", rnd.choice(buys))
        return p.taken("PassBuy", passing[0])
    dice = css(d, f"{BOARD} .hs-dice-pair[data-act]")
    end = css(d, f"{BOARD} button[data-command=EndTurn]")
    if end and (not dice or rnd.random() < 0.3):
        return p.taken("EndTurn", end[0])
    if dice:
        if rnd.random() < 0.3:
            return p.taken("RollDice", dice[0], Keys.SPACE)
        return p.taken("RollDice", dice[0])  # a click lands on a die face (its pips too): the dice take it
    target = pick(p, f"{BOARD} .hs-target")
    if target is not None:
        return p.taken("MoveHorse", target)
    special = pick(p, f"{BOARD} g.horse[data-act]")
    if special is not None:
        return p.taken("SpecialMove", special)
    p.look()
    return False


def test_a_whole_game_of_homestretch_is_played_on_the_board(server, browsers):
    found = whole_game(server, browsers(), "homestretch", decide, 1, bots=1)
    assert found["count_by_kind"].get("PickShare") == 5 and found["count_by_kind"].get("PlaceToken") == 20


def test_the_first_20_decisions_of_homestretch_on_a_phone(server, browsers):
    first_decisions(server, browsers(), "homestretch", decide, 2, bots=1)
