"""The `expert` bot: a flat Monte Carlo search over its seat's candidate commands, each tried in playouts that start
from a state sampled from the seat's view alone (the ruleset's `determinize`) and go on with the other seats playing
the basic strategy and its own seat its own (the ruleset's `sharp` strategy where it has one, else the basic one).

The search never reads a hidden part of the game: its inputs are the view and the legal commands, as for `basic`.
Every candidate still searched is played in every round; stage by stage the worse half of the others is dropped
(successive halving) until one challenger is left. The default choice (its own strategy's) is always searched and
keeps the decision unless the challenger surely gains on it in fresh rounds, played after it was chosen (standard
errors), so the expert does not play worse on thin or flattering evidence. A playout stops at the ruleset's
`horizon` (the end of the race being run, or of the game), or earlier where the ruleset's `cut_short` scores the
position, and scores the standings then.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from games.base import Body, LegalCommand, Ruleset, Standing, Strategy, View
from games.playout import LazyView, PlayoutRng, apply, fill, owing

AMOUNTS = 3  # a free amount is tried at this many points of its range (and at the default choice)
WIDEST = 12  # at most this many candidates (the default choice and others drawn at random): playouts are few
ENOUGH = 4  # fresh rounds the challenger needs before it may overrule the default choice
SURE = 1.65  # standard errors its mean gain must clear (one-sided 95%: the rounds judging it are fresh)
JUDGING = 0.5  # the share of the budget given to the fresh rounds that judge the last challenger
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

    Round by round, one state is sampled and every candidate still searched is played from it with the same seed
    (common random numbers), so their means differ by what the candidates do more than by luck. The budget is cut
    into stages: after each but the last, the worse half of the other candidates goes (successive halving), until
    one challenger is left; the last stage plays it against the default choice afresh, and only those fresh rounds
    judge it (the rounds that chose it flatter it)."""
    started = time.process_time()  # the budget counts from here: the default choice and the sampling are in it
    default = own(ruleset)(view, legal, rnd)
    arms = [Arm(body) for body in shortlist(legal, default, rnd)]
    if len(arms) == 1 or ruleset.determinize is None:
        return Searched(default, arms)
    seat, playouts, active, since = view["you"]["seat"], 0, arms, 0
    deadline, count = started + budget.seconds, stages(len(arms) - 1)
    for stage in range(count):
        share, since = shared(stage, count), arms[0].plays
        while (arms[0].plays == since or time.process_time() < started + budget.seconds * share) and (
            budget.playouts is None or playouts + len(active) <= budget.playouts * share
        ):
            world, seed = ruleset.determinize(view, rnd), rnd.getrandbits(64)
            values = [playout(ruleset, world, seat, arm.body, random.Random(seed), deadline) for arm in active]
            if None in values:  # out of time mid-round: the round is not counted
                break
            for arm, value in zip(active, values, strict=True):
                arm.scores.append(value or 0.0)
            playouts += len(active)
        if stage < count - 1:
            active = halved(active)
    return Searched(best(arms[0], active[1], since), arms, playouts)


def stages(others: int) -> int:
    """How many stages a search of `others` candidates besides the default choice has: one per halving until one is
    left, and the last (the fresh rounds that judge it)."""
    count = 1
    while others > 1:
        others, count = others // 2, count + 1
    return count


def shared(stage: int, count: int) -> float:
    """The share of the budget spent by the end of `stage`: the choosing stages share `1 - JUDGING` evenly, the
    last one (judging) has `JUDGING`."""
    return 1.0 if stage == count - 1 else (stage + 1) / (count - 1) * (1 - JUDGING)


