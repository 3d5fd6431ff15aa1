"""P5: games/s of each ruleset's rules alone (what a search bot plays), then the rules alone beside the code before
issue 14's speed work.

    python -m bench p5

The rules alone: a loop that calls the ruleset's initial_state, decide, evolve, legal_commands and is_over and the
bots directly, with no command handler, envelopes, hashes or store (bench/rules_alone.py), checked to play the very
same games as workers.simulate.play_game (the same events: checked by the event count). For "the rules alone at
3 x today's", that loop runs in new processes against this tree and against the files of commit BEFORE (git
archive), in turn, and the best CPU times are compared.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from games.registry import RULESETS
from workers.simulate import play_game

from .procs import ROOT, load_average
from .rules_alone import levels_of, rules_only

GAMES = 6  # per ruleset and side; best of ROUNDS
ROUNDS = 2
BEFORE = "06d480a"  # the code before issue 14's speed work (the commit adds only the replay fingerprints' test)
BEFORE_ROUNDS = 3  # the two trees in turn, best CPU time of each


def rate(run: Any, games: int) -> float:
    """Games per second of the fastest of ROUNDS rounds of `games` games."""
    best = float("inf")
    for _ in range(ROUNDS):
        started = time.perf_counter()
        for number in range(games):
            run(number)
        best = min(best, time.perf_counter() - started)
    return games / best


def p5(games: int = GAMES, before_rounds: int = BEFORE_ROUNDS) -> dict[str, float]:
    """Per ruleset: the rules alone's games/s ("RULESET games/s"), then their speed-up on the code before."""
    print(
        f"P5 the rules alone ({games} games per ruleset at its fewest seats, seat 0 the basic bot and the others "
        f"random, as in `make tournament`; best of {ROUNDS}), load {load_average()}"
    )
    print(f"  {'ruleset':<14} {'seats':>5} {'events':>7} {'games/s':>8} {'events/s':>9}")
    rates = {}
    for ruleset in RULESETS.values():
        levels = levels_of(ruleset)
        events = [len(play_game(ruleset, levels, n).envelopes) for n in range(games)]
        alone = [rules_only(ruleset, levels, n) for n in range(games)]
        if events != alone:
            raise AssertionError(f"{ruleset.id}: the rules-only loop played other games ({alone} vs {events})")
        rules = rate(lambda n, r=ruleset, lv=levels: rules_only(r, lv, n), games)
        rates[f"{ruleset.id} games/s"] = rules
        mean_events = sum(events) / games
        print(f"  {ruleset.id:<14} {len(levels):>5} {mean_events:>7.0f} {rules:>8.2f} {rules * mean_events:>9,.0f}")
    rates.update(rules_then_and_now(games, before_rounds))
    return rates


def rules_then_and_now(games: int, rounds: int = BEFORE_ROUNDS) -> dict[str, float]:
    """Per ruleset, the rules alone in this tree vs in commit BEFORE: the speed-up, keyed "RULESET rules x".
    Nothing where the commit cannot be read (no git, a shallow clone)."""
    print(
        f"  the rules alone, this tree vs commit {BEFORE} (before the speed work): the same {games} games, "
        f"CPU s in new processes, the trees in turn, best of {rounds}"
    )
    with tree_at(BEFORE) as before:
        if before is None:
            print(f"  not measured: commit {BEFORE} cannot be read here (git missing, or a shallow clone)")
            return {}
        print(f"  {'ruleset':<14} {'CPU s before':>12} {'CPU s now':>9} {'speed-up':>8}")
        found = {}
        for ruleset in RULESETS:
            best = {ROOT: float("inf"), before: float("inf")}
            events = {}
            for _ in range(rounds):
                for tree in best:
                    timed = rules_cpu(tree, ruleset, games)
                    best[tree], events[tree] = min(best[tree], timed["cpu_s"]), timed["events"]
            if events[ROOT] != events[before]:
                raise AssertionError(
                    f"{ruleset}: the two trees played other games ({events[before]} vs {events[ROOT]})"
                )
            found[f"{ruleset} rules x"] = best[before] / best[ROOT]
            print(f"  {ruleset:<14} {best[before]:>12.3f} {best[ROOT]:>9.3f} {best[before] / best[ROOT]:>7.2f}x")
    print("  goal: the rules alone >= 3 x the speed of the code before (issue 14: \"3 x today's\")")
    return found


@contextmanager
def tree_at(commit: str) -> Iterator[Path | None]:
    """The project's files at `commit` in a temporary folder (git archive), or None if git cannot give them."""
    try:
        archive = subprocess.run(["git", "archive", commit], cwd=ROOT, capture_output=True, check=True, timeout=120)
    except (OSError, subprocess.SubprocessError):
        yield None
        return
    with tempfile.TemporaryDirectory() as folder, tarfile.open(fileobj=io.BytesIO(archive.stdout)) as files:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
            files.extractall(folder, filter="data")
        else:
            files.extractall(folder)  # our own repository's archive
        yield Path(folder)


def rules_cpu(tree: Path, ruleset: str, games: int) -> dict[str, Any]:
    """bench/rules_alone.py's CPU seconds and events, run in a new process against the rules of `tree`."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "rules_alone.py"), ruleset, str(games)],
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    timed: dict[str, Any] = json.loads(done.stdout)
    if Path(timed["tree"]).resolve() != tree.resolve():
        raise AssertionError(f"the rules of {timed['tree']} ran instead of those of {tree}")
    return timed
