"""Long Shot played on the board, by clicks and keys only: one human seat against two basic bots.

At 1400 x 1000 a whole game to the end, whose standings on the page equal the API's; at 390 x 844 the first 20
decisions. Every decision takes at most 3 interactions and no list on the page shows more than 12 options; the
figures are printed (run with -s) for the issue's closing note.
"""

from __future__ import annotations

import pytest

from tests.browser.board_play import first_decisions, until, whole_game
from tests.browser.pages import css

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(900)]


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
            return p.taken("card", rnd.choice(targets))
        p.click(css(d, ".board [data-focus-key=discard]")[0])
        until(p, lambda d: css(d, ".board [data-focus-key=cancel]"))
        return p.taken("discard", rnd.choice(css(d, ".board .hand .lscard.legal:not(.chosen)")))
    if buys and pick < 0.7:
        return p.taken("buy", rnd.choice(buys))
    if bets and pick < 0.85:
        return p.taken("bet", rnd.choice(bets))
    return p.taken("pass", css(d, ".board [data-focus-key=pass]")[0])


def decide(p) -> bool:
    d, rnd = p.driver, p.rnd
    steal = css(d, ".board .hand.stealing .lscard.legal")
    if steal:
        return p.taken("steal", rnd.choice(steal))
    if css(d, ".board [data-focus-key=accept]"):
        dice = css(d, ".board .die.legal")
        keep = css(d, ".board [data-focus-key=accept]")[0]
        return p.taken("reroll", rnd.choice(dice) if dice and rnd.random() < 0.3 else keep)
    if css(d, ".board .dice .die.legal"):
        return p.taken("roll", css(d, ".board .dice .die.legal")[0])
    if css(d, ".board [data-focus-key=decline]"):
        lanes = css(d, ".board g.lane.legal")
        decline = css(d, ".board [data-focus-key=decline]")[0]
        return p.taken("bar", rnd.choice(lanes) if lanes and rnd.random() < 0.7 else decline)
    if css(d, ".board [data-focus-key=pass]"):
        return action(p)
    p.look()
    return False


def test_a_whole_game_of_long_shot_is_played_on_the_board(server, browsers):
    whole_game(server, browsers(), "long_shot", decide, 11)


def test_the_first_20_decisions_of_long_shot_on_a_phone(server, browsers):
    first_decisions(server, browsers(), "long_shot", decide, 13)
