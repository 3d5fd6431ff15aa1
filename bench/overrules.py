"""OVERRULES (issue 42): how often the expert's search plays something other than its default choice, by command.

Positions are spread evenly over one game of basic seats on the rules alone; at each, the search runs with the
given budget (CPU of one core) and its choice is compared with its own strategy's, both from the same generator
state. The counts show where the search acts, not what it gains: a few overrules at the right moments can decide
games (Neck and Neck's, docs/bots.md).

    python -m bench.overrules homestretch --seats 4 [--positions 40] [--ms 500]
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from games import expert
from games.base import Ruleset
from games.registry import RULESETS

from .rollouts import positions, searched


def overrules(ruleset: Ruleset, seats: int, count: int, budget: expert.Budget, seed: int) -> dict[str, tuple[int, int]]:
    """By command type of the default choice: (positions where the search chose otherwise, positions searched)."""
    every = positions(ruleset, seats, random.Random(seed))
    searched, overruled = Counter[str](), Counter[str]()
    for state, seat in every[:: max(1, len(every) // count)][:count]:
        view, legal = ruleset.view(state, seat), ruleset.legal_commands(state, seat)
        default = expert.own(ruleset)(view, legal, random.Random(seed))
        chosen = expert.search(ruleset, view, legal, random.Random(seed), budget).body
        searched[default["type"]] += 1
        overruled[default["type"]] += chosen != default
    return {kind: (overruled[kind], searched[kind]) for kind in searched}


def main() -> None:
    """Print how often the search overrules its default choice at positions of one game of basic seats."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ruleset", choices=sorted(searched()))
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--ms", type=int, default=500)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    rows = overrules(RULESETS[args.ruleset], args.seats, args.positions, expert.Budget(args.ms / 1000), args.seed)
    print(f"OVERRULES {args.ruleset}, {args.seats} seats, {args.ms} ms a decision (seed {args.seed})")
    for kind, (changed, seen) in sorted(rows.items()):
        print(f"  {kind:<16} {changed:>3} of {seen:>3}")
    print(f"  {'all':<16} {sum(c for c, _ in rows.values()):>3} of {sum(s for _, s in rows.values()):>3}")


if __name__ == "__main__":
    main()
