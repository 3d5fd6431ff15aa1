"""Driving the page as a person would: open, wait, read, click; and reading what the browser received."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait_for(driver, check, timeout: float = 20, message: str = ""):
    """Poll `check(driver)` until it is truthy; its value."""
    return WebDriverWait(
        driver, timeout, poll_frequency=0.05, ignored_exceptions=(StaleElementReferenceException,)
    ).until(check, message)


def ready(driver) -> None:
    """Wait until the page finished drawing its route."""
    wait_for(
        driver,
        lambda d: d.execute_script("return document.getElementById('app').dataset.ready") == "true",
        message="the page never became ready",
    )


def open_page(driver, url: str) -> None:
    """Navigate to a page URL (a new hash route re-draws the page) and wait until it is drawn."""
    if driver.current_url == url:
        driver.refresh()
    else:
        driver.execute_script("const app = document.getElementById('app'); if (app) app.dataset.ready = 'false'")
        driver.get(url)
    ready(driver)


def css(driver, selector: str):
    return driver.find_elements(By.CSS_SELECTOR, selector)


def text(driver, selector: str) -> str:
    found = css(driver, selector)
    return found[0].text if found else ""


def use_token(driver, token: str) -> None:
    """Paste a seat token into the game page and use it."""
    field = css(driver, "input[name=seat-token]")[0]
    field.send_keys(token)
    driver.execute_script("document.getElementById('app').dataset.ready = 'false'")
    css(driver, ".who button[type=submit]")[0].click()
    ready(driver)


def status(driver) -> str:
    return driver.execute_script("const s = document.querySelector('.status'); return s ? s.dataset.status : ''")


def log_versions(driver) -> list[int]:
    """The versions of the log lines on the page, in order."""
    return driver.execute_script(
        "return [...document.querySelectorAll('.log li')].map(li => Number(li.dataset.version))"
    )


ACT = """
const [pick, done] = arguments;
const buttons = [...document.querySelectorAll('.controls .command button.primary')].filter(b => !b.disabled);
if (!buttons.length) return done(null);
const button = buttons[Math.floor(pick * buttons.length)];
const label = button.closest('.command').textContent;
button.click();
const started = Date.now();
const settled = () => !document.contains(button) || document.querySelector('.refusal') || Date.now() - started > 10000;
const tick = () => settled() ? done(label) : setTimeout(tick, 20);
tick();
"""


def act(driver, rnd) -> str | None:
    """Click Send on one of the controls (chosen by `rnd`) and wait for its answer; None when there is nothing to do."""
    return driver.execute_async_script(ACT, rnd.random())


class Network:
    """Every API response body and live-feed message one browser received (from Chrome's performance log)."""

    def __init__(self, driver):
        self.driver, self.urls, self.bodies, self.messages = driver, {}, {}, []

    def collect(self) -> Network:
        """Read the log so far; fetch the bodies of finished responses."""
        finished = []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            params = message.get("params", {})
            if message["method"] == "Network.responseReceived":
                self.urls[params["requestId"]] = params["response"]["url"]
            elif message["method"] == "Network.loadingFinished":
                finished.append(params["requestId"])
            elif message["method"] == "Network.eventSourceMessageReceived":
                self.messages.append(params["data"])
        for request_id in finished:
            if "/games" in self.urls.get(request_id, "") and request_id not in self.bodies:
                try:
                    self.bodies[request_id] = self.driver.execute_cdp_cmd(
                        "Network.getResponseBody", {"requestId": request_id}
                    )["body"]
                except WebDriverException:
                    self.bodies[request_id] = ""
        return self

    def everything(self) -> str:
        """All bodies and messages received so far, as one text."""
        self.collect()
        return "\n".join([*self.bodies.values(), *self.messages])


def elapsed(since: float) -> float:
    return round(time.monotonic() - since, 1)


def as_player(server, method: str, path: str, player: str, body=None) -> tuple[int, dict]:
    """A request with the Furlong-Player header (again after Retry-After while the server says 429)."""
    for _ in range(30):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(server.url + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        request.add_header("Furlong-Player", player)
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                return answer.status, json.loads(answer.read())
        except urllib.error.HTTPError as error:
            if error.code != 429:
                return error.code, json.loads(error.read())
            time.sleep(float(error.headers.get("Retry-After") or 1))
    raise AssertionError(f"{method} {path}: still 429")
