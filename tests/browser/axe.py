"""axe-core, vendored under tests/browser/vendor/axe-core (pinned, its licence kept), run on the page as it stands:
the tests inject it, the page never serves it."""

from __future__ import annotations

import json

from tests.e2e.conftest import ROOT

AXE = ROOT / "tests" / "browser" / "vendor" / "axe-core"
AXE_VERSION = json.loads((AXE / "package.json").read_text())["version"]
SEVERE = ("serious", "critical")

# Violations in files this test's author does not own, each with who fixes it; the test tolerates exactly these rule
# ids inside the named part of the page (a CSS selector), and nothing else. Empty it as they are fixed.
ELSEWHERE: dict[str, str] = {}  # violations let through, by rule id: the selector they must stay inside (none now)

RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, { resultTypes: ['violations'] })
  .then((r) => done(r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 160) })) }))))
  .catch((error) => done([{ id: 'axe-error', impact: 'critical', help: String(error), nodes: [] }]));
"""


def severe_violations(driver) -> list[dict]:
    """axe-core's serious and critical violations on the page as it stands (injected if not yet there)."""
    if not driver.execute_script("return typeof window.axe === 'object'"):
        driver.execute_script((AXE / "axe.min.js").read_text(encoding="utf-8"))
    assert driver.execute_script("return axe.version") == AXE_VERSION
    found = [v for v in driver.execute_async_script(RUN) if v["impact"] in SEVERE]
    return [v for v in found if not tolerated(driver, v)]


def tolerated(driver, violation: dict) -> bool:
    inside = ELSEWHERE.get(violation["id"])
    if not inside:
        return False
    inside_it = "const e = document.querySelector(arguments[0]); return !!(e && e.closest(arguments[1]))"
    return all(driver.execute_script(inside_it, n["target"], inside) for n in violation["nodes"])


def report(violations: list[dict]) -> str:
    return "\n".join(
        f"{v['impact']} {v['id']}: {v['help']}\n" + "\n".join(f"    {n['target']}: {n['html']}" for n in v["nodes"][:6])
        for v in violations
    )
