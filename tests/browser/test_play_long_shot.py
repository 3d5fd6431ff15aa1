"""Long Shot played on the board, by clicks and keys only: one human seat against two basic bots.

At 1400 x 1000 a whole game to the end, whose standings on the page equal the API's; at 390 x 844 the first 20
decisions. Every decision takes at most 3 interactions and no list on the page shows more than 12 options; the
figures are printed (run with -s) for the issue's closing note.
"""

from __future__ import annotations

import random

import pytest

from tests.browser.board_play import api, create, money_on_page, phone_checks, play, until
from tests.browser.pages import css, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(900)]


def taken(p, kind: str, element) -> bool:
    """Click the decision's last target and wait until the game has moved on."""
    before = p.version()
    p.click(element)
    until(p, lambda d: p.version() > before)
    p.decided(kind)
    return True


def action(p) -> bool:
    d, rnd = p.driver, p.rnd
    cards = css(d, ".board .hand:not(.stealing) .lscard.legal")
    buys, bets = css(d, ".board g.buy-tag.legal"), css(d, ".board g.bet-spot.legal")
    pick = rnd.random()
    if css(d, ".board .hand .lscard.chosen") or (cards and pick < 0.55):
        if not css(d, ".board .hand .lscard.chosen"):
            p.click(rnd.choice(cards))
            until(p, lambda d: css(d, ".board .hand .lscard.chosen"))
        targets = (
            css(d, ".board g.lane.legal") or css(d, ".board .seat-tile.legal") or css(d, ".board [data-focus-key=play]")
        )
        if targets:
            return taken(p, "card", rnd.choice(targets))
        p.click(css(d, ".board [data-focus-key=discard]")[0])
        until(p, lambda d: css(d, ".board [data-focus-key=cancel]"))
        return taken(p, "discard", rnd.choice(css(d, ".board .hand .lscard.legal:not(.chosen)")))
    if buys and pick < 0.7:
        return taken(p, "buy", rnd.choice(buys))
    if bets and pick < 0.85:
        return taken(p, "bet", rnd.choice(bets))
    return taken(p, "pass", css(d, ".board [data-focus-key=pass]")[0])


def decide(p) -> bool:
    d, rnd = p.driver, p.rnd
    steal = css(d, ".board .hand.stealing .lscard.legal")
    if steal:
        return taken(p, "steal", rnd.choice(steal))
    if css(d, ".board [data-focus-key=accept]"):
        dice = css(d, ".board .die.legal")
        keep = css(d, ".board [data-focus-key=accept]")[0]
        return taken(p, "reroll", rnd.choice(dice) if dice and rnd.random() < 0.3 else keep)
    if css(d, ".board .dice .die.legal"):
        return taken(p, "roll", css(d, ".board .dice .die.legal")[0])
    if css(d, ".board [data-focus-key=decline]"):
        lanes = css(d, ".board g.lane.legal")
        decline = css(d, ".board [data-focus-key=decline]")[0]
        return taken(p, "bar", rnd.choice(lanes) if lanes and rnd.random() < 0.7 else decline)
    if css(d, ".board [data-focus-key=pass]"):
        return action(p)
    p.look()
    return False


def test_a_whole_game_of_long_shot_is_played_on_the_board(server, browsers):
    driver = browsers()
    driver.set_window_size(1400, 1000)
    game_id, token = create(server, "long_shot", 2)
    player, seconds = play(server, driver, game_id, token, decide, random.Random(11))
    final = api(server, f"/games/{game_id}")
    assert final["status"] == "finished"
    found = player.summary("long_shot 1400x1000, whole game", seconds)
    assert player.decisions and found["most_interactions"] <= 3
    assert found["longest_list"] <= 12 and found["generic_rows"] == 0
    expected = {row["seat"]: row["money"] for row in final["standings"]}
    wait_for(driver, lambda d: money_on_page(d) == expected, 20, f"page {money_on_page(driver)} != API {expected}")


def test_the_first_20_decisions_of_long_shot_on_a_phone(server, browsers):
    driver = browsers()
    driver.set_window_size(390, 844)
    game_id, token = create(server, "long_shot", 2)
    player, seconds = play(server, driver, game_id, token, decide, random.Random(13), most=20)
    assert len(player.decisions) >= 20 or api(server, f"/games/{game_id}")["status"] == "finished"
    found = player.summary("long_shot 390x844, first 20 decisions", seconds)
    assert found["most_interactions"] <= 3 and found["longest_list"] <= 12
    phone_checks(driver)
