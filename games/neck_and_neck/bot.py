"""The basic Neck and Neck player: back the best-placed horses, race them home, hold the others back.

It decides from its seat's view only (its own sealed bets, the public horses, cash and
results) and the public track geometry; it never looks at hidden state. See docs/bots.md.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

from games.base import LegalCommand
from games.bot_kit import Body, Record, View

from .track import MAX_STEPS, crosses_finish, default_track, open_reach

UNIT = 100  # the bet unit
FAR = 10**6  # "unreachable" in the step tables
SPLIT = (0.6, 0.4)  # stake per backed horse, best placed first (sums to 1: everything is staked)
CATCH_UP = (1.0,)  # last race, behind the leader: everything on the best-placed horse
BEST_PAYOUT = 4  # a stake comes back at most 4-fold (stake + 3x for a win)
OWN_STUCK_WEIGHT = 2  # an own horse boxed in counts double a rival boxed in
BOXED_ROLLS = 4  # an own horse with no free path for this many white-die values is boxed in


# ---------------------------------------------------------------- track geometry


@cache
def _finish_steps() -> tuple[dict[str, int], dict[str, int]]:
    """Fewest steps from each hex to cross the finish line once, and twice."""
    track = default_track()
    once, twice = dict.fromkeys(track.hexes, FAR), dict.fromkeys(track.hexes, FAR)
    changed = True
    while changed:
        changed = False
        for here in reversed(track.hexes):  # from the finish line backwards: fewer passes, the same fixed point
            ahead = track.ahead(here)
            one = min(1 if crosses_finish(track, here, n) else 1 + once[n] for n in ahead)
            two = min(1 + (once[n] if crosses_finish(track, here, n) else twice[n]) for n in ahead)
            if one < once[here] or two < twice[here]:
                once[here], twice[here], changed = min(one, once[here]), min(two, twice[here]), True
    return once, twice


def steps_to_go(hex_: str | None, crossings: int, moving_to: str | None = None) -> int:
    """Fewest steps a horse still needs to finish (0 once finished); `moving_to` scores a move first."""
    if hex_ is None:
        return 0
    if moving_to is not None:
        crossings += int(crosses_finish(default_track(), hex_, moving_to))
        hex_ = moving_to
    if crossings >= 2:
        return 0
    once, twice = _finish_steps()
    return (twice if crossings == 0 else once)[hex_]


def horse_steps(view: View) -> dict[int, int]:
    """Steps to go for every horse still racing, by horse number."""
    return {h["horse"]: steps_to_go(h["hex"], h["crossings"]) for h in view["horses"] if h["hex"] is not None}


def destination_key(horse: Record, to: str) -> tuple[int, int, float]:
    """Sort key of a destination: fewest steps to go, then inner lane, then most progress."""
    track = default_track()
    return steps_to_go(horse["hex"], horse["crossings"], to), track.lane[to], -track.progress[to]


@cache
def _six_step_runs() -> dict[str, tuple[frozenset[str], ...]]:
    """For each hex, the hexes of each six-step path from it on an empty track (one per destination; made once)."""
    reaches = open_reach()
    return {
        start: tuple(frozenset(path) for path in reaches[start, MAX_STEPS].paths.values())
        for start in default_track().hexes
    }


def _stuck_rolls(start: str, occupied: frozenset[str]) -> int:
    """How many white-die values (1-6) would leave the horse on `start` with no free path among `occupied`.

    Only the horses within six steps count, so the search is keyed (and cached within a decision) by those.
    """
    near = occupied & open_reach()[start, MAX_STEPS].cone
    return _stuck_among(start, near) if near else 0  # no horse within six steps: every six-step path is free


@lru_cache(maxsize=4096)
def _stuck_among(start: str, near: frozenset[str]) -> int:
    """`_stuck_rolls` given the occupied hexes within six steps of `start`.

    The same as counting the values whose `reachable(track, occupied, start, white)` is empty, in one search:
    the hexes reachable in exactly k steps are the free hexes ahead of those reachable in k - 1, and once
    none is left, no larger value has any.
    """
    if any(near.isdisjoint(run) for run in _six_step_runs()[start]):
        return 0  # a free six-step path: the horse has a free path for every white die
    ahead = default_track().ahead_of
    frontier = {start}
    for white in range(1, 7):
        frontier = {nxt for here in frontier for nxt in ahead[here] if nxt not in near}
        if not frontier:
            return 7 - white
    return 0


# ---------------------------------------------------------------- what the seat knows


def my_cash(view: View) -> int:
    """The seat's settled cash."""
    cash: int = next(s["cash"] for s in view["seats"] if s["seat"] == view["you"]["seat"])
    return cash


def best_rival_cash(view: View) -> int:
    """The most settled cash any other seat has."""
    return max((s["cash"] for s in view["seats"] if s["seat"] != view["you"]["seat"]), default=0)


