"""The game page's shell (issue 39): the seat kept across a reload and a new tab, the private rejoin link, the
your-turn banner, refusals where the player looks, events paced one at a time, and the result.

Games are made and mostly played through the API (scripts.play), as a second player would; the page under test is
opened as a person would open it. Whatever the page requests is read from Chromium's performance log, to check that
a seat token never travels in a URL or a Referer.
"""

from __future__ import annotations

import json
import random
import re
import time

import pytest
from selenium.webdriver.common.by import By

from scripts.play import Api, play_one
from tests.browser.pages import act, css, open_page, ready, text, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(420)]


def create(server, seats, **options) -> tuple[str, list[str]]:
    """A Neck and Neck game; its id and the human seats' tokens, by seat (None for a bot)."""
    status, made = Api(server.url).call(
        "POST", "/games", {"ruleset": "neck_and_neck", "seats": seats, "options": options}
    )
    assert status == 201, made
    return made["game_id"], [s.get("token") for s in made["seats"]]


def api(server, path: str, token: str | None = None):
    status, answer = Api(server.url).call("GET", path, token=token)
    assert status == 200, answer
    return answer


def every_event(server, game_id: str) -> list[dict]:
    events: list[dict] = []
    while True:
        page = api(server, f"/games/{game_id}/events?after={events[-1]['version'] if events else 0}&limit=1000")
        events += page["events"]
        if not page["events"] or events[-1]["version"] >= page["version"]:
            return events


class Requests:
    """Every URL one browser requested, and every request header it sent (Chromium's performance log)."""

    def __init__(self, driver):
        self.driver, self.urls, self.headers = driver, [], []

    def collect(self) -> Requests:
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            params = message.get("params", {})
            if message["method"] == "Network.requestWillBeSent":
                self.urls.append(params["request"]["url"])
                self.headers.append(params["request"].get("headers", {}))
            elif message["method"] == "Network.requestWillBeSentExtraInfo":
                self.headers.append(params.get("headers", {}))
        return self

    def referers(self) -> list[str]:
        return [v for headers in self.headers for k, v in headers.items() if k.lower() == "referer"]


def plays_as(driver, seat: int) -> bool:
    return bool(css(driver, f".seat-row[data-seat='{seat}'] .you")) and bool(
        css(driver, f".seat-kept[data-seat='{seat}']")
    )


def storage(driver) -> str:
    return driver.execute_script("return JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage})")


def test_a_rejoin_link_a_reload_and_a_new_tab_keep_the_seat_and_the_token_stays_out_of_urls(server, browsers):
    game_id, (ann, bob, _) = create(server, [{"name": "Ann"}, {"name": "Bob"}, {"bot": "basic"}], turn_timeout_s=600)
    driver = browsers()
    seen = Requests(driver)
    open_page(driver, f"{server.url}/#/game/{game_id}?seat-token={ann}")
    wait_for(driver, lambda d: plays_as(d, 0), message="the rejoin link did not seat Ann")
    assert ann not in driver.current_url and "seat-token" not in driver.current_url
    assert ann not in driver.page_source  # the link is drawn only on request
    assert ann in driver.execute_script("return localStorage.getItem('furlong.seats')")

    driver.refresh()
    ready(driver)
    assert plays_as(driver, 0), "a reload lost the seat"

    driver.switch_to.new_window("tab")
    open_page(driver, f"{server.url}/#/game/{game_id}")
    assert plays_as(driver, 0), "a new tab of the same game did not play as the seat"
    assert not css(driver, ".play")[0].get_attribute("hidden")

    css(driver, ".seat-kept .rejoin-show")[0].click()
    link = wait_for(driver, lambda d: css(d, ".seat-kept input.rejoin-link"))[0].get_attribute("value")
    assert link == f"{server.url}/#/game/{game_id}?seat-token={ann}"

    other = browsers()  # another device: the link alone seats it
    elsewhere = Requests(other)
    open_page(other, link)
    wait_for(other, lambda d: plays_as(d, 0), message="the copied rejoin link did not seat Ann elsewhere")
    assert ann not in other.current_url

    open_page(driver, f"{server.url}/#/game/{game_id}?seat-token=not-a-token")
    assert "holds no seat" in text(driver, ".rejoin-refused")
    assert "not-a-token" not in driver.current_url

    for requests in (seen.collect(), elsewhere.collect()):
        assert requests.urls and any(f"/games/{game_id}" in u for u in requests.urls)
        assert [u for u in requests.urls if ann in u or "seat-token" in u] == []
        assert [r for r in requests.referers() if ann in r or "seat-token" in r] == []
    assert bob not in storage(driver)  # only the seat played here is kept

    open_page(driver, f"{server.url}/#/game/{game_id}")
    css(driver, ".seat-kept .forget-seat")[0].click()
    ready(driver)
    wait_for(driver, lambda d: not css(d, ".seat-row .you"), message="Forget this seat did not forget it")
    assert ann not in storage(driver)
    driver.switch_to.new_window("tab")
    open_page(driver, f"{server.url}/#/game/{game_id}")
    assert not css(driver, ".seat-row .you") and not css(driver, ".seat-kept")


