"""HEADROOM (issue 42): how much better than its default choice the expert's best candidate is, given many playouts.

Positions are drawn from one game of basic seats on the rules alone. At each, every candidate (the expert's default
choice, by its own strategy, and the other legal commands, free amounts at three points) is played `--rounds` times
from sampled states, paired with the default choice (the same state and seed). For the best candidate the table
shows its mean gain on the default choice and that gain in standard errors; beside it, what the best of that many
candidates reaches by luck alone (about sqrt(2 ln k) standard errors). A best gain near that level means the search
has little to find one decision deep: its own strategy is close to the best reply to `basic` seats.

    python -m bench.headroom long_shot --seats 3 [--positions 8] [--rounds 60]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics

from games import expert
from games.base import Ruleset, known
from games.registry import RULESETS

from .rollouts import positions, searched


def headroom(ruleset: Ruleset, state: object, seat: int, legal: tuple, rounds: int, rnd: random.Random) -> dict:
    """The best candidate's paired gain on the default choice at one position, in dollars of score and in standard
    errors, beside the luck level of that many candidates."""
    view = ruleset.view(state, seat)
    default = expert.own(ruleset)(view, legal, rnd)
    bodies, sample = expert.candidates(legal, default), known(ruleset.determinize, "an expert ruleset's determinize")
    scores: list[list[float]] = [[] for _ in bodies]
    for _ in range(rounds):
        world, seed = sample(view, rnd), rnd.getrandbits(64)
        for found, body in zip(scores, bodies, strict=True):
            found.append(expert.playout(ruleset, world, seat, body, random.Random(seed)) or 0.0)
    gains = [[mine - theirs for mine, theirs in zip(found, scores[0], strict=True)] for found in scores[1:]]
    best = max(gains, key=statistics.fmean, default=[0.0] * rounds)
    error = statistics.stdev(best) / math.sqrt(rounds) if any(best) else 0.0
    mean = statistics.fmean(best)
    return {
        "candidates": len(bodies),
        "default": statistics.fmean(scores[0]),
        "gain": mean,
        "z": mean / error if error else 0.0,
        "luck": math.sqrt(2 * math.log(max(2, len(bodies) - 1))),
    }


def main() -> None:
    """Print the headroom at positions of one game of basic seats."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ruleset", choices=sorted(searched()))
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    ruleset, rnd = RULESETS[args.ruleset], random.Random(args.seed)
    every = positions(ruleset, args.seats, rnd)
    print(f"HEADROOM {args.ruleset}, {args.seats} seats, {args.rounds} rounds of every candidate a position")
    print(f"  {'candidates':>10} {'default':>7} {'best gain':>9} {'in SE':>6} {'luck SE':>8}")
    for state, seat in rnd.sample(every, min(args.positions, len(every))):
        row = headroom(ruleset, state, seat, ruleset.legal_commands(state, seat), args.rounds, rnd)
        print(
            f"  {row['candidates']:>10} {row['default']:>7.2f} {row['gain']:>9.3f} {row['z']:>6.1f} {row['luck']:>8.1f}"
        )


if __name__ == "__main__":
    main()
