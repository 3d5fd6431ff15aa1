"""Playing a game on the board itself, by clicks and keys only, as a person would; counting what it took.

A `Player` holds one browser on a game page with one human seat. Each ruleset's test gives it a `decide` function
that looks at the page, makes one decision by clicking (or typing into) the page, and returns how to tell it was
taken. The player counts the interactions of every decision and the largest list of options the page showed.
"""

from __future__ import annotations

import json
import random
import re
import time
import urllib.request
from dataclasses import dataclass, field

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.keys import Keys

from tests.browser.pages import css, open_page, status, use_token, wait_for

# The longest list of options anywhere on the page: chips of one slip field, rows of the generic controls, the
# buttons of the board's action bar, options of any select in the play area.
LONGEST_LIST = """
const sizes = [0];
for (const f of document.querySelectorAll('.slip fieldset.chips')) sizes.push(f.querySelectorAll('.chip').length);
sizes.push(document.querySelectorAll('.controls .command').length);
for (const a of document.querySelectorAll('.board .actions')) sizes.push(a.querySelectorAll('button').length);
for (const s of document.querySelectorAll('.board select, .play select')) sizes.push(s.options.length);
return Math.max(...sizes);
"""


def api(server, path: str, token: str | None = None, body: dict | None = None):
    """A plain HTTP call (the tests create games and read results this way; they never send commands)."""
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Content-Type": "application/json"} | ({"Authorization": f"Bearer {token}"} if token else {})
    request = urllib.request.Request(server.url + path, data=data, headers=headers)
    with urllib.request.urlopen(request, timeout=60) as answer:
        return json.loads(answer.read())


def create(server, ruleset: str, bots: int, options: dict | None = None) -> tuple[str, str]:
    """A game with one human seat (Ann) and `bots` basic bots, no turn clock, no bot delay: (game id, Ann's token)."""
    made = api(
        server,
        "/games",
        body={
            "ruleset": ruleset,
            "options": {"turn_timeout_s": 0, "bot_delay_ms": 0, **(options or {})},
            "seats": [{"name": "Ann"}] + [{"bot": "basic"}] * bots,
        },
    )
    return made["game_id"], made["seats"][0]["token"]


@dataclass
class Player:
    driver: object
    rnd: random.Random
    decisions: list[int] = field(default_factory=list)  # interactions per decision
    kinds: list[str] = field(default_factory=list)
    longest: int = 0
    generic_rows: int = 0  # rows of the generic controls list seen while playing (all play is on the board)
    clicks: int = 0
    since: int = 0  # interactions since the last decision was taken
    last: float = field(default_factory=time.monotonic)  # when the last decision was taken
    known_refusal: str = ""  # a refusal already on the page before this player's decisions (not theirs)

    def version(self) -> int:
        return int(self.driver.execute_script("return Number(document.getElementById('app').dataset.version || 0)"))

    def look(self) -> None:
        """Note the longest list of options shown now."""
        self.longest = max(self.longest, int(self.driver.execute_script(LONGEST_LIST)))
        self.generic_rows = max(self.generic_rows, len(css(self.driver, ".controls .command")))

    def click(self, element) -> None:
        """One interaction: a click, or Enter on a focused target (every other one by keyboard); counted once done."""
        self.look()
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        if self.clicks % 2 == 0 and element.tag_name.lower() != "g":
            self.driver.execute_script("arguments[0].focus()", element)
            element.send_keys(Keys.ENTER)
        else:
            element.click()
        self.clicks += 1
        self.since += 1

    def type(self, field, value: int) -> None:
        """One interaction: a stake typed."""
        self.look()
        self.since += 1
        field.clear()
        field.send_keys(str(value))

    def decided(self, kind: str) -> None:
        """A decision was taken: it took the interactions counted since the last one."""
        self.look()
        self.decisions.append(self.since)
        self.kinds.append(kind)
        self.since = 0
        self.known_refusal = refused(self.driver)

    def summary(self, label: str, seconds: float) -> dict:
        by_kind: dict[str, int] = {}
        for kind, count in zip(self.kinds, self.decisions):
            by_kind[kind] = max(by_kind.get(kind, 0), count)
        found = {
            "label": label,
            "decisions": len(self.decisions),
            "most_interactions": max(self.decisions, default=0),
            "mean_interactions": round(sum(self.decisions) / max(1, len(self.decisions)), 2),
            "most_by_kind": by_kind,
            "longest_list": self.longest,
            "generic_rows": self.generic_rows,
            "seconds": round(seconds, 1),
        }
        print(f"\n[board play] {json.dumps(found)}")
        return found


def money_on_page(driver) -> dict[int, int]:
    """Each seat's money as the seats panel shows it."""
    rows = driver.execute_script(
        "return [...document.querySelectorAll('.seats tr.seat-row')]"
        ".map(r => [r.dataset.seat, r.querySelector('td.money').textContent])"
    )
    found = {}
    for seat, text in rows:
        digits = re.sub(r"[^0-9]", "", text)
        found[int(seat)] = (-1 if "\u2212" in text or "-" in text else 1) * int(digits or 0)
    return found


def play(
    server, driver, game_id: str, token: str, decide, rnd: random.Random, *, most: int | None = None, deadline_s=420
) -> tuple[Player, float]:
    """Open the game as Ann and make decisions with `decide(player)` until the game ends (or `most` decisions)."""
    open_page(driver, f"{server.url}/#/game/{game_id}")
    use_token(driver, token)
    player, started = Player(driver, rnd), time.monotonic()
    while time.monotonic() - started < deadline_s:
        if status(driver) == "finished" or (most is not None and len(player.decisions) >= most):
            break
        if time.monotonic() - player.last > 90:
            console = [e["message"] for e in driver.get_log("browser")][-10:]
            raise AssertionError(f"no decision for 90 s (the board offers nothing?); browser console: {console}")
        try:
            if decide(player):
                player.last = time.monotonic()
            else:
                time.sleep(0.05)
        except StaleElementReferenceException:  # the board was re-drawn under the click: look again
            time.sleep(0.05)
    return player, time.monotonic() - started


def refused(driver) -> str:
    """Every refusal on the page now, in one text ("" when none)."""
    return driver.execute_script(
        "return [...document.querySelectorAll('.slip-message, .play-message .refusal')]"
        ".map(e => e.textContent).join(' ').trim()"
    )


def until(p, check, timeout: float = 20, message: str = "the page did not answer") -> None:
    """Wait for `check` or a new refusal (which fails the test: the player only chose what the board offered)."""
    new = lambda d: refused(d) not in ("", p.known_refusal)
    try:
        wait_for(p.driver, lambda d: check(d) or new(d), timeout, message)
    except TimeoutException:
        print("browser console:", [e["message"] for e in p.driver.get_log("browser")][-10:])
        print("board:", p.driver.execute_script("return document.querySelector('.board')?.innerText || ''"))
        raise
    assert not new(p.driver), refused(p.driver)


def phone_checks(driver) -> None:
    """At 390 px the board fits the screen and the hand wraps."""
    width = driver.execute_script("return document.documentElement.clientWidth")
    left, right = driver.execute_script(
        "const b = document.querySelector('.board svg').getBoundingClientRect(); return [b.left, b.right]"
    )
    assert left >= 0 and right <= width + 1, (left, right, width)
    scroll, client = driver.execute_script(
        "const h = document.querySelector('.board .hand'); return h ? [h.scrollWidth, h.clientWidth] : [0, 0]"
    )
    assert scroll <= client + 1