def in_view(driver, element) -> bool:
    return driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight",
        element,
    )


def refuse_something(driver) -> bool:
    """Type an amount far out of range into the first control that takes one and send it; False if there is none."""
    rows = [r for r in css(driver, ".controls .command") if r.find_elements(By.CSS_SELECTOR, "input[data-param]")]
    if not rows:
        return False
    driver.execute_script("window.scrollTo(0, 0)")
    field = rows[0].find_element(By.CSS_SELECTOR, "input[data-param]")
    driver.execute_script("arguments[0].value = '99999900'", field)
    driver.execute_script("arguments[0].click()", rows[0].find_element(By.CSS_SELECTOR, "button"))
    return True


def test_the_banner_says_your_move_and_a_finished_game_shows_its_result_with_the_apis_standings(server, browsers):
    game_id, (ann, *_) = create(server, [{"name": "Ann"}, {"bot": "basic"}, {"bot": "random"}], turn_timeout_s=600)
    driver = browsers()
    open_page(driver, f"{server.url}/#/game/{game_id}?seat-token={ann}")
    title = next(r["title"] for r in api(server, "/rulesets") if r["id"] == "neck_and_neck")
    banner = wait_for(driver, lambda d: css(d, ".turn-banner[data-yours=true]"), message="no your-move banner")[0]
    assert banner.is_displayed() and banner.text.startswith("Your move")
    assert re.search(r"\d+:\d\d left", text(driver, ".turn-banner .banner-countdown"))
    assert driver.title == f"● Your move — {title}"
    assert banner.get_attribute("role") == "status"
    sound = css(driver, ".turn-banner .sound-toggle")[0]
    assert sound.get_attribute("aria-pressed") == "false"  # off by default
    sound.click()
    assert sound.get_attribute("aria-pressed") == "true"
    assert driver.execute_script("return localStorage.getItem('furlong.sound')") == "on"

    message = css(driver, ".play .play-message")[0]
    assert message.get_attribute("aria-live") == "polite"
    assert css(driver, ".play .play-message + div .controls")  # right above the controls
    if refuse_something(driver):
        refusal = wait_for(driver, lambda d: css(d, ".play-message .refusal"), 10, "no refusal was shown")[0]
        assert refusal.text.startswith("Refused")
        wait_for(driver, lambda d: in_view(d, refusal), 5, "the refusal was not brought into view")
    sent = act(driver, random.Random(3))
    if sent:
        wait_for(driver, lambda d: "Sent:" in text(d, ".play-message"), 10)

    rnd, deadline = random.Random(11), time.monotonic() + 240
    while api(server, f"/games/{game_id}")["status"] != "finished":
        assert time.monotonic() < deadline, "the game did not finish"
        if play_one(Api(server.url), game_id, [ann], rnd) is None:
            time.sleep(0.05)  # the bots' turn
    final = api(server, f"/games/{game_id}")
    rows = wait_for(driver, lambda d: css(d, ".result.final .standings tr[data-seat]"), 60, "no final result")
    shown = [
        (int(r.get_attribute("data-seat")), int(r.get_attribute("data-rank")), int(r.get_attribute("data-money")))
        for r in rows
    ]
    assert sorted(shown) == sorted((s["seat"], s["rank"], s["money"]) for s in final["standings"])
    page = text(driver, "#app")
    assert "Nothing to do now" not in page and "waiting for the others" not in page
    assert "Sent:" not in text(driver, ".play-message")
    assert css(driver, ".turn-banner[data-over=true]") and driver.title == f"Result — {title}"
    races = [e for e in every_event(server, game_id) if e["type"] == "RaceFinished"]
    cards = css(driver, ".result .race-result")
    assert len(cards) == len(races) >= 1
    first = races[-1]["data"]["placings"]
    assert [li.get_attribute("data-horse") for li in cards[0].find_elements(By.CSS_SELECTOR, ".placings li")] == [
        str(h) for h in first
    ]
    assert css(driver, ".result .payouts tr.payout") and not css(driver, ".result .revealed-bets li.sealed")
    verdict = wait_for(driver, lambda d: css(d, ".result .browser-audit .verdict"), 30)[0]
    assert verdict.get_attribute("data-verified") == "true"
    why = css(driver, ".result details.why")[0]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", why)
    why.find_element(By.TAG_NAME, "summary").click()
    assert wait_for(driver, lambda d: why.find_element(By.CSS_SELECTOR, ".explanation").text)


