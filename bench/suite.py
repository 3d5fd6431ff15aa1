"""`make bench`: every performance figure of issue 14 beside its anchor from the same run, then one table.

    python -m bench                 # all of P1a ... ALL_EVENTS (about 12 minutes), then the table
    python -m bench p1a             # one of them: p1a ... all_events (p1a/p1b take --seconds, p1b --minutes N,
                                    # ratings --games N)
    python -m bench p2-full         # the original bench: latency vs log length up to 20,000 events, signing,
                                    # full games of every ruleset and their audit
    make bench-streams              # P6: live streams (bench/streams.py), not part of `make bench`

docs/performance.md says what each anchor is and why.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections.abc import Callable

import redis

from bootstrap import build_platform
from devtools.toy import TOY, Add
from devtools.toy_games import add_until, toy_game
from events.signing import SigningKey, b64
from games.registry import RULESETS
from workers.scheduling import InlineScheduler

from . import all_events, archive, bots, http_load, page, ratings, rebuild, rollouts, simulation
from .procs import USERS_CONFIGURATION, load_average, load_generator, users_redis

P2_LENGTHS = (10, 1_000, 5_000)
RESULTS_PREFIX = "BENCH-RESULTS "


def p2(samples: int = 300) -> dict[str, float]:
    """Command latency vs log length, the lengths interleaved command by command (the machine's load then weighs
    on every length alike); the p50 ratio 5,000 vs 10 events."""
    print(
        f"P2 command latency vs log length ({samples} toy commands per length, interleaved, real redis-server, "
        f"in process); load {load_average()}"
    )
    with users_redis() as server:
        platform = build_platform(
            {"FURLONG_SIGNING_KEY": b64(SigningKey.generate().raw())},
            client=redis.Redis.from_url(server.url),
            rulesets={**RULESETS, TOY.id: TOY},
            scheduler=InlineScheduler,
        )
        for length in P2_LENGTHS:
            toy_game(platform, f"p2-{length}", target=10**9)
            add_until(platform, f"p2-{length}", length)
        timings: dict[int, list[float]] = {length: [] for length in P2_LENGTHS}
        for _ in range(samples):
            for length in P2_LENGTHS:
                started = time.perf_counter()
                platform.handler.play(f"p2-{length}", Add(0, 1), {"seat": 0})
                timings[length].append((time.perf_counter() - started) * 1000)
    print(f"  {'events in log':>14} {'median ms':>10} {'p95 ms':>8}")
    for length, found in timings.items():
        found.sort()
        print(f"  {length:>14,} {statistics.median(found):>10.2f} {found[int(len(found) * 0.95)]:>8.2f}")
    ratio = statistics.median(timings[P2_LENGTHS[-1]]) / statistics.median(timings[P2_LENGTHS[0]])
    print(f"  p50 at {P2_LENGTHS[-1]:,} events / p50 at {P2_LENGTHS[0]} events: {ratio:.2f} (goal <= 1.10)")
    return {"p50 5,000 / p50 10": ratio}


BENCHES: dict[str, Callable[[], dict[str, float]]] = {
    "p1a": http_load.p1a,
    "p1b": http_load.p1b,
    "p2": p2,
    "p3": rebuild.p3,
    "p4": bots.p4,
    "p5": simulation.p5,
    "page": page.page,
    "archive": archive.archive,
    "ratings": ratings.ratings,
    "rollouts": rollouts.rollouts,
    "all_events": all_events.all_events,
}

Met = Callable[[float], bool] | None  # None: a figure without a threshold, compared with the tree before

# (bench, figure, how it is shown, goal as text, met when)
GOALS: list[tuple[str, str, Callable[[float], str], str, Met]] = [
    ("p1a", "GET /games/{id}", lambda r: f"{100 * r:.1f} % of hello", ">= 60 %", lambda r: r >= 0.60),
    ("p1a", "GET /games/{id}/legal-commands", lambda r: f"{100 * r:.1f} % of hello", ">= 60 %", lambda r: r >= 0.60),
    *[
        ("p1a", f"{read} CPU ms/req", lambda r: f"{r:.2f} ms", "not above the tree before", None)
        for read in ("GET /games/{id}", "GET /games/{id}/legal-commands")
    ],
    ("p1b", "commands", lambda r: f"{100 * r:.1f} % of hello", ">= 30 % (and 5 min sustained)", lambda r: r >= 0.30),
    ("p1b", "commands CPU ms/req", lambda r: f"{r:.2f} ms", "not above the tree before", None),
    ("p2", "p50 5,000 / p50 10", lambda r: f"{r:.2f}", "<= 1.10", lambda r: r <= 1.10),
    ("p3", "rebuild", lambda r: f"{100 * r:.1f} % of its floor", ">= 50 %", lambda r: r >= 0.50),
    ("p3", "audit", lambda r: f"{100 * r:.1f} % of its floor", ">= 50 %", lambda r: r >= 0.50),
    ("p4", "reply_p50_ms", lambda r: f"{r:.1f} ms", "<= 10 ms", lambda r: r <= 10),
    ("p4", "slowest_s", lambda r: f"{r:.2f} s", "<= 5 s", lambda r: r <= 5),
    ("p4", "expert_reply_p50_ms", lambda r: f"{r:.0f} ms", "said, beside basic's", None),
    ("p4", "expert p95 / budget", lambda r: f"{r:.2f} x expert_ms", "<= 1.2", lambda r: r <= 1.2),
    *[
        ("p5", f"{ruleset} games/s", lambda r: f"{r:.1f} games/s", "not below the tree before", None)
        for ruleset in RULESETS
    ],
    *[
        ("p5", f"{ruleset} rules x", lambda r: f"{r:.2f} x the code before", ">= 3 x", lambda r: r >= 3.0)
        for ruleset in RULESETS
    ],
    ("page", "click to board p50 ms", lambda r: f"{r:.0f} ms", "<= 300 ms", lambda r: r <= 300),
    ("page", "click to board / fetch", lambda r: f"{r:.2f} x a fetch's POST", "not above the tree before", None),
    ("page", "heaviest page KB", lambda r: f"{r:.1f} KB", "<= 300 KB", lambda r: r <= 300),
    *[
        ("archive", f"{ruleset} archived KiB", lambda r: f"{r:.2f} KiB in Redis", "<= 2 KiB", lambda r: r <= 2)
        for ruleset in RULESETS
    ],
    *[
        ("archive", f"archived, {cache} {p} / hot", lambda r: f"{r:.2f} x a hot read", "said, not a goal", None)
        for cache in ("cached", "not cached")
        for p in ("p50", "p95")
    ],
    *[
        (
            "ratings",
            f"{ruleset} basic - random ordinal",
            lambda r: f"{r:+.2f}",
            "> 0 (basic above random)",
            lambda r: r > 0,
        )
        for ruleset in RULESETS
    ],
    ("ratings", "re-derive / audit", lambda r: f"{r:.2f} x auditing the games", "said, not a goal", None),
    *[
        ("rollouts", f"{ruleset} playouts/s", lambda r: f"{r:.1f} playouts/s", "not below the tree before", None)
        for ruleset in RULESETS
        if RULESETS[ruleset].determinize is not None
    ],
    *[
        (
            "rollouts",
            f"{ruleset} in budget / needs",
            lambda r: f"{r:.2f} x what a decision needs",
            ">= 1 (every candidate tried enough)",
            lambda r: r >= 1,
        )
        for ruleset in RULESETS
        if RULESETS[ruleset].determinize is not None
    ],
    ("all_events", "appends with feed / without", lambda r: f"{r:.3f} x without the feed", "said, not a goal", None),
    *[
        ("all_events", f"published after the end {p} ms", lambda r: f"{r:.0f} ms", "said, not a goal", None)
        for p in ("p50", "p95")
    ],
    ("all_events", "feed bytes per event", lambda r: f"{r:.0f} B", "said, not a goal", None),
]


def run_all() -> None:
    """Every bench in turn, then the table of ratios with the run's load averages."""
    started, loads = time.monotonic(), [load_average()]
    print(f"make bench: load {loads[0]}; load generator: {load_generator()}")
    print(f"every server configured {USERS_CONFIGURATION}\n")
    results: dict[str, dict[str, float]] = {}
    for name, bench in BENCHES.items():
        try:
            results[name] = bench()
        except Exception as error:  # one broken bench must not hide the others' figures
            print(f"  {name} FAILED: {type(error).__name__}: {error}")
            results[name] = {}
        loads.append(load_average())
        print()
    print(
        "goals (issue 14, updated by issue 38; PAGE: issue 39; ARCHIVE: issue 40; RATINGS: issue 41; "
        "ROLLOUTS: issue 42; ALL_EVENTS: issue 43), "
        f"{time.strftime('%Y-%m-%d %H:%M')}, "
        f"{time.monotonic() - started:.0f} s"
    )
    print(f"load averages (1/5/15 min) at the start and after each bench: {' | '.join(loads)}")
    print(f"  {'id':<4} {'figure':<32} {'measured':<26} {'goal':<30} {'met':<4}")
    for key, figure, shown, goal, met in GOALS:
        value = results.get(key, {}).get(figure)
        text, verdict = ("(not measured)", "-") if value is None else (shown(value), judged(met, value))
        print(f"  {key.upper():<4} {figure:<32} {text:<26} {goal:<30} {verdict:<4}")
    if "p4" in results and "anchor_p50_ms" in results["p4"]:
        print(f"  (P4 anchor: a no-op RQ job's p50 end to end {results['p4']['anchor_p50_ms']:.1f} ms)")
    print("  P6 (live streams) is `make bench-streams`.")
    print(RESULTS_PREFIX + json.dumps(results, sort_keys=True))  # read by `python -m bench.compare`


def judged(met: Met, value: float) -> str:
    """yes or no against the goal's threshold; - for a figure only compared with the tree before."""
    return "-" if met is None else "yes" if met(value) else "no"


def main(argv: list[str], legacy: Callable[[], None]) -> None:
    """Dispatch: no argument runs everything; `p2-full` the original bench; else one bench by name."""
    random.seed(0)
    if not argv:
        run_all()
    elif argv[0] == "p2-full":
        legacy()
    elif argv[0] == "p4" and argv[1:] == ["--table"]:
        bots.p4(table=True)
    elif argv[0] == "ratings":
        print(RESULTS_PREFIX + json.dumps({"ratings": ratings.ratings(argv[1:])}, sort_keys=True))
    elif argv[0] in BENCHES and len(argv) == 1:
        print(RESULTS_PREFIX + json.dumps({argv[0]: BENCHES[argv[0]]()}, sort_keys=True))
    elif argv[0] in ("p1a", "p1b"):
        http_load.main(argv)
    else:
        sys.exit(__doc__)