def halved(active: list[Arm]) -> list[Arm]:
    """The default choice and the better half of the others (at least one)."""
    others = sorted(active[1:], key=lambda a: -a.mean)
    return [active[0], *others[: max(1, len(others) // 2)]]


def policy(ruleset: Ruleset) -> Strategy:
    """The playouts' strategy for the other seats: the ruleset's basic one (uniform where it has none)."""
    return ruleset.bot or (lambda _view, legal, rnd: fill(rnd.choice(legal), rnd))


def own(ruleset: Ruleset) -> Strategy:
    """The expert's own strategy, its default choice and its seat's moves in its playouts: the ruleset's `sharp`
    one, else the basic one."""
    return ruleset.sharp or policy(ruleset)


def candidates(legal: tuple[LegalCommand, ...], default: Body) -> list[Body]:
    """The default choice first, then every legal command, a free amount at `AMOUNTS` points of its range."""
    found = [default]
    for item in legal:
        for body in spread(item):
            if body not in found:
                found.append(body)
    return found


def shortlist(legal: tuple[LegalCommand, ...], default: Body, rnd: random.Random) -> list[Body]:
    """At most `WIDEST` candidates: the default choice, its other amounts (the same legal command, a free param at
    `AMOUNTS` points of its range), then others drawn at random."""
    near = [b for item in legal if item.params and item.command.items() <= default.items() for b in spread(item)]
    near = [b for b in near if b != default][: WIDEST - 1]
    rest = [b for b in candidates(legal, default)[1:] if b not in near]
    return [default, *near, *rnd.sample(rest, min(len(rest), WIDEST - 1 - len(near)))]


def spread(item: LegalCommand) -> list[Body]:
    """A legal command with each free param at evenly spaced points of its range (ends included)."""
    bodies = [dict(item.command)]
    for name, param in item.params.items():
        steps = (param.max - param.min) // param.multiple_of
        points = sorted({round(steps * k / (AMOUNTS - 1)) for k in range(AMOUNTS)})
        bodies = [{**b, name: param.min + param.multiple_of * p} for b in bodies for p in points]
    return bodies


def best(default: Arm, challenger: Arm, since: int) -> Body:
    """The default choice, unless the challenger surely gains on it in the rounds from `since` on (played after it was
    chosen, so they do not flatter it): its mean gain there is above `SURE` standard errors."""
    gains = [mine - theirs for mine, theirs in zip(challenger.scores[since:], default.scores[since:], strict=True)]
    if len(gains) < ENOUGH:
        return default.body
    mean = sum(gains) / len(gains)
    error = statistics.stdev(gains) / math.sqrt(len(gains))
    return challenger.body if mean - SURE * error > 0 else default.body


def playout(
    ruleset: Ruleset, state: Any, seat: int, body: Body, rnd: random.Random, deadline: float = math.inf
) -> float | None:
    """`body` played from a sampled state, then the seat by its own strategy and the others by the basic one up to
    the ruleset's horizon, or cut short after its `cut_after` steps: the seat's score by the standings then (None if
    the CPU clock passed `deadline` first)."""
    mine, others, rng = own(ruleset), policy(ruleset), PlayoutRng(rnd)
    races = len(getattr(state, "results", ())) if ruleset.horizon == "race" else math.inf
    state, steps = apply(ruleset, state, seat, body, rng), 0
    while not ruleset.is_over(state) and len(getattr(state, "results", ())) <= races:
        steps += 1
        if steps % CLOCK_EVERY == 0 and time.process_time() > deadline:
            return None
        if steps > ruleset.cut_after and (cut := cut_short(ruleset, state)) is not None:
            return score(ruleset, cut, seat, ended=False)
        actor, legal = rnd.choice(owing(ruleset, state))
        strategy = mine if actor == seat else others
        state = apply(ruleset, state, actor, strategy(LazyView(ruleset, state, actor), legal, rnd), rng)
    return score(ruleset, state, seat, ended=ruleset.is_over(state))


def cut_short(ruleset: Ruleset, state: Any) -> Any:
    """The state a playout is scored at if it may be cut short here (the ruleset's `cut_short`), else None."""
    return None if ruleset.cut_short is None else ruleset.cut_short(state)


def score(ruleset: Ruleset, state: Any, seat: int, ended: bool = True) -> float:
    """1 for first place (shared among the tied), 0 otherwise: at the game's end a win; before it (`ended` False:
    a race's end, or a position cut short) a lead, softened by the ruleset's `lead_scale` if it has one."""
    standings = ruleset.standings(state)
    if ruleset.lead_scale is not None and not ended:
        return softened(standings, seat, ruleset.lead_scale)
    winners = [s for s in standings if s.rank == 1]
    return 1 / len(winners) if any(s.seat == seat for s in winners) else 0.0


def softened(standings: tuple[Standing, ...], seat: int, scale: float) -> float:
    """The seat's share of exp(money / scale) over every seat: a likelihood of winning from where they stand."""
    top = max(s.money for s in standings)
    weights = {s.seat: math.exp((s.money - top) / scale) for s in standings}
    return weights[seat] / sum(weights.values())