RECORD = """
window.shown = [];
const log = document.querySelector('.log');
new MutationObserver((changes) => { for (const c of changes) for (const li of c.addedNodes)
  if (li.dataset && li.dataset.version) shown.push([Number(li.dataset.version), performance.now()]); })
  .observe(log, { childList: true });
"""


def shown_version(driver) -> int:
    return driver.execute_script(
        "return Math.max(0, ...[...document.querySelectorAll('.log li')].map(li => Number(li.dataset.version)))"
    )


def burst(server, game_id, tokens, rnd, at_least: int = 3) -> int:
    """Commands sent back to back until the log grew by `at_least` events; the version reached."""
    start = api(server, f"/games/{game_id}")["version"]
    for _ in range(8):
        assert play_one(Api(server.url), game_id, tokens, rnd) is not None
        version = api(server, f"/games/{game_id}")["version"]
        if version - start >= at_least:
            return version
    return version


def test_live_events_are_shown_one_at_a_time_and_skip_shows_the_rest_at_once(server, browsers):
    game_id, tokens = create(server, [{"name": "Ann"}, {"name": "Bob"}])
    driver, rnd = browsers(), random.Random(5)
    requests = Requests(driver)
    open_page(driver, f"{server.url}/#/game/{game_id}?pace=on")
    wait_for(driver, lambda d: css(d, ".feed-status[data-state=live]"), message="the feed never went live")
    driver.execute_script(RECORD)
    before = shown_version(driver)
    reached = burst(server, game_id, tokens, rnd)
    assert shown_version(driver) < reached, "every event was shown at once: no pacing"
    wait_for(driver, lambda d: shown_version(d) == reached, 20, "the paced events never all arrived")
    times = dict(driver.execute_script("return window.shown"))
    moments = [times[v] for v in range(before + 1, reached + 1)]
    gaps = [b - a for a, b in zip(moments, moments[1:])]
    assert gaps and min(gaps) >= 450, gaps
    assert css(driver, f".log li.newest[data-version='{reached}']")
    drawn = [u for u in requests.collect().urls if f"/games/{game_id}/state?at=" in u]
    assert {int(u.rsplit("=", 1)[1]) for u in drawn} >= set(range(before + 1, reached + 1))

    driver.execute_script("window.shown = []")
    again = burst(server, game_id, tokens, rnd, at_least=4)
    skip = wait_for(driver, lambda d: [b for b in css(d, ".log-tools .skip") if b.is_displayed()], 5, "no Skip button")[
        0
    ]
    clicked = time.monotonic()
    driver.execute_script("arguments[0].click()", skip)
    wait_for(driver, lambda d: shown_version(d) == again, 10)
    assert time.monotonic() - clicked < 2.0
    assert css(driver, ".log-tools .skip")[0].get_attribute("hidden") is not None

    setting = css(driver, ".log-tools .pace-setting")[0]
    assert setting.is_selected()
    setting.click()
    assert driver.execute_script("return localStorage.getItem('furlong.pacing')") == "off"


COUNT_SLIDES = """
window.slides = 0;
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) { window.slides += 1; return animate.apply(this, args); };
"""


def horse_moved(server, game_id: str, before: int, after: int) -> bool:
    """Whether a horse stands on another hex (Neck and Neck) in the game's view at version `after` than at `before`."""
    at = [[h["hex"] for h in api(server, f"/games/{game_id}/state?at={v}")["view"]["horses"]] for v in (before, after)]
    return at[0] != at[1]


def moved_horses(driver) -> list[str]:
    return [g.get_attribute("data-horse") for g in css(driver, ".picture g.horse.moved")]


@pytest.mark.parametrize("pace", ["on", "off"])
def test_the_horses_a_move_moved_are_marked_and_slide_there_while_paced(server, browsers, pace: str):
    game_id, tokens = create(server, [{"name": "Ann"}, {"name": "Bob"}])
    driver, rnd = browsers(), random.Random(8)
    open_page(driver, f"{server.url}/#/game/{game_id}?pace={pace}")
    wait_for(driver, lambda d: css(d, ".feed-status[data-state=live]"), message="the feed never went live")
    driver.execute_script(COUNT_SLIDES)
    assert moved_horses(driver) == []
    for _ in range(40):
        before = api(server, f"/games/{game_id}")["version"]
        reached = burst(server, game_id, tokens, rnd, at_least=1)
        wait_for(driver, lambda d, v=reached: shown_version(d) == v, 20, "the page never showed the move")
        if horse_moved(server, game_id, before, reached):
            break
    wait_for(driver, moved_horses, 5, "no horse was marked as moved")
    slides = driver.execute_script("return window.slides")
    assert slides >= 1 if pace == "on" else slides == 0
