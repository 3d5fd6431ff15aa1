"""The game page in a real browser (issue 39): click to board, beside the bare round trip; and the page's weight.

    python -m bench page        # 30 decisions of Long Shot by clicks, 30 by fetch, interleaved; weight of 6 pages

Runs as `make run` runs (bench/procs.py: the Procfile's gunicorn and RQ worker, Redis append-only with fsync), with
headless Debian Chromium driven by Selenium (devtools/browser.py; without it the bench says so and skips).

**Click to board.** Games of RULESET with one human seat (Ann, opened by her private rejoin link, pacing off) and
basic bots (bot_delay_ms 0). A decision is measured inside the page: `performance.now()` just before the element's
`click()`, then the POST /games/{id}/commands that the click started (the page's `fetch` is wrapped to note it and
the version its answer gives), then #app's data-version reaching that version (the page sets it once the board and
the controls are re-drawn from the new state: service/static/js/game.js `refresh`), then the next frame
(requestAnimationFrame, then a message: the frame is painted). WebDriver's own round trips are outside the figure.
The element clicked, at random among the page's: an open slip's Send (else one of its chips), else a board target
(`.target.legal` or `[data-act]`, where a board plays on the board), else a Send button of the page's `.controls`;
a click that only selects (a card, then its lane; a chip, then Send) is followed by the next, and only the click
that sends is timed. **Anchor**, side by side: the next decision is
the same POST sent by `fetch` from the page itself (a legal command, the page's headers, the answer read), nothing
drawn. Clicks and fetches alternate, each from a page that has settled (its data-version the game's, Ann to move).

**Weight.** Each page loaded fresh with the browser's cache off: the document's and every asset's decodedBodySize
(Performance API: the navigation entry and every resource entry: the stylesheet, the modules, and what the page
fetches from /web/, the event table and Neck and Neck's track; its API calls, the game's data, are reported apart),
for the lobby and a game page (as Ann) of every ruleset.
"""

from __future__ import annotations

import contextlib
import random
import statistics
import tempfile
import time
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from devtools.browser import INSTALL, find_browser, headless_chromium
from games.registry import RULESETS

from .http_load import call
from .procs import FURLONG_APP, USERS_CONFIGURATION, gunicorn, load_average, rq_worker, throwaway_env, users_redis

RULESET = "long_shot"  # every decision of Ann's is one click on the page's controls, and games are long (about 40)
DECISIONS = 30  # by click, and as many by fetch
BOTS = 2
BUDGET_MS, BUDGET_KB = 300.0, 300.0
SETTLE_S = 20.0
CLICKS = 6  # at most this many clicks a decision (selecting ones, then the one that sends)

# Installed once per page: the page's fetch noted for every POST .../commands (when it started, its answer's version).
HARNESS = """
if (!window.__bench) {
  const bench = window.__bench = { posts: [] };
  const original = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === "string" ? input : input.url;
    if (!((init && init.method) === "POST" && /\\/commands$/.test(url))) return original.call(this, input, init);
    const entry = { started: performance.now(), status: null, version: null };
    bench.posts.push(entry);
    return original.call(this, input, init).then((response) => {
      entry.status = response.status;
      response.clone().json()
        .then((body) => { entry.version = Number(body.version) || -1; entry.answered = performance.now(); },
              () => { entry.version = -1; })
        .finally(() => bench.answered && bench.answered());
      return response;
    }, (error) => { entry.version = -1; if (bench.answered) bench.answered(); throw error; });
  };
}
"""

