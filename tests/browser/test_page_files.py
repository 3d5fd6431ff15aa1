"""The page's own files: served from the app, offline, and in step with the code they mirror."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bootstrap import in_memory_platform
from games.registry import RULESETS
from service import create_app
from service.web import STATIC

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def client():
    return create_app(platform=in_memory_platform()).test_client()


def test_the_event_table_the_page_reads_names_every_event_and_its_sealed_fields(client):
    table = client.get("/web/js/events.json").json
    assert table["platform"]["GameCreated"] == []
    assert table["rulesets"]["neck_and_neck"]["BetPlaced"] == ["horse", "amount", "salt"]
    for ruleset_id, ruleset in RULESETS.items():
        assert table["rulesets"][ruleset_id] == {e.TYPE: list(e.SECRET) for e in ruleset.events}


def test_the_page_draws_the_same_neck_and_neck_track_as_the_docs():
    drawn = ROOT / "docs" / "rules" / "neck_and_neck_track.svg"
    assert (STATIC / "neck_and_neck_track.svg").read_bytes() == drawn.read_bytes()


def test_the_page_is_served_at_the_root_as_html(client):
    answer = client.get("/")
    assert answer.status_code == 200
    assert answer.mimetype == "text/html"
    assert b'<script type="module" src="/web/js/main.js">' in answer.data


def test_modules_are_served_as_javascript_and_a_missing_file_is_a_problem(client):
    assert client.get("/web/js/main.js").mimetype == "text/javascript"
    missing = client.get("/web/js/nothing-here.js")
    assert (missing.status_code, missing.mimetype) == (404, "application/problem+json")


def test_no_file_of_the_page_loads_anything_from_another_host():
    remote = re.compile(
        r"""(?:src|href)\s*=\s*["'](?:https?:)?//|import[^;]*?["'](?:https?:)?//|fetch\(\s*["'`](?:https?:)?//"""
    )
    offenders = [
        str(path.relative_to(STATIC))
        for path in STATIC.rglob("*")
        if path.suffix in {".html", ".js", ".css"} and remote.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_every_module_the_page_imports_exists():
    missing = []
    for module in STATIC.rglob("*.js"):
        for target in re.findall(r"""^import .*? from "(\.[^"]+)";""", module.read_text(encoding="utf-8"), re.M):
            if not (module.parent / target).resolve().is_file():
                missing.append(f"{module.relative_to(STATIC)} -> {target}")
    assert missing == []
