"""Playing a game on the board itself, by clicks and keys only, as a person would; counting what it took (issue 39).

A `Player` holds one browser on a game page with one human seat (Ann) against basic bots. Each ruleset's test gives
`play` a `decide(player)` function that looks at the page and makes one decision with `player.click`, `player.press`
and `player.type` (the player counts every interaction itself: a click, a key pressed on a target, a stake typed),
ending it with `player.taken(kind, element)` (the last interaction: it waits until the page shows the command
accepted) or `player.decided(kind)`; it returns False when the page offers nothing yet. The player also notes the
largest list of options the page showed. `finish` checks the result screen's standings against the API's and
writes the figures to /tmp/furlong-board-play-<ruleset>-<width>.json (and prints them, run with -s).
"""

from __future__ import annotations

import json
import random
import time
import urllib.request
from dataclasses import dataclass, field

from selenium.common.exceptions import (
    ElementNotInteractableException,
    StaleElementReferenceException,
    TimeoutException,
)
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from tests.browser.axe import report, severe_violations
from tests.browser.pages import css, open_page, status, use_token, wait_for

DESKTOP, PHONE = (1400, 1000), (390, 844)

# The longest list of options anywhere on the page: chips of one slip field, rows of the generic controls, the
# buttons of one board action bar, options of any select in the board or the play area.
LONGEST_LIST = """
const sizes = [0];
for (const f of document.querySelectorAll('.slip fieldset.chips')) sizes.push(f.querySelectorAll('.chip').length);
for (const f of document.querySelectorAll('.controls fieldset')) sizes.push(f.querySelectorAll('.command').length);
for (const a of document.querySelectorAll('.board .board-actions')) sizes.push(a.querySelectorAll('button').length);
for (const s of document.querySelectorAll('.board select, .play select')) sizes.push(s.options.length);
return Math.max(...sizes);
"""
REFUSED = (
    "return [...document.querySelectorAll('.board .slip-message, .board .refusal, .play-message .refusal')]"
    ".map(e => e.textContent).join(' ').trim()"
)
FOCUS = """const e = arguments[0];
e.scrollIntoView({block: 'center'}); e.focus();
return e.isConnected && document.activeElement === e;"""
SHOWN = """return [document.querySelector('.play-message')?.innerText,
  [...document.querySelectorAll('.board [data-act]')].map(e => e.getAttribute('aria-label') || e.textContent)]"""
SENT = "return Number(document.getElementById('app').dataset.sent || 0)"


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