# One click: the element chosen as the docstring says, the time taken just before its click(); then, when the click
# sent a command, the time its version is on the page (data-version) and the time of the next painted frame.
CLICK = """
const [pick, done] = arguments;
const visible = (e) => e.getClientRects().length > 0 && !e.disabled && e.getAttribute("aria-disabled") !== "true";
const all = (selector) => [...new Set(document.querySelectorAll(selector))].filter(visible);
const board = all("#app .target.legal:not(.chosen), #app [data-act]:not(.chosen)");
const slips = all("#app .slip button[type=submit]");
const chips = all("#app .slip button.chip:not(.chosen)");
const controls = all("#app .controls .command button.primary");
const [kind, found] = slips.length ? ["slip", slips] : chips.length ? ["slip", chips] : board.length ? ["board", board]
  : ["controls", controls];
if (!found.length) return done({ kind: "none" });
const element = found[Math.floor(pick * found.length)];
const app = document.getElementById("app"), bench = window.__bench, before = bench.posts.length;
const label = element.getAttribute("aria-label") || element.closest(".command")?.textContent || element.textContent;
const clicked = performance.now();
if (element.click) element.click();  // an SVG target has no click(): the same event, dispatched
else element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
if (bench.posts.length === before) return setTimeout(() => done({ kind, label, sent: false }), 150);
const entry = bench.posts[before];
let observer = null;
const timer = setTimeout(() => finish({ timeout: true }), 15000);
function finish(result) {
  clearTimeout(timer);
  if (observer) observer.disconnect();
  bench.answered = null;
  const [posted_ms, answered_ms] = [entry.started - clicked, entry.answered - clicked];
  done({ kind, label, sent: true, status: entry.status, version: entry.version, posted_ms, answered_ms, ...result });
}
function check() {
  if (entry.version === null) return;
  if (entry.version < 0 || entry.status >= 300) return finish({ refused: true });
  if (Number(app.dataset.version || 0) < entry.version) return;
  const shown = performance.now();
  observer.disconnect();
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => finish({ dom_ms: shown - clicked, frame_ms: performance.now() - clicked });
    channel.port2.postMessage(null);
  });
}
observer = new MutationObserver(check);
observer.observe(app, { attributes: true, attributeFilter: ["data-version"] });
bench.answered = check;
check();
"""

# The anchor: the same POST by fetch from the page, with the page's headers (api.js), its answer read; nothing drawn.
FETCH = """
const [gameId, token, command, done] = arguments;
const started = performance.now();
const response = await fetch(`/games/${gameId}/commands`, { method: "POST", body: JSON.stringify(command),
  headers: { Accept: "application/json", Authorization: `Bearer ${token}`, "Content-Type": "application/json",
             "Idempotency-Key": crypto.randomUUID() } });
const text = await response.text();
const body = JSON.parse(text);
done({ ms: performance.now() - started, status: response.status, version: body.version || null });
"""

# The weight of the page as loaded: the document and its assets by decodedBodySize; the API calls apart.
WEIGHT = """
const nav = performance.getEntriesByType("navigation")[0];
const resources = performance.getEntriesByType("resource");
const data = (e) => ["fetch", "xmlhttprequest", "beacon"].includes(e.initiatorType)
  && !new URL(e.name).pathname.startsWith("/web/");
return {
  document: nav ? nav.decodedBodySize : 0,
  assets: resources.filter((e) => !data(e)).map((e) => [new URL(e.name).pathname, e.initiatorType, e.decodedBodySize]),
  data: resources.filter(data).map((e) => [new URL(e.name).pathname, e.initiatorType, e.decodedBodySize]),
};
"""


@dataclass
class Seat:
    """A game with Ann's seat: its id and her token."""

    game_id: str
    token: str


@dataclass
class Samples:
    """What the decisions measured: click-to-board (on the page, and at the next frame) and the fetch anchor, in ms."""

    dom: list[float] = field(default_factory=list)
    frame: list[float] = field(default_factory=list)
    posted: list[float] = field(default_factory=list)
    answered: list[float] = field(default_factory=list)
    anchor: list[float] = field(default_factory=list)
    kinds: dict[str, int] = field(default_factory=dict)
    selecting: int = 0
    refused: int = 0
    games: int = 0


def create_game(url: str, ruleset: str, bots: int = BOTS) -> Seat:
    """A game of `ruleset`: Ann, then `bots` basic bots replying at once; Ann's seat."""
    body = {
        "ruleset": ruleset,
        "seats": [{"name": "Ann"}, *({"bot": "basic"} for _ in range(bots))],
        "options": {"bot_delay_ms": 0},
    }
    made = call(url + "/games", "POST", body)
    return Seat(made["game_id"], made["seats"][0]["token"])


def seat_url(url: str, seat: Seat) -> str:
    """Ann's private rejoin link, pacing off (the page keeps the seat and wipes the token from the address)."""
    return f"{url}/#/game/{seat.game_id}?pace=off&seat-token={urllib.parse.quote(seat.token)}"


def api(url: str, path: str, token: str) -> Any:
    return call(url + path, headers={"Authorization": f"Bearer {token}"})


def open_seat(driver: Any, url: str, seat: Seat) -> None:
    """Open Ann's page fresh, wait until it is drawn, and install the harness."""
    driver.get("about:blank")
    driver.get(seat_url(url, seat))
    wait(driver, lambda: driver.execute_script("return document.getElementById('app')?.dataset.ready") == "true")
    driver.execute_script(HARNESS)


