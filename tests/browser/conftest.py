"""Browser tests: headless Debian Chromium driven by Selenium against a real gunicorn, RQ worker and Redis.

Without a browser every test marked `browser` is skipped, with the reason and how to install one
printed in the summary (`apt-get install chromium chromium-driver`; `.ci/run` does it).
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from devtools.browser import INSTALL, find_browser, headless_chromium
from tests.e2e.conftest import ROOT, RqWorker, emptied, served

BROWSER_DB = 9  # not 3 (e2e) nor 5 (the live-feed e2e tests)
# Where test_screenshots.py saves its pictures: the folder SCREENSHOTS_DIR names (`make screenshots`: docs/screenshots,
# to be committed), else None: a temporary folder, so that `make test` leaves the tree as it found it.
SCREENSHOTS = Path(os.environ["SCREENSHOTS_DIR"]).resolve() if os.environ.get("SCREENSHOTS_DIR") else None
DOCS_SCREENSHOTS = ROOT / "docs" / "screenshots"


BINARY, DRIVER, MISSING = find_browser()


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives headless Chromium (skipped when there is none)")


def pytest_collection_modifyitems(config, items):
    if not MISSING:
        return
    skip = pytest.mark.skip(reason=f"browser tests skipped: {MISSING}; install with {INSTALL}")
    for item in items:
        if item.get_closest_marker("browser"):
            item.add_marker(skip)


def pytest_terminal_summary(terminalreporter):
    skipped = [r for r in terminalreporter.stats.get("skipped", []) if "browser tests skipped" in str(r.longrepr)]
    if skipped:
        terminalreporter.write_line(
            f"{len(skipped)} browser tests were SKIPPED: {MISSING}. To run them: {INSTALL}, then make test.",
            yellow=True,
            bold=True,
        )


@dataclass
class WebServer:
    """A running `make run`-style server: gunicorn (gthread, as the Procfile) and an RQ worker."""

    url: str
    process: subprocess.Popen

    def drop_connections(self) -> None:
        """SIGHUP: gunicorn replaces its workers; open live feeds are cut after the 1 s graceful timeout."""
        self.process.send_signal(signal.SIGHUP)


@contextlib.contextmanager
def web_server(redis_server):
    """Gunicorn and a worker on one emptied database, as `make run` starts them; stopped afterwards."""
    redis_url = emptied(redis_server, BROWSER_DB)
    options = ["--workers", "2", "--worker-class", "gthread", "--threads", "64", "--graceful-timeout", "1"]
    worker = RqWorker(redis_url).start()
    try:
        with served(redis_url, options, wait_s=90) as (url, process):
            yield WebServer(url, process)
    finally:
        worker.stop()


@pytest.fixture(scope="session")
def server(redis_server):
    """The web server for the browser tests (session-wide)."""
    if MISSING:
        pytest.skip(f"browser tests skipped: {MISSING}; install with {INSTALL}")
    with web_server(redis_server) as running:
        yield running


def new_driver():
    """A headless Chromium with its own profile (so its own sessionStorage), logging network events."""
    return headless_chromium(BINARY, DRIVER, logging=True)


@pytest.fixture(scope="module")
def browsers():
    """A factory of browser contexts (separate Chromium processes), all closed after the module."""
    made = []

    def make():
        made.append(new_driver())
        return made[-1]

    yield make
    for driver in made:
        driver.quit()
