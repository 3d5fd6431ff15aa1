"""The `expert` bot: a flat Monte Carlo search over its seat's candidate commands, each tried in playouts that start
from a state sampled from the seat's view alone (the ruleset's `determinize`) and go on with the basic strategy.

The search never reads a hidden part of the game: its inputs are the view and the legal commands, as for `basic`.
Every candidate still searched is played in every round, and when the time left cannot give each of them enough
playouts, the worse half of the others is dropped (successive halving). The basic choice is always searched and
keeps the decision unless another candidate's gain over it in the same rounds is sure (a margin, and standard
errors), so the expert does not play worse on thin evidence. A playout stops at the ruleset's `horizon` (the end
of the race being run, or of the game) and scores the standings then.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from games.base import Body, LegalCommand, Ruleset, View
from games.playout import LazyView, PlayoutRng, apply, fill, owing

AMOUNTS = 3  # a free amount is tried at this many points of its range (and at the basic choice)
WIDEST = 12  # at most this many candidates (the basic choice and others drawn at random): playouts are few
ENOUGH = 4  # playouts a candidate needs before its mean may overrule the basic choice
MARGIN = 0.1  # how much better than the basic choice's mean it must surely be
SURE = 2.5  # standard errors of its gain it must clear (about a dozen candidates are compared at once)
CLOCK_EVERY = 8  # playout steps between looks at the clock


@dataclass(frozen=True)
class Budget:
    """How long one decision may search: seconds of this process's CPU, and at most this many playouts."""

    seconds: float = 0.5
    playouts: int | None = None


@dataclass
class Arm:
    """One candidate command and what its playouts scored, round by round."""

    body: Body
    scores: list[float] = field(default_factory=list)

    @property
    def plays(self) -> int:
        """Its playouts so far."""
        return len(self.scores)

    @property
    def mean(self) -> float:
        """The mean score so far (0 before any playout)."""
        return sum(self.scores) / len(self.scores) if self.scores else 0.0


@dataclass
class Searched:
    """A decision and the options weighed: each candidate with its playouts and mean score."""

    body: Body
    arms: list[Arm] = field(default_factory=list)
    playouts: int = 0

    def weighed(self) -> list[dict[str, Any]]:
        """The options weighed, best first, as JSON, the one chosen marked."""
        ranked = sorted(self.arms, key=lambda a: -a.mean)
        return [
            {"command": a.body, "playouts": a.plays, "value": round(a.mean, 3), "chosen": a.body == self.body}
            for a in ranked
        ]


def choose(
    ruleset: Ruleset, view: View, legal: tuple[LegalCommand, ...], rnd: random.Random, budget: Budget = Budget()
) -> Body:
    """The expert's command body for the seat whose view and legal commands these are."""
    return search(ruleset, view, legal, rnd, budget).body


def search(
    ruleset: Ruleset, view: View, legal: tuple[LegalCommand, ...], rnd: random.Random, budget: Budget = Budget()
) -> Searched:
    """The search behind a decision: its choice and every candidate's playouts and mean score.

    Round by round, one state is sampled and every candidate is played from it with the same seed (common random
    numbers: the candidates meet the same hidden cards and, as far as their draws line up, the same dice), so their
    means differ by what the candidates do more than by luck."""
    started = time.process_time()  # the budget counts from here: the basic choice and the sampling are in it
    basic = policy(ruleset)(view, legal, rnd)
    bodies = candidates(legal, basic)
    arms = [Arm(body) for body in bodies[:1] + rnd.sample(bodies[1:], min(len(bodies) - 1, WIDEST - 1))]
    if len(arms) == 1 or ruleset.determinize is None:
        return Searched(basic, arms)
    seat, playouts, deadline, active = view["you"]["seat"], 0, started + budget.seconds, arms
    while time.process_time() < deadline and (budget.playouts is None or playouts + len(active) <= budget.playouts):
        world, seed = ruleset.determinize(view, rnd), rnd.getrandbits(64)
        values = [playout(ruleset, world, seat, arm.body, random.Random(seed), deadline) for arm in active]
        if None in values:  # out of time mid-round: the round is not counted
            break
        for arm, value in zip(active, values, strict=True):
            arm.scores.append(value or 0.0)
        playouts += len(active)
        active = halved(active, (deadline - time.process_time()) / ((time.process_time() - started) / playouts))
    return Searched(best(arms), arms, playouts)


