"""openapi.yaml as client developers' linters read it: Redocly CLI's and Spectral's recommended rulesets report no
error, and only the warnings docs/contract.md lists and explains (tool versions pinned in clients/typescript)."""

from __future__ import annotations

import json

import pytest

from tests.support.node import installed, node_and_npm, run

pytestmark = pytest.mark.timeout(900)

REVIEWED = {  # (rule, where): each explained in docs/contract.md
    ("no-unused-components", "#/components/schemas/FeedMessage"),
    ("no-unused-components", "#/components/schemas/AllEventsMessage"),
}


@pytest.fixture(scope="module")
def tools():
    node_and_npm()
    installed()


def test_redocly_recommended_finds_no_error_and_no_unreviewed_warning(tools):
    report = json.loads(
        run(["node_modules/.bin/redocly", "lint", "../../openapi.yaml", "--format", "json"], timeout_s=300).stdout
    )
    found = {(problem["ruleId"], problem["location"][0]["pointer"]) for problem in report["problems"]}
    assert [p for p in report["problems"] if p["severity"] == "error"] == []
    assert found <= REVIEWED, found - REVIEWED


def test_spectral_oas_finds_no_error_and_no_unreviewed_warning(tools):
    answer = run(
        ["node_modules/.bin/spectral", "lint", "../../openapi.yaml", "--ruleset", ".spectral.yaml", "--format", "json"],
        timeout_s=300,
        allowed=(0, 1),
    )
    report, _ = json.JSONDecoder().raw_decode(answer.stdout[answer.stdout.index("[") :])  # then, if none: a sentence
    found = {(problem["code"], ".".join(map(str, problem["path"]))) for problem in report}
    assert [p for p in report if p["severity"] == 0] == []  # 0: error
    assert found <= REVIEWED, found - REVIEWED
