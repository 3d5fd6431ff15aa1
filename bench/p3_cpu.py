"""P3 in process: CPU microseconds an event of the audit and of the fold, on logs held in memory (no Redis).

    python -m bench.p3_cpu [TREE ...]     # each tree (a folder) run in turn, interleaved, --rounds times

The Redis-backed P3 (`python -m bench p3`) swings by a third from run to run on a shared machine; this one
counts only the process's own CPU time, so two trees compare closely. With no TREE it measures this one.
The same finished games as P3's (4 per ruleset, random seats, the same numbers), played in process.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PREFIX = "P3-CPU "


def measure() -> dict[str, float]:
    """CPU us an event of the audit and the fold of every ruleset's games (best of 5 runs), in this tree."""
    from events.game import fold, new_game
    from games.registry import RULESETS
    from workers.simulate import play_game

    if (Path.cwd() / "audit" / "verify.py").exists():
        from audit.verify import audit
    else:  # trees before issue 38's audit package (and not this tree's package, found through the venv)
        from projections.audit import audit  # type: ignore[no-redef,attr-defined]

    logs = []
    for index, ruleset in enumerate(RULESETS.values()):
        for number in range(1000 * index, 1000 * index + 4):
            played = play_game(ruleset, ("random",) * ruleset.min_seats, number)
            logs.append((ruleset, [envelope for batch in played.batches for envelope in batch]))
    events = sum(len(log) for _, log in logs)

    def best(run: Callable[[], object]) -> float:
        fastest = float("inf")
        for _ in range(5):
            started = time.process_time()
            run()
            fastest = min(fastest, time.process_time() - started)
        return 1e6 * fastest / events

    return {
        "events": events,
        "audit_us": best(lambda: [audit(log, RULESETS) for _, log in logs]),
        "fold_us": best(lambda: [fold(new_game(log[0].game_id, r.id), r, log) for r, log in logs]),
    }


def run_in(tree: Path) -> dict[str, float]:
    """`measure()` in a fresh interpreter on `tree`'s code (this file is run by path, so any tree will do)."""
    answer = subprocess.run(
        [sys.executable, __file__, "--measure"],
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        check=True,
    )
    line = next(line for line in answer.stdout.splitlines() if line.startswith(PREFIX))
    found: dict[str, float] = json.loads(line.removeprefix(PREFIX))
    return found


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.p3_cpu", description=__doc__.splitlines()[0])
    parser.add_argument("trees", nargs="*", default=[str(ROOT)], help="folders (default: this tree)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--measure", action="store_true", help="measure the tree on PYTHONPATH once (used per run)")
    args = parser.parse_args(argv)
    if args.measure:
        print(PREFIX + json.dumps(measure()))
        return
    trees = [Path(t).resolve() for t in args.trees]
    found: dict[Path, list[dict[str, float]]] = {tree: [] for tree in trees}
    for number in range(args.rounds):
        for tree in trees if number % 2 == 0 else list(reversed(trees)):
            found[tree].append(run_in(tree))
    for tree, runs in found.items():
        medians = {k: statistics.median(r[k] for r in runs) for k in ("audit_us", "fold_us")}
        print(
            f"{tree}: {runs[0]['events']:.0f} events; median of {args.rounds}: "
            f"audit {medians['audit_us']:.2f} us an event, fold {medians['fold_us']:.2f} us an event"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
