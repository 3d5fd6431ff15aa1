"""The page bench's measuring code (bench/page.py) on one short game: its figures are sane, not fast.

No speed is asserted here (figures are `make bench`'s, beside their anchor): only that a click is timed from the
click to the board showing the game's new version, that the fetch anchor is a real POST's round trip, and that the
page's weight is added up from the browser's own Performance entries.
"""

from __future__ import annotations

import math

import pytest

from bench import page
from tests.e2e.conftest import ROOT

pytestmark = [pytest.mark.browser, pytest.mark.e2e, pytest.mark.timeout(120)]

DECISIONS = 3


def test_a_click_is_timed_to_the_board_beside_a_fetch_of_the_same_post(server, browsers):
    driver = browsers()

    samples = page.measure_clicks(driver, server.url, DECISIONS)

    assert len(samples.frame) == len(samples.dom) == len(samples.posted) == DECISIONS
    assert len(samples.anchor) == DECISIONS
    assert sum(samples.kinds.values()) == DECISIONS and samples.games >= 1
    for posted, answered, dom, frame in zip(samples.posted, samples.answered, samples.dom, samples.frame, strict=True):
        assert math.isfinite(frame) and 0 <= posted < answered <= dom <= frame < 15_000  # click, POST, state, frame
    assert all(0 < ms < 15_000 for ms in samples.anchor)
    shown = driver.execute_script("return Number(document.getElementById('app').dataset.version)")
    assert shown > DECISIONS * 2  # the page followed the game through both kinds of decision


def test_the_page_weight_is_counted_from_the_browsers_entries(server, browsers):
    driver = browsers()

    lobby = page.page_weight(driver, server.url + "/#/")

    assert lobby["document"] == len((ROOT / "service" / "static" / "index.html").read_bytes())
    sizes = {path: size for path, _, size in lobby["assets"]}
    assert sizes["/web/js/main.js"] == len((ROOT / "service" / "static" / "js" / "main.js").read_bytes())
    assert sizes["/web/app.css"] == len((ROOT / "service" / "static" / "app.css").read_bytes())
    assert lobby["bytes"] == lobby["document"] + sum(size for _, _, size in lobby["assets"]) and lobby["bytes"] > 10_000
    assert any(path == "/rulesets" for path, _, _ in lobby["data"]) and lobby["data_bytes"] > 0