def refused(driver) -> str:
    """Every refusal on the page now, in one text ("" when none)."""
    return driver.execute_script(REFUSED)


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
    board_width: int = 0  # the board's drawn width in CSS px, smallest seen
    notes: set[str] = field(default_factory=set)  # what a ruleset's test remembers between decisions
    violations: list[dict] = field(default_factory=list)  # axe-core's, on the board as each kind was first offered

    def version(self) -> int:
        return int(self.driver.execute_script("return Number(document.getElementById('app').dataset.version || 0)"))

    def count(self, kind: str) -> int:
        return self.kinds.count(kind)

    def look(self) -> None:
        """Note the longest list of options shown now."""
        self.longest = max(self.longest, int(self.driver.execute_script(LONGEST_LIST)))
        self.generic_rows = max(self.generic_rows, len(css(self.driver, ".controls .command")))

    def click(self, element) -> None:
        """One interaction: a click, or Enter on a focused target (every other one by keyboard); counted once done."""
        self.look()
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        if self.clicks % 2 == 0 and element.tag_name.lower() not in ("g", "rect", "circle"):
            self.driver.execute_script("arguments[0].focus()", element)
            element.send_keys(Keys.ENTER)
        else:
            element.click()
        self.clicks += 1
        self.since += 1

    def press(self, element, key=Keys.ENTER) -> None:
        """One interaction: a board target focused (as Tab would) and a key pressed on it."""
        self.look()
        focused = self.driver.execute_script(FOCUS, element)
        if not focused:  # re-drawn since it was found: the key would go nowhere; look again
            raise StaleElementReferenceException("the target left the page before its key was pressed")
        ActionChains(self.driver).send_keys(key).perform()
        self.since += 1

    def type(self, field, value: int) -> None:
        """One interaction: a stake typed."""
        self.look()
        self.since += 1
        field.clear()
        field.send_keys(str(value))

    def decided(self, kind: str) -> bool:
        """A decision was taken: it took the interactions counted since the last one."""
        self.look()
        width = int(self.driver.execute_script(BOARD_WIDTH))
        self.board_width = width if not self.board_width else min(self.board_width, width)
        self.decisions.append(self.since)
        self.kinds.append(kind)
        self.since = 0
        self.known_refusal = refused(self.driver)
        return True

    def taken(self, kind: str, element, key=None) -> bool:
        """The decision's last interaction (a click, or `key` pressed): wait until the page shows it accepted."""
        if kind not in self.kinds:  # each kind of decision's board, once: what a keyboard or a reader meets there
            self.violations += severe_violations(self.driver)
        before = int(self.driver.execute_script(SENT))
        self.press(element, key) if key else self.click(element)
        accepted = lambda d: int(d.execute_script(SENT)) > before or status(d) == "finished"
        until(self, accepted, message=f"{kind}: the command was not accepted")
        return self.decided(kind)

    def summary(self, ruleset: str, seconds: float, finished: bool) -> dict:
        by_kind: dict[str, int] = {}
        for kind, count in zip(self.kinds, self.decisions):
            by_kind[kind] = max(by_kind.get(kind, 0), count)
        width = int(self.driver.execute_script("return window.innerWidth"))
        found = {
            "ruleset": ruleset,
            "width": width,
            "finished": finished,
            "decisions": len(self.decisions),
            "max_interactions_per_decision": max(self.decisions, default=0),
            "mean_interactions_per_decision": round(sum(self.decisions) / max(1, len(self.decisions)), 2),
            "most_by_kind": by_kind,
            "count_by_kind": {kind: self.kinds.count(kind) for kind in sorted(set(self.kinds))},
            "largest_list": self.longest,
            "generic_rows": self.generic_rows,
            "board_width": self.board_width,
            "accessibility_violations": [v["id"] for v in self.violations],
            "seconds": round(seconds, 1),
        }
        print(f"\n[board play] {json.dumps(found)}")
        with open(f"/tmp/furlong-board-play-{ruleset}-{'phone' if width < 900 else 'desktop'}.json", "w") as out:
            json.dump(found, out)
        return found


BOARD_WIDTH = "const b = document.querySelector('.board svg'); return b ? b.getBoundingClientRect().width : 0"


def play(
    server, driver, game_id: str, token: str, decide, rnd: random.Random, *, most: int | None = None, deadline_s=600
) -> tuple[Player, float]:
    """Open the game as Ann and make decisions with `decide(player)` until the game ends (or `most` decisions)."""
    open_page(driver, f"{server.url}/#/game/{game_id}")
    use_token(driver, token)
    player, started = Player(driver, rnd), time.monotonic()
    while time.monotonic() - started < deadline_s:
        if status(driver) == "finished" or (most is not None and len(player.decisions) >= most):
            break
        if time.monotonic() - player.last > 90:
            raise AssertionError(stalled(server, game_id, token, driver))
        try:
            if decide(player):
                player.last = time.monotonic()
            else:
                time.sleep(0.05)
        except (StaleElementReferenceException, ElementNotInteractableException):
            time.sleep(0.05)  # the board was re-drawn under the click (a target gone or not yet shown): look again
    return player, time.monotonic() - started


def stalled(server, game_id, token, driver) -> str:
    """What the seat could do (by the API) and what the page showed, when no decision was made for 90 s."""
    legal = api(server, f"/games/{game_id}/legal-commands", token)
    view = api(server, f"/games/{game_id}", token).get("view")
    shown = driver.execute_script("return document.querySelector('.picture')?.innerText || ''")
    console = [e["message"] for e in driver.get_log("browser")][-10:]
    return (
        f"no decision for 90 s: legal {json.dumps(legal)[:1500]}; view {json.dumps(view)[:1500]}; "
        f"page {shown[:800]}; browser console {console}"
    )


