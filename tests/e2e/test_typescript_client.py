"""A TypeScript developer's view: the client @hey-api/openapi-ts generates from today's openapi.yaml compiles under
`tsc --strict` and plays one game of every ruleset to the end with the live feed, every answer valid against the
spec (Ajv) -- clients/typescript/play.ts, with the tool versions pinned in clients/typescript/package-lock.json.

Needs Node 20 and npm (the npm registry reachable for the first `npm ci`); fails, never skips, without them."""

from __future__ import annotations

import re
import shutil
import sys

import pytest

from games.registry import RULESETS
from tests.support.node import CLIENT, ROOT, installed, node_and_npm, run

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(900)]

SUMMARY = re.compile(
    r"^(?P<ruleset>\w+): (?P<commands>\d+) commands, (?P<events>\d+) events, game [0-9a-f]{16} "
    r"finished at version (?P<version>\d+)$",
    re.MULTILINE,
)


def test_the_generated_typescript_client_compiles_strict_and_plays_every_ruleset(server_url, worker):
    node_and_npm()
    installed()
    for output in ("generated", "dist"):
        shutil.rmtree(CLIENT / output, ignore_errors=True)
    run(["node_modules/.bin/openapi-ts"], timeout_s=120)  # reads openapi-ts.config.ts: ../../openapi.yaml
    run(["node_modules/.bin/tsc", "-p", "tsconfig.json"], timeout_s=300)  # "strict": true
    played = run(["node", "dist/play.js", server_url, str(ROOT / "openapi.yaml")], timeout_s=600)
    print(played.stdout, file=sys.stderr)
    summaries = {match["ruleset"]: match for match in SUMMARY.finditer(played.stdout)}
    assert sorted(summaries) == sorted(RULESETS), played.stdout
    for ruleset_id, summary in summaries.items():
        assert int(summary["commands"]) > 0, f"{ruleset_id}: {summary[0]}"
        assert int(summary["events"]) == int(summary["version"]), f"{ruleset_id}: {summary[0]}"
    assert "the all-games feed: " in played.stdout and "every game's events once and in order" in played.stdout