def wait(driver: Any, check: Any, timeout: float = SETTLE_S, what: str = "the page") -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise TimeoutError(f"{what} did not settle in {timeout:g} s")


def settled(driver: Any, url: str, seat: Seat) -> str:
    """Wait until Ann is to move and the page shows the game's current version (twice, 100 ms apart): "ready";
    or "finished" once the game is over."""
    last: list[int] = []

    def check() -> str | None:
        doc = api(url, f"/games/{seat.game_id}", seat.token)
        if doc["status"] == "finished":
            return "finished"
        legal = api(url, f"/games/{seat.game_id}/legal-commands", seat.token)
        shown = driver.execute_script("return Number(document.getElementById('app').dataset.version || 0)")
        if not legal or shown != doc["version"]:
            last.clear()
            return None
        last.append(shown)
        return "ready" if len(last) >= 2 and last[-2] == last[-1] else None

    return wait(driver, check, what="Ann's turn on the page")


def click_decision(driver: Any, rnd: random.Random, samples: Samples) -> bool:
    """One decision by clicks (a selecting click followed by the next, at most CLICKS); its figures added; False when
    nothing was measured (refused, or nothing that sends)."""
    for _ in range(CLICKS):
        result = driver.execute_async_script(CLICK, rnd.random())
        if result["kind"] == "none":
            return False
        if not result["sent"]:
            samples.selecting += 1
            continue
        if result.get("timeout"):
            raise TimeoutError(f"the board never showed version {result['version']} after a click on {result['label']}")
        if result.get("refused"):
            samples.refused += 1
            return False
        samples.dom.append(result["dom_ms"])
        samples.frame.append(result["frame_ms"])
        samples.posted.append(result["posted_ms"])
        samples.answered.append(result["answered_ms"])
        samples.kinds[result["kind"]] = samples.kinds.get(result["kind"], 0) + 1
        return True
    return False


def filled(legal: dict[str, Any], rnd: random.Random) -> dict[str, Any]:
    """A legal command (as GET legal-commands answers it) with every free param drawn from its range."""
    body = dict(legal["command"])
    for name, param in (legal.get("params") or {}).items():
        steps = (param["max"] - param["min"]) // param["multiple_of"]
        body[name] = param["min"] + param["multiple_of"] * rnd.randint(0, steps)
    return body


def fetch_decision(driver: Any, url: str, seat: Seat, rnd: random.Random, samples: Samples) -> bool:
    """One decision by fetch from the page (a random legal command); its round trip added."""
    legal = api(url, f"/games/{seat.game_id}/legal-commands", seat.token)
    if not legal:
        return False
    command = filled(rnd.choice(legal), rnd)
    result = driver.execute_async_script(FETCH, seat.game_id, seat.token, command)
    if result["status"] != 201:
        samples.refused += 1
        return False
    samples.anchor.append(result["ms"])
    return True


def measure_clicks(driver: Any, url: str, decisions: int, ruleset: str = RULESET, seed: int = 0) -> Samples:
    """`decisions` by click and as many by fetch, alternating, over as many games as it takes."""
    rnd, samples = random.Random(seed), Samples()
    seat: Seat | None = None
    turn = 0
    while len(samples.frame) < decisions or len(samples.anchor) < decisions:
        if seat is None:
            seat = create_game(url, ruleset)
            samples.games += 1
            open_seat(driver, url, seat)
        if settled(driver, url, seat) == "finished":
            seat = None
            continue
        by_click = len(samples.anchor) >= decisions or (turn % 2 == 0 and len(samples.frame) < decisions)
        if by_click:
            click_decision(driver, rnd, samples)
        else:
            fetch_decision(driver, url, seat, rnd, samples)
        turn += 1
        missed = turn - len(samples.frame) - len(samples.anchor)
        if missed > decisions:
            raise RuntimeError(
                f"{missed} decisions not measured ({samples.refused} refused, {samples.selecting} selecting clicks): "
                "the page offers nothing that sends, or sends what the rules refuse"
            )
    return samples