def until(p, check, timeout: float = 20, message: str = "the page did not answer") -> None:
    """Wait for `check` or a new refusal (which fails the test: the player only chose what the board offered)."""
    new = lambda d: refused(d) not in ("", p.known_refusal)
    try:
        wait_for(p.driver, lambda d: check(d) or new(d), timeout, message)
    except TimeoutException:
        p.driver.save_screenshot("/tmp/furlong-board-play-failure.png")
        print("browser console:", [e["message"] for e in p.driver.get_log("browser")][-10:])
        print("board:", p.driver.execute_script("return document.querySelector('.board')?.innerText || ''"))
        print("sent:", p.driver.execute_script(SENT), "version:", p.version(), "page:", p.driver.execute_script(SHOWN))
        raise
    assert not new(p.driver), refused(p.driver)


def settled(p, check, timeout: float) -> bool:
    """Whether `check` came true within `timeout` (False when a click fell on a board being re-drawn and was lost: the
    caller looks again); a new refusal still fails the test."""
    new = lambda d: refused(d) not in ("", p.known_refusal)
    try:
        wait_for(p.driver, lambda d: check(d) or new(d), timeout, "")
    except TimeoutException:
        return False
    assert not new(p.driver), refused(p.driver)
    return True


def result_standings(driver) -> list[tuple[int, int, int]]:
    """The final result's standings as the result screen shows them: (seat, rank, money), by seat."""
    rows = wait_for(driver, lambda d: css(d, ".result.final .standings tr[data-seat]"), 60, "no final result shown")
    return sorted(
        (int(r.get_attribute("data-seat")), int(r.get_attribute("data-rank")), int(r.get_attribute("data-money")))
        for r in rows
    )


def whole_game(server, driver, ruleset: str, decide, seed: int, *, bots: int = 2, options=None) -> dict:
    """A whole game at 1400 x 1000 by clicks and keys to the result screen, whose standings equal the API's; the
    figures, checked: at most 3 interactions a decision, no list longer than 12, nothing played off the board, and no
    serious accessibility violation (axe-core) on the board as each kind of decision is first offered."""
    driver.set_window_size(*DESKTOP)
    game_id, token = create(server, ruleset, bots, options)
    player, seconds = play(server, driver, game_id, token, decide, random.Random(seed))
    final = api(server, f"/games/{game_id}")
    found = player.summary(ruleset, seconds, final["status"] == "finished")
    assert final["status"] == "finished", found
    assert result_standings(driver) == sorted((s["seat"], s["rank"], s["money"]) for s in final["standings"])
    assert player.decisions and found["max_interactions_per_decision"] <= 3, found
    assert found["largest_list"] <= 12 and found["generic_rows"] == 0, found
    assert not player.violations, report(player.violations)
    return found


def first_decisions(server, driver, ruleset: str, decide, seed: int, *, bots: int = 2, most: int = 20, options=None):
    """At 390 x 844, the first `most` decisions (or the whole game if shorter), checked as above; the board fits the
    screen, at least 300 px wide, and the hand wraps."""
    driver.set_window_size(*PHONE)
    game_id, token = create(server, ruleset, bots, options)
    player, seconds = play(server, driver, game_id, token, decide, random.Random(seed), most=most)
    finished = api(server, f"/games/{game_id}")["status"] == "finished"
    found = player.summary(ruleset, seconds, finished)
    assert len(player.decisions) >= most or finished, found
    assert found["max_interactions_per_decision"] <= 3 and found["largest_list"] <= 12, found
    assert found["generic_rows"] == 0 and player.board_width >= 300, found
    width = driver.execute_script("return document.documentElement.clientWidth")
    left, right = driver.execute_script(
        "const b = document.querySelector('.board svg').getBoundingClientRect(); return [b.left, b.right]"
    )
    assert left >= 0 and right <= width + 1, (left, right, width)
    scroll, client = driver.execute_script(
        "const h = document.querySelector('.board .hand'); return h ? [h.scrollWidth, h.clientWidth] : [0, 0]"
    )
    assert scroll <= client + 1
    return found
