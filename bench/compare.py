"""`make bench-compare`: `make bench` on two trees in interleaved rounds, on one machine; every figure's median.

    python -m bench.compare BEFORE [AFTER] [--rounds 5] [--bench p1a]

BEFORE and AFTER are commits (checked out as throwaway git worktrees) or folders; AFTER is this tree by default.
Each round runs the two trees one after the other, the order swapped every round, so that a noisy minute of
the shared machine weighs on both alike. Both trees must print their figures as `make bench` does since
issue 38 (a line starting BENCH-RESULTS). Every run's whole output is kept in --logs.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path

from .procs import ROOT
from .suite import RESULTS_PREFIX

Figures = dict[str, dict[str, float]]


def results_of(lines: Iterable[str]) -> Figures:
    """The figures a `make bench` run printed (its BENCH-RESULTS line); empty if it printed none."""
    for line in lines:
        if line.startswith(RESULTS_PREFIX):
            found: Figures = json.loads(line.removeprefix(RESULTS_PREFIX))
            return found
    return {}


@contextlib.contextmanager
def tree(name: str) -> Iterator[Path]:
    """A folder as it is, or a commit checked out in a throwaway worktree (removed on exit)."""
    if Path(name).is_dir():
        yield Path(name).resolve()
        return
    folder = Path(tempfile.mkdtemp(prefix="furlong-bench-")) / "tree"
    subprocess.run(["git", "worktree", "add", "--detach", str(folder), name], cwd=ROOT, check=True)
    try:
        yield folder
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(folder)], cwd=ROOT, check=False)


def bench_run(folder: Path, argv: list[str], log: Path) -> Figures:
    """One `python -m bench` in `folder`, with this venv; its figures, its output kept in `log`."""
    with log.open("w") as out:
        subprocess.run(
            [sys.executable, "-m", "bench", *argv],
            cwd=folder,
            env={**os.environ, "PYTHONPATH": str(folder)},
            stdout=out,
            stderr=subprocess.STDOUT,
            check=False,
        )
    return results_of(log.read_text().splitlines())


def rounds(trees: dict[str, Path], count: int, argv: list[str], logs: Path) -> dict[str, list[Figures]]:
    """`count` rounds, each tree once a round, the order swapped every round."""
    found: dict[str, list[Figures]] = {name: [] for name in trees}
    for number in range(count):
        order = list(trees) if number % 2 == 0 else list(reversed(trees))
        for name in order:
            print(f"round {number + 1} of {count}: {name} ({trees[name]})", flush=True)
            found[name].append(bench_run(trees[name], argv, logs / f"bench-{number + 1}-{name}.log"))
    return found


def table(found: dict[str, list[Figures]]) -> list[str]:
    """A line per figure: each tree's median and range over its rounds, and after / before."""
    before, after = found["before"], found["after"]
    keys = sorted({(b, f) for run in before + after for b, figures in run.items() for f in figures})
    lines = [f"{'figure':<44} {'before median (range)':>26} {'after median (range)':>26} {'after/before':>12}"]
    for bench, figure in keys:
        shown = [
            _summary([run[bench][figure] for run in runs if figure in run.get(bench, {})]) for runs in found.values()
        ]
        ratio = shown[1][0] / shown[0][0] if shown[0][0] and shown[1][0] else float("nan")
        lines.append(f"{bench.upper() + ' ' + figure:<44} {shown[0][1]:>26} {shown[1][1]:>26} {ratio:>12.3f}")
    return lines


def _summary(values: list[float]) -> tuple[float, str]:
    """The median and "median (min-max)" of a figure's runs."""
    if not values:
        return 0.0, "(not measured)"
    median = statistics.median(values)
    return median, f"{median:.4g} ({min(values):.4g}-{max(values):.4g})"


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.compare", description=__doc__.splitlines()[0])
    parser.add_argument("before", help="a commit or a folder")
    parser.add_argument("after", nargs="?", default=str(ROOT), help="a commit or a folder (default: this tree)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--bench", default="", help="one bench (p1a p1b p2 p3 p4 p5) instead of all of them")
    parser.add_argument("--logs", help="where runs' output goes (default: a new temporary folder)")
    args = parser.parse_args(argv)
    logs = Path(args.logs or tempfile.mkdtemp(prefix="furlong-compare-"))
    logs.mkdir(parents=True, exist_ok=True)
    with tree(args.before) as before, tree(args.after) as after:
        found = rounds({"before": before, "after": after}, args.rounds, [args.bench] if args.bench else [], logs)
    print(f"\n{args.rounds} interleaved rounds, medians; every run's output in {logs}")
    print("\n".join(table(found)))


if __name__ == "__main__":
    main(sys.argv[1:])