def halved(active: list[Arm], playouts_left: float) -> list[Arm]:
    """The candidates still searched: all while the rounds left give each `ENOUGH` playouts, else the basic choice
    and the better half of the others (successive halving: what time is left goes to the likelier candidates)."""
    if len(active) <= 2 or playouts_left >= len(active) * (ENOUGH - active[0].plays):
        return active
    others = sorted(active[1:], key=lambda a: -a.mean)
    return [active[0], *others[: max(1, len(others) // 2)]]


def policy(ruleset: Ruleset) -> Callable[[View, tuple[LegalCommand, ...], random.Random], Body]:
    """The playouts' strategy for every seat: the ruleset's basic one (uniform where it has none)."""
    return ruleset.bot or (lambda _view, legal, rnd: fill(rnd.choice(legal), rnd))


def candidates(legal: tuple[LegalCommand, ...], basic: Body) -> list[Body]:
    """The basic choice first, then every legal command, a free amount at `AMOUNTS` points of its range."""
    found = [basic]
    for item in legal:
        for body in spread(item):
            if body not in found:
                found.append(body)
    return found


def spread(item: LegalCommand) -> list[Body]:
    """A legal command with each free param at evenly spaced points of its range (ends included)."""
    bodies = [dict(item.command)]
    for name, param in item.params.items():
        steps = (param.max - param.min) // param.multiple_of
        points = sorted({round(steps * k / (AMOUNTS - 1)) for k in range(AMOUNTS)})
        bodies = [{**b, name: param.min + param.multiple_of * p} for b in bodies for p in points]
    return bodies


def best(arms: list[Arm]) -> Body:
    """The basic choice (arms[0]), unless another candidate tried enough beats it surely: its mean gain over the
    basic choice in the same rounds is above `MARGIN` and `SURE` standard errors (the best of a dozen noisy means
    looks better than it is: without the errors the expert would chase luck). The surest gain wins."""
    basic, sure = arms[0], {}
    for arm in arms[1:]:
        if arm.plays >= ENOUGH and (low := surely_gained(arm.scores, basic.scores[: arm.plays])) > 0:
            sure[low] = arm
    return sure[max(sure)].body if sure else basic.body


def surely_gained(scores: list[float], basic: list[float]) -> float:
    """How much a candidate surely gains on the basic choice over the same rounds (paired: the same sampled state and
    seed): its mean gain less `SURE` standard errors, and less `MARGIN`; 0 or below is no sure gain."""
    gains = [mine - theirs for mine, theirs in zip(scores, basic, strict=True)]
    mean = sum(gains) / len(gains)
    error = statistics.stdev(gains) / math.sqrt(len(gains))
    return min(mean - SURE * error, mean - MARGIN)


def playout(
    ruleset: Ruleset, state: Any, seat: int, body: Body, rnd: random.Random, deadline: float = math.inf
) -> float | None:
    """`body` played from a sampled state, then every seat by the basic strategy up to the ruleset's horizon: the
    seat's score by the standings then (None if the CPU clock passed `deadline` first)."""
    strategy, rng = policy(ruleset), PlayoutRng(rnd)
    races = len(getattr(state, "results", ())) if ruleset.horizon == "race" else math.inf
    state, steps = apply(ruleset, state, seat, body, rng), 0
    while not ruleset.is_over(state) and len(getattr(state, "results", ())) <= races:
        steps += 1
        if steps % CLOCK_EVERY == 0 and time.process_time() > deadline:
            return None
        actor, legal = rnd.choice(owing(ruleset, state))
        state = apply(ruleset, state, actor, strategy(LazyView(ruleset, state, actor), legal, rnd), rng)
    return score(ruleset, state, seat)


def score(ruleset: Ruleset, state: Any, seat: int) -> float:
    """1 for first place (shared among the tied), 0 otherwise: at the end a win, mid-game a lead."""
    standings = ruleset.standings(state)
    winners = [s for s in standings if s.rank == 1]
    return 1 / len(winners) if any(s.seat == seat for s in winners) else 0.0