def page_weight(driver: Any, url: str) -> dict[str, Any]:
    """The page loaded at `url` afresh (no cache): its document and assets in bytes, with every entry."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    driver.get("about:blank")
    driver.get(url)
    wait(driver, lambda: driver.execute_script("return document.getElementById('app')?.dataset.ready") == "true")
    time.sleep(1.0)  # modules imported late (a board, the event table) and the live feed's first answers land
    found = driver.execute_script(WEIGHT)
    found["bytes"] = found["document"] + sum(size for _, _, size in found["assets"])
    found["data_bytes"] = sum(size for _, _, size in found["data"])
    return found


def weights(driver: Any, url: str) -> dict[str, dict[str, Any]]:
    """The lobby and a game page (as Ann) of every ruleset."""
    pages = {"lobby": page_weight(driver, url + "/#/")}
    for ruleset in RULESETS:
        seat = create_game(url, ruleset)
        pages[ruleset] = page_weight(driver, seat_url(url, seat))
    return pages


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


@contextlib.contextmanager
def make_run() -> Iterator[str]:
    """`make run`'s configuration on throwaway processes: Redis, gunicorn, the RQ worker; the server's URL."""
    with users_redis() as redis_server, tempfile.TemporaryDirectory() as keys:
        env = throwaway_env(redis_server.url, keys)
        with gunicorn(FURLONG_APP, env) as server, rq_worker(env):
            yield server.url


def page(decisions: int = DECISIONS) -> dict[str, float]:
    """The bench: click to board beside fetch, then the pages' weight; its figures."""
    binary, chromedriver, missing = find_browser()
    print(f"PAGE the game page in headless Chromium ({RULESET}, Ann and {BOTS} basic bots); load {load_average()}")
    if missing or binary is None or chromedriver is None:
        print(f"  SKIPPED: {missing}; install with {INSTALL}")
        return {}
    print(f"  server configured {USERS_CONFIGURATION}")
    started = time.monotonic()
    with make_run() as url:
        driver = headless_chromium(binary, chromedriver)
        try:
            print(f"  {driver.capabilities.get('browserVersion', '?')} Chromium, window 1400 x 1000")
            samples = measure_clicks(driver, url, decisions)
            pages = weights(driver, url)
        finally:
            driver.quit()
    return report(samples, pages, time.monotonic() - started)


def report(samples: Samples, pages: dict[str, dict[str, Any]], seconds: float) -> dict[str, float]:
    """Print the figures; the dict for the BENCH-RESULTS line."""
    dom, frame, anchor = (statistics.median(x) for x in (samples.dom, samples.frame, samples.anchor))
    print(
        f"  {len(samples.frame)} decisions by click ({', '.join(f'{n} {k}' for k, n in samples.kinds.items())}; "
        f"{samples.selecting} selecting clicks not timed; {samples.refused} refused), {len(samples.anchor)} by fetch, "
        f"alternating, over {samples.games} game{'s' if samples.games > 1 else ''}, {seconds:.0f} s in all"
    )
    print(f"  {'':<34} {'p50 ms':>8} {'p90 ms':>8} {'max ms':>8}")
    for name, values in (
        ("click -> POST started", samples.posted),
        ("click -> POST answered", samples.answered),
        ("click -> board (data-version)", samples.dom),
        ("click -> board painted (frame)", samples.frame),
        ("fetch POST round trip (anchor)", samples.anchor),
    ):
        print(f"  {name:<34} {statistics.median(values):>8.1f} {percentile(values, 0.9):>8.1f} {max(values):>8.1f}")
    print(f"  click to board p50 {frame:.0f} ms, {frame / anchor:.2f} x the bare round trip (goal: p50 <= 300 ms)")
    print(f"  {'page (cache off)':<22} {'document+assets':>16} {'files':>6} {'API data':>10}")
    for name, found in pages.items():
        kb, data_kb = found["bytes"] / 1024, found["data_bytes"] / 1024
        print(f"  {name:<22} {kb:>13.1f} KB {len(found['assets']) + 1:>6} {data_kb:>7.1f} KB")
    heaviest = max(pages, key=lambda name: pages[name]["bytes"])
    kb = pages[heaviest]["bytes"] / 1024
    print(f"  heaviest: {heaviest}, {kb:.1f} KB (goal: <= {BUDGET_KB:.0f} KB); load {load_average()}")
    return {
        "click to board p50 ms": frame,
        "click to data-version p50 ms": dom,
        "fetch p50 ms": anchor,
        "click to board / fetch": frame / anchor,
        "heaviest page KB": pages[heaviest]["bytes"] / 1024,
        **{f"{name} KB": found["bytes"] / 1024 for name, found in pages.items()},
    }
