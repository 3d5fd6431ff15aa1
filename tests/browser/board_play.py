"""Playing a whole game on the board by clicks and keys only (Photo Finish, Homestretch, Neck and Neck, issue 39).

A ruleset's test gives a `policy(driver, rnd) -> int | None`: it makes one decision with clicks and keys on the page
and returns how many interactions it took (a typed stake counts as one), or None when the page offers nothing yet.
`play_by_clicks` runs the game, counting interactions per decision and the largest option list ever shown.
"""

from __future__ import annotations

import json
import random
import sys
import time
from dataclasses import dataclass, field

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException, WebDriverException
from selenium.webdriver.common.action_chains import ActionChains

from scripts.play import Api
from tests.browser.pages import css, open_page, status, use_token, wait_for

LARGEST_LIST = """
const counts = [0];
for (const set of document.querySelectorAll('fieldset.chips')) counts.push(set.querySelectorAll('button').length);
for (const set of document.querySelectorAll('.controls fieldset')) counts.push(set.querySelectorAll('.command').length);
for (const bar of document.querySelectorAll('.board-actions')) counts.push(bar.querySelectorAll('button').length);
for (const select of document.querySelectorAll('.picture select, .play select')) counts.push(select.options.length);
return Math.max(...counts);
"""

BOARD_WIDTH = "const b = document.querySelector('.picture svg'); return b ? b.getBoundingClientRect().width : 0"
ACTIONABLE = "return document.querySelectorAll('.picture [data-act]').length"
CLEAR_REFUSALS = (
    "document.querySelectorAll('.picture .refusal, .picture .slip-message').forEach(n => n.textContent = '')"
)
REFUSED = "const r = document.querySelector('.picture .refusal, .picture .slip-message'); return r ? r.textContent : ''"


@dataclass
class Played:
    ruleset: str
    width: int
    decisions: list[int] = field(default_factory=list)  # interactions per decision
    largest_list: int = 0
    seconds: float = 0.0
    finished: bool = False
    page_money: dict[int, int] = field(default_factory=dict)
    api_money: dict[int, int] = field(default_factory=dict)
    kinds: dict[str, int] = field(default_factory=dict)
    refusals: list[str] = field(default_factory=list)
    board_width: int = 0  # the board's drawn width in CSS px, smallest seen

    def report(self) -> dict:
        return {
            "ruleset": self.ruleset,
            "width": self.width,
            "decisions": len(self.decisions),
            "max_interactions_per_decision": max(self.decisions, default=0),
            "mean_interactions_per_decision": round(sum(self.decisions) / max(1, len(self.decisions)), 2),
            "largest_list": self.largest_list,
            "seconds": self.seconds,
            "finished": self.finished,
            "kinds": self.kinds,
            "board_width": self.board_width,
            "refusals": self.refusals,
        }


def new_game(server, ruleset: str, bots: int = 1) -> tuple[str, str]:
    """A game of `ruleset`: Ann (human) against `bots` basic bots, bot delay 0; its id and Ann's token."""
    seats = [{"name": "Ann"}] + [{"bot": "basic"}] * bots
    status_code, made = Api(server.url).call(
        "POST", "/games", {"ruleset": ruleset, "seats": seats, "options": {"bot_delay_ms": 0}}
    )
    assert status_code == 201, made
    return made["game_id"], made["seats"][0]["token"]


def version(driver) -> int:
    return int(driver.execute_script("return Number(document.getElementById('app').dataset.version || 0)"))


def page_money(driver) -> dict[int, int]:
    """Each seat's money as the page's seats panel shows it."""
    rows = driver.execute_script(
        "return [...document.querySelectorAll('.seats tr.seat-row')].map(r => [Number(r.dataset.seat),"
        " r.querySelector('.money').textContent])"
    )
    return {seat: int(text.replace("$", "").replace(",", "").replace("\u2212", "-")) for seat, text in rows}


def play_by_clicks(server, driver, ruleset, policy, *, width=1400, height=1000, limit=None, budget_s=1200, seed=1):
    """Open a new game as Ann and play it by `policy` until it ends (or `limit` decisions); what was counted."""
    driver.set_window_size(width, height)
    game_id, token = new_game(server, ruleset)
    open_page(driver, f"{server.url}/#/game/{game_id}")
    use_token(driver, token)
    played, rnd, started, last = Played(ruleset, width), random.Random(seed), time.monotonic(), 0
    deadline = started + budget_s
    while time.monotonic() < deadline and (limit is None or len(played.decisions) < limit):
        waiting_for(
            server,
            game_id,
            token,
            driver,
            lambda d, last=last: (
                status(d) == "finished"
                or (version(d) > last and d.execute_script(ACTIONABLE))
                or d.execute_script(REFUSED)
            ),
            90,
            f"the page offered nothing to do after version {last}",
        )
        if status(driver) == "finished":
            played.finished = True
            break
        refused = driver.execute_script(REFUSED)
        if refused:  # acted on a picture drawn before the last event: said next to the control; look again
            played.refusals.append(refused)
            assert len(played.refusals) <= 5, played.refusals
            driver.execute_script(CLEAR_REFUSALS)
        at = version(driver)
        try:
            done = policy(driver, rnd, played)
        except (StaleElementReferenceException, WebDriverException) as error:  # re-drawn under the click: look again
            print(f"re-drawn while acting at version {at}: {type(error).__name__}", file=sys.stderr)
            time.sleep(0.2)
            continue
        if done is None:
            time.sleep(0.05)
            continue
        played.decisions.append(done)
        played.largest_list = max(played.largest_list, driver.execute_script(LARGEST_LIST))
        drawn = int(driver.execute_script(BOARD_WIDTH))
        played.board_width = drawn if not played.board_width else min(played.board_width, drawn)
        last = at
    played.seconds = round(time.monotonic() - started, 1)
    if played.finished:
        final = Api(server.url).call("GET", f"/games/{game_id}")[1]
        wait_for(driver, lambda d: version(d) >= final["version"], 30, "the page never caught up")
        played.api_money = {s["seat"]: s["money"] for s in final["standings"]}
        played.page_money = page_money(driver)
    summary = played.report()
    print(f"\nBOARD PLAY {json.dumps(summary)}", file=sys.stderr)
    with open(f"/tmp/furlong-board-play-{ruleset}-{width}.json", "w") as out:
        json.dump(summary, out)
    return played


def waiting_for(server, game_id, token, driver, check, timeout, message):
    """wait_for, saying on a time-out what the seat could do by the API and what the page showed."""
    try:
        return wait_for(driver, check, timeout, message)
    except TimeoutException:
        legal = Api(server.url).call("GET", f"/games/{game_id}/legal-commands", token=token)[1]
        view = Api(server.url).call("GET", f"/games/{game_id}", token=token)[1].get("view")
        shown = driver.execute_script("return document.querySelector('.picture').innerText")
        raise AssertionError(f"{message}: legal {legal}; view {json.dumps(view)[:1500]}; page {shown[:800]}") from None


def click(driver, element) -> int:
    """One click (scrolled into view first, as a person would); counts one interaction."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()
    return 1


def press(driver, element, key) -> int:
    """Focus a board target and press a key on it; counts one interaction."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", element)
    ActionChains(driver).send_keys(key).perform()
    return 1


def first(driver, selector):
    found = css(driver, selector)
    return found[0] if found else None


def count(played: Played, kind: str) -> None:
    played.kinds[kind] = played.kinds.get(kind, 0) + 1