def staked(view: View) -> dict[int, int]:
    """The seat's own stake per horse this race."""
    total: dict[int, int] = {}
    for bet in view["you"]["bets"]:
        total[bet["horse"]] = total.get(bet["horse"], 0) + bet["amount"]
    return total


def own_horses(view: View) -> set[int]:
    """Horses the seat has money on this race."""
    return set(staked(view))


# ---------------------------------------------------------------- betting


def catching_up(view: View) -> bool:
    """True in the last race when another seat has more cash."""
    return view["race"] >= view["races"] and my_cash(view) < best_rival_cash(view)


def rival_ceiling(view: View) -> int:
    """The most any other seat could end the game with: the best payout on all its cash every race left."""
    races_left: int = view["races"] - view["race"] + 1
    growth: int = BEST_PAYOUT**races_left  # int ** int is typed Any (a negative power is a float)
    return best_rival_cash(view) * growth


def stake_total(view: View) -> int:
    """Everything, except that a lead nobody can catch any more is kept safe (only the surplus is staked)."""
    cash = my_cash(view)
    surplus = cash - rival_ceiling(view) - UNIT
    return min(cash, surplus) if surplus >= 0 else cash


def backed_horses(view: View, count: int) -> list[int]:
    """The `count` best-placed horses (fewest steps to go; ties to the lower number, the inner start)."""
    steps = horse_steps(view)
    return sorted(steps, key=lambda h: (steps[h], h))[:count]


