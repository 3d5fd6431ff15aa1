"""Kill ratio per module of the last `mutmut run` (mutants/), equivalent mutants (docs/reliability.md) excluded.

Usage: python scripts/mutation_report.py [--min PERCENT] [--survivors] [--module events.store ...]
Exits 1 when the overall ratio is below --min, or a listed equivalent mutant no longer exists or was killed.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

MUTANTS = Path("mutants")
DOC = Path("docs/reliability.md")
KILLED = {1, 3, 24, -24, 36, 37, 152, 255}  # mutmut: a failing test, pytest error, timeout, type check
EQUIVALENT = re.compile(r"^\|\s*`([\w.ǁ]+__mutmut_\d+)`", re.MULTILINE)


def results() -> dict[str, int | None]:
    """Exit code of every mutant by name, from mutmut's .meta files."""
    found: dict[str, int | None] = {}
    for meta in sorted(MUTANTS.rglob("*.py.meta")):
        found.update(json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"])
    return found


def module_of(mutant: str) -> str:
    """events.envelope.xǁEnvelopeǁbody__mutmut_3 -> events.envelope."""
    return re.split(r"\.x[_ǁ]", mutant, maxsplit=1)[0]


def equivalents() -> set[str]:
    """The mutants docs/reliability.md explains as equivalent (table rows starting with the name)."""
    return set(EQUIVALENT.findall(DOC.read_text(encoding="utf-8"))) if DOC.exists() else set()


def outcome(code: int | None, equivalent: bool) -> str:
    """killed, equivalent, survived (no test failed, or none ran) or unchecked."""
    if code in KILLED:
        return "killed"
    if code is None:
        return "unchecked"
    return "equivalent" if equivalent else "survived"


def tally(found: dict[str, int | None], equivalent: set[str]) -> dict[str, Counter[str]]:
    """Outcome counts by module."""
    by_module: dict[str, Counter[str]] = {}
    for name, code in found.items():
        by_module.setdefault(module_of(name), Counter())[outcome(code, name in equivalent)] += 1
    return by_module


def ratio(counts: Counter[str]) -> float:
    """Killed over mutants that are not equivalent (100 when there are none)."""
    real = counts["killed"] + counts["survived"] + counts["unchecked"]
    return 100.0 * counts["killed"] / real if real else 100.0


def table(by_module: dict[str, Counter[str]]) -> str:
    """One line per module and a total."""
    rows = [f"{'module':34} {'mutants':>7} {'killed':>6} {'survived':>8} {'equiv.':>6} {'ratio':>7}"]
    total: Counter[str] = Counter()
    for module in sorted(by_module):
        counts = by_module[module]
        total += counts
        rows.append(
            f"{module:34} {sum(counts.values()):7} {counts['killed']:6} "
            f"{counts['survived'] + counts['unchecked']:8} {counts['equivalent']:6} {ratio(counts):6.1f}%"
        )
    rows.append(
        f"{'total':34} {sum(total.values()):7} {total['killed']:6} "
        f"{total['survived'] + total['unchecked']:8} {total['equivalent']:6} {ratio(total):6.1f}%"
    )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    """Print the table; fail under the minimum ratio or on a stale equivalent."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--min", type=float, default=0.0, help="fail when the total kill ratio is below this")
    parser.add_argument("--survivors", action="store_true", help="list the surviving mutants")
    parser.add_argument("--module", action="append", default=[], help="only this module (repeatable)")
    args = parser.parse_args(argv)
    found, equivalent = results(), equivalents()
    if args.module:
        found = {name: code for name, code in found.items() if module_of(name) in args.module}
        equivalent = {name for name in equivalent if module_of(name) in args.module}
    if not found:
        print("no mutmut results under mutants/: run `make mutation`", file=sys.stderr)
        return 1
    by_module = tally(found, equivalent)
    print(table(by_module))
    survivors = sorted(n for n, c in found.items() if outcome(c, n in equivalent) in ("survived", "unchecked"))
    if args.survivors:
        print("\n".join(["", "surviving mutants (`mutmut show NAME` prints the diff):", *survivors]))
    stale = sorted(n for n in equivalent if found.get(n, 1) in KILLED)
    for name in stale:
        print(f"listed as equivalent but {'killed' if name in found else 'not generated'}: {name}", file=sys.stderr)
    total = sum(by_module.values(), Counter())
    return 1 if stale or ratio(total) < args.min else 0


if __name__ == "__main__":
    sys.exit(main())
