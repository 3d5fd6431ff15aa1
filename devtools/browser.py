"""Headless Debian Chromium under Selenium, for the browser tests (tests/browser/) and the page bench (bench/page.py).

`apt-get install chromium chromium-driver` (as root; .ci/run installs them); selenium is a test extra.
"""

from __future__ import annotations

import shutil
from typing import Any

INSTALL = "apt-get install chromium chromium-driver (as root; .ci/run installs them when missing)"


def find_browser() -> tuple[str | None, str | None, str | None]:
    """(chromium binary, chromedriver, why not) - the first two None when there is no usable browser."""
    binary = next(filter(None, map(shutil.which, ("chromium", "chromium-browser", "google-chrome"))), None)
    driver = shutil.which("chromedriver")
    try:
        import selenium  # noqa: F401
    except ImportError:
        return None, None, "selenium is not installed (make setup installs the test extras)"
    if not binary or not driver:
        missing = " and ".join(n for n, p in (("chromium", binary), ("chromedriver", driver)) if not p)
        return None, None, f"no {missing} on PATH"
    return binary, driver, None


def headless_chromium(binary: str, driver: str, logging: bool = False, size: str = "1400,1000") -> Any:
    """A headless Chromium with its own profile (so its own storage); `logging`: network and console events kept."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        f"--window-size={size}",
        "--disable-gpu",
        "--no-first-run",
        "--disable-extensions",
    ):
        options.add_argument(argument)
    if logging:
        options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    chromium = webdriver.Chrome(options=options, service=Service(driver))
    chromium.set_script_timeout(30)
    return chromium