def bet_plan(view: View) -> dict[int, int]:
    """Target stake per horse this race, in whole bet units."""
    split = CATCH_UP if catching_up(view) else SPLIT
    total = stake_total(view)
    plan = {h: int(total * w) // UNIT * UNIT for h, w in zip(backed_horses(view, len(split)), split)}
    return {h: a for h, a in plan.items() if a >= UNIT}


def bet_command(view: View, legal: tuple[LegalCommand, ...]) -> Body:
    """The next bet still missing from the plan, or finishing once the plan is placed."""
    placed, offers = staked(view), _by_type(legal, "PlaceBet")
    for horse, target in bet_plan(view).items():
        offer = next((lc for lc in offers if lc.command["horse"] == horse), None)
        missing = target - placed.get(horse, 0)
        if offer is not None and missing >= UNIT:
            amount = min(missing, offer.params["amount"].max) // UNIT * UNIT
            return {**offer.command, "amount": amount}
    return {"type": "FinishBetting"}


# ---------------------------------------------------------------- racing


@dataclass
class Race:
    """What a move decision reads from the view, worked out once: the horses, the own ones, who is on which hex."""

    horses: dict[int, Record]  # every horse by number
    mine: set[int]  # horses with own money on them
    running: set[int]  # own horses that have not finished
    hexes: dict[int, str]  # the hex of every horse still on the track


def race_of(view: View) -> Race:
    """The seat's view of the race, read once per decision."""
    horses = {h["horse"]: h for h in view["horses"]}
    mine = own_horses(view)
    finished = {n for n, h in horses.items() if h["place"] is not None}
    hexes = {n: h["hex"] for n, h in horses.items() if h["hex"] is not None}
    return Race(horses, mine, mine - finished, hexes)


def best_move(horses: dict[int, Record], moves: Iterable[LegalCommand]) -> Body:
    """The move that leaves its horse the fewest steps to go (inner lane, then progress, on ties; the first of
    equals); there is at least one move."""
    return dict(min(moves, key=lambda lc: destination_key(horses[lc.command["horse"]], lc.command["to"])).command)


def special_command(view: View, legal: tuple[LegalCommand, ...]) -> Body | None:
    """On double ones: the 6-hex move for the own horse with the most money on it, to its best hex."""
    offered = _by_type(legal, "SpecialMove")
    if not offered:
        return None  # no double ones: the view need not be read
    stakes = staked(view)
    specials = [lc for lc in offered if lc.command["horse"] in stakes]
    if not specials:
        return None
    top = max({lc.command["horse"] for lc in specials}, key=lambda h: (stakes[h], -h))
    horses = {h["horse"]: h for h in view["horses"]}
    return best_move(horses, (lc for lc in specials if lc.command["horse"] == top))


def blocking(race: Race, moved: int | None = None, to: str = "") -> int:
    """Rivals' stuck rolls minus the own horses' (weighted), after moving `moved` to `to` (None: as is)."""
    hexes = race.hexes if moved is None else {**race.hexes, moved: to}
    mine, occupied = race.mine, frozenset(hexes.values())
    return sum(_stuck_rolls(hexes[h], occupied) * (-OWN_STUCK_WEIGHT if h in mine else 1) for h in hexes)


def harmless_moves(race: Race, moves: list[LegalCommand]) -> list[LegalCommand]:
    """The moves that bring the rolled horse no closer to finishing (e.g. sideways to the outside)."""
    horse = race.horses[moves[0].command["horse"]]
    now = steps_to_go(horse["hex"], horse["crossings"])
    return [lc for lc in moves if steps_to_go(horse["hex"], horse["crossings"], lc.command["to"]) >= now]


def trailing_moves(race: Race, moves: list[LegalCommand]) -> list[LegalCommand]:
    """The moves after which the rolled horse still has further to go than every own horse still running."""
    horses = race.horses
    mine = [steps_to_go(horses[h]["hex"], horses[h]["crossings"]) for h in race.running]

    def left(lc: LegalCommand) -> int:
        horse = horses[lc.command["horse"]]
        return steps_to_go(horse["hex"], horse["crossings"], lc.command["to"])

    return [lc for lc in moves if mine and left(lc) > max(mine)]


def boxed_in(race: Race) -> bool:
    """True when an own horse still running has no free path for most white-die values."""
    hexes = race.hexes
    occupied = frozenset(hexes.values())
    return any(_stuck_rolls(hexes[h], occupied) >= BOXED_ROLLS for h in race.running)


def rival_options(race: Race, moves: list[LegalCommand]) -> list[LegalCommand]:
    """Moves worth weighing for a horse without own money: harmless ones, and when boxed in, trailing ones too."""
    if not moves:
        return []
    harmless = harmless_moves(race, moves)
    extra = trailing_moves(race, moves) if boxed_in(race) else []
    return harmless + [lc for lc in extra if lc not in harmless]


def rival_command(race: Race, moves: list[LegalCommand]) -> Body:
    """For a horse without own money: a move that boxes rivals in (or frees own horses) more than passing, else pass."""
    options = rival_options(race, moves)
    if not options:
        return {"type": "Pass"}
    score = {lc.command["to"]: blocking(race, lc.command["horse"], lc.command["to"]) for lc in options}
    best = max(options, key=lambda lc: score[lc.command["to"]])
    return dict(best.command) if score[best.command["to"]] > blocking(race) else {"type": "Pass"}


def least_harm(race: Race, moves: list[LegalCommand]) -> Body:
    """A move the rules force on a seat that would rather pass: the horse left furthest from home, best blocking.

    Blocking is weighed only among the moves that leave their horse furthest from home (the first of equals wins,
    as with `min` over both at once).
    """
    horses = race.horses

    def left(lc: LegalCommand) -> int:
        horse = horses[lc.command["horse"]]
        return steps_to_go(horse["hex"], horse["crossings"], lc.command["to"])

    steps = [left(lc) for lc in moves]
    furthest = max(steps)
    candidates = [lc for lc, n in zip(moves, steps) if n == furthest]
    return dict(max(candidates, key=lambda lc: blocking(race, lc.command["horse"], lc.command["to"])).command)


def move_command(view: View, legal: tuple[LegalCommand, ...]) -> Body:
    """After a roll: a special move for an own horse, the best move for an own horse, else hold back.

    A seat with nothing left riding on the race moves any rolled horse on, so a race among
    seats without bets (or whose horses are home) still ends; a seat whose own horse is boxed
    in moves the horses in its way while they stay behind it; and when the house rule takes
    passing away (a whole round without a move) it makes the move that helps rivals least.
    """
    special = special_command(view, legal)
    if special is not None:
        return special
    moves = _by_type(legal, "MoveHorse")
    if not moves and _by_type(legal, "Pass"):
        return {"type": "Pass"}  # nothing to weigh (what rival_command says with no moves): the view need not be read
    race = race_of(view)
    if moves and (moves[0].command["horse"] in race.mine or not race.running):
        return best_move(race.horses, moves)
    chosen = rival_command(race, moves)
    if chosen["type"] == "Pass" and not _by_type(legal, "Pass"):
        return least_harm(race, moves or _by_type(legal, "SpecialMove"))
    return chosen


# ---------------------------------------------------------------- entry point


def _by_type(legal: tuple[LegalCommand, ...], kind: str) -> list[LegalCommand]:
    """The legal commands of one type."""
    return [lc for lc in legal if lc.command["type"] == kind]


def choose(view: View, legal: tuple[LegalCommand, ...], rnd: random.Random) -> Body:
    """Choose a command body from the seat's view and legal commands (deterministic; `rnd` is unused)."""
    _stuck_among.cache_clear()  # kept within one decision only (a pure function: another thread's entries are as good)
    kinds = {lc.command["type"] for lc in legal}
    if "FinishBetting" in kinds:
        return bet_command(view, legal)
    if "RollDice" in kinds:
        return {"type": "RollDice"}
    if kinds & {"Pass", "MoveHorse", "SpecialMove"}:
        return move_command(view, legal)
    return dict(legal[0].command)
