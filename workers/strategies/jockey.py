"""The basic Jockey player: back the horses its hand favours, race them home with its cards, dump the rest harmlessly.

It decides from its seat's view only (its own hand and bet, the public horses and money) and its legal
commands; the card effects come from the ruleset's pure race module. Every decision rests on one estimate,
the odds of each (first, second) finish: a horse's outlook is its square plus what the seat's own cards can
still give it, blurred by what the rest of the race (everyone else's cards) may do.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations
from typing import NotRequired, TypedDict

from games.base import LegalCommand
from games.jockey.content import CARDS, HORSES
from games.jockey.race import steps

from .common import Body, Record, View

VALUE = {"plus7": 7, "plus10": 10, "triple": 8, "upto30": 15}  # what a colour card is expected to give its horse
NEUTRAL_VALUE = {"no2plus13": 4, "no4plus20": 5, "no3upto18": 4}  # a position card's expected help to a backed horse
KEEP_VALUE = {"upto30": 30, "no4plus20": 20, "no2plus13": 13, "plus10": 10, "no3upto18": 9, "triple": 8, "plus7": 7}
FINISHED = 1000  # progress credited to a finished horse (less 100 per place)
UNIT, STAKE_MIN = 100, 100  # stakes are in hundreds, at least 100 per horse
BET_SCALE = 1000  # the total stake at which bets are compared
MIN_EDGE = 0.15  # expected gain per unit staked below which the bot passes
STAKE_PER_EDGE = 0.6  # share of the bet cap staked per unit of expected gain per unit staked
MAX_SHARE = 0.8  # never more than this share of the bet cap
SECOND_SHARE = 0.2  # a double's share of the stake on its second horse
LOAN_EDGE = 0.6  # borrow only for a bet expected to gain this much per unit staked
PAYS = {"place": 1, "win": 3, "double": 3}  # what a bet pays per unit staked when its first horse comes in


class Bet(TypedDict):
    """A bet as the bot weighs it: one of its candidates, or its own sealed bet from the view (whose kind "none",
    a sealed pass, has no horse; no other field of it is read)."""

    kind: str  # "place" | "win" | "double" | "none"
    horse: str
    stake: int
    second: NotRequired[str | None]  # a double's second horse
    second_stake: NotRequired[int]


@dataclass(frozen=True)
class Judgement:
    """How the odds are read: the share of the hand's value counted, and the blur per root square left."""

    future: float
    spread: float


# Betting counts the hand cautiously (not every card gets played). Racing counts a card in hand a little
# above its face value: the bot holds its own horse's cards for the run-in (where the position cards and
# "up to 30" help it most) and gets rid of a rival's cards early, while they can still do little harm.
BETTING = Judgement(future=0.7, spread=1.5)
RACING = Judgement(future=1.2, spread=1.5)


# ---------------------------------------------------------------- the odds of each finish


def phi(x: float) -> float:
    """The standard normal distribution function."""
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


def now(view: View) -> tuple[dict[str, int], list[str]]:
    """The horses' squares and the finished horses."""
    return {h["horse"]: h["square"] for h in view["horses"]}, list(view["finishers"])


def progress(squares: dict[str, int], finishers: list[str]) -> dict[str, float]:
    """A horse's standing as one number: finished horses far ahead in finishing order."""
    return {h: FINISHED - 100 * finishers.index(h) if h in finishers else squares[h] for h in HORSES}


def blur(squares: dict[str, int], finishers: list[str], track: int, judgement: Judgement) -> float:
    """How uncertain the finish still is: it shrinks with the distance the first two horses have left."""
    left = sorted(0 if h in finishers else max(0, track + 1 - squares[h]) for h in HORSES)[:2]
    return judgement.spread * math.sqrt(sum(left) + 4)


def hand_push(hand: list[Record], finishers: list[str], backed: set[str]) -> dict[str, float]:
    """How far the cards in hand can be expected to push each horse (position cards: the backed horses)."""
    push = dict.fromkeys(HORSES, 0.0)
    for card in hand:
        if card["colour"] is None:
            for horse in backed - set(finishers):
                push[horse] += NEUTRAL_VALUE[card["kind"]]
        elif card["colour"] not in finishers:
            push[card["colour"]] += VALUE[card["kind"]]
    return push


def beats(outlook: dict[str, float], sigma: float, horse: str, other: str) -> float:
    """The chance that `horse` finishes ahead of `other`."""
    return phi((outlook[horse] - outlook[other]) / (sigma * math.sqrt(2)))


def order_odds(outlook: dict[str, float], sigma: float) -> dict[tuple[str, str], float]:
    """The chance of each (first, second) finish, from pairwise chances taken as independent."""
    return dict(_order_odds(tuple(outlook[h] for h in HORSES), sigma))


_PAIRS = tuple(permutations(HORSES, 2))
# The same finishes by index into HORSES: (first, second, the others), in permutations' order.
_FINISHES = tuple(
    (a, b, tuple(k for k in range(len(HORSES)) if k not in (a, b))) for a, b in permutations(range(len(HORSES)), 2)
)
_OTHERS = tuple(tuple(k for k in range(len(HORSES)) if k != a) for a in range(len(HORSES)))


@lru_cache(maxsize=4096)
def _order_odds(outlook: tuple[float, ...], sigma: float) -> dict[tuple[str, str], float]:
    """order_odds of an outlook given in HORSES order (read only: shared by every caller with the same outlook).

    Each pairwise chance is computed once, as `beats` computes it, and the products and their sum run over the
    same factors in the same order: the same floats as multiplying the chances out per finish.
    """
    spread, root2, erf = sigma * math.sqrt(2), math.sqrt(2), math.erf
    # beat[i][k] = beats(outlook, sigma, HORSES[i], HORSES[k]) = phi((outlook[i] - outlook[k]) / (sigma * sqrt 2))
    beat = [[0.5 * (1 + erf((mine - other) / spread / root2)) for other in outlook] for mine in outlook]
    leads = [math.prod([row[k] for k in others]) for row, others in zip(beat, _OTHERS, strict=True)]
    raw = [leads[a] * math.prod([beat[b][k] for k in rest]) for a, b, rest in _FINISHES]
    total = sum(raw)
    return {pair: p / total for pair, p in zip(_PAIRS, raw, strict=True)}


def odds(
    view: View,
    squares: dict[str, int],
    finishers: list[str],
    hand: list[Record],
    backed: set[str],
    judgement: Judgement,
) -> dict[tuple[str, str], float]:
    """The odds of each finish from a position and the cards still in hand."""
    push, prog = hand_push(hand, finishers, backed), progress(squares, finishers)
    outlook = {h: prog[h] + judgement.future * push[h] for h in HORSES}
    sigma = blur(squares, finishers, view["track_length"], judgement)
    return _order_odds(tuple(outlook[h] for h in HORSES), sigma)  # order_odds without its copy: only read


# ---------------------------------------------------------------- bets


def backed(bet: Bet | None) -> set[str]:
    """The horses a bet has money on."""
    if not bet or bet["kind"] == "none":
        return set()
    second = bet.get("second")
    return {bet["horse"]} | ({second} if second else set())


def payout(bet: Bet, first: str, second: str) -> int:
    """What the bank pays the bet for that finish (negative: what the seat pays)."""
    kind, horse, stake = bet["kind"], bet["horse"], bet["stake"]
    if kind == "place":
        return stake if horse in (first, second) else -stake
    if kind == "win":
        return 3 * stake if horse == first else -stake
    other, other_stake = bet["second"], bet["second_stake"]
    if horse == first:
        return 4 * (stake + other_stake) if other == second else 3 * stake - other_stake
    return other_stake - stake if other in (first, second) else -(stake + other_stake)


def expected(bet: Bet | None, chances: dict[tuple[str, str], float]) -> float:
    """The bet's expected payout over the odds of each finish."""
    if not bet or bet["kind"] == "none":
        return 0.0
    # payout(bet, first, second) per finish, written out per kind (the same terms summed in the same order)
    kind, horse, stake = bet["kind"], bet["horse"], bet["stake"]
    if kind == "place":
        return sum(p * (stake if horse in (first, second) else -stake) for (first, second), p in chances.items())
    if kind == "win":
        return sum(p * (3 * stake if horse == first else -stake) for (first, _), p in chances.items())
    return sum(p * payout(bet, first, second) for (first, second), p in chances.items())


def shapes(stake: int) -> list[Bet]:
    """Every bet at one total stake: place and win on each horse, each double with the minimum on second."""
    found = [Bet(kind=kind, horse=h, stake=stake) for kind in ("place", "win") for h in HORSES]
    found += [
        Bet(kind="double", horse=a, stake=stake - STAKE_MIN, second=b, second_stake=STAKE_MIN)
        for a, b in permutations(HORSES, 2)
    ]
    return found


def edge_of(view: View, bet: Bet) -> float:
    """The bet's expected gain per unit staked, judged from the hand before the race."""
    squares, finishers = now(view)
    chances = odds(view, squares, finishers, view["you"]["hand"], backed(bet), BETTING)
    return expected(bet, chances) / (bet["stake"] + bet.get("second_stake", 0))


def best_bet(view: View) -> tuple[Bet, float]:
    """The bet the hand favours most (judged at a stake of 1,000; the first on a tie) and its edge."""
    edges = [(edge_of(view, bet), bet) for bet in shapes(BET_SCALE)]
    edge, bet = max(edges, key=lambda found: found[0])
    return bet, edge


def catch_up(view: View, kind: str) -> int:
    """In the last race, the stake whose win would lift the seat past the richest other seat (0 if ahead)."""
    if view["race"] != view["races"]:
        return 0
    me = view["you"]["seat"]
    behind = max(s["money"] for s in view["seats"] if s["seat"] != me) - view["seats"][me]["money"]
    return behind // PAYS[kind] // UNIT * UNIT + UNIT if behind >= 0 else 0


def least(bet: Bet) -> int:
    """The smallest total stake the bet allows: the minimum on each of its horses."""
    return STAKE_MIN * len(backed(bet))


def sized(view: View, bet: Bet, edge: float) -> Bet:
    """The bet staked by confidence (a share of the cap growing with the edge), or enough to catch the leader."""
    cap = view["you"]["bet_cap"]
    total = int(cap * min(MAX_SHARE, STAKE_PER_EDGE * edge)) // UNIT * UNIT
    total = min(cap, max(total, catch_up(view, bet["kind"]), least(bet)))
    if bet["kind"] != "double":
        return {**bet, "stake": total}
    second = max(STAKE_MIN, int(total * SECOND_SHARE) // UNIT * UNIT)
    return {**bet, "stake": total - second, "second_stake": second}


def bet_command(view: View, legal: tuple[LegalCommand, ...]) -> Body:
    """A loan when a good bet lacks capital; then the best bet, sized to its edge; a pass when none is good."""
    bet, edge = best_bet(view)
    loan = next((lc for lc in legal if lc.command["type"] == "TakeLoan"), None)
    if loan is not None and edge >= LOAN_EDGE:
        return {**loan.command, "amount": loan.params["amount"].max}
    if view["you"]["bet_cap"] < least(bet) or edge < MIN_EDGE:
        return {"type": "PassBet"}
    return {"type": "PlaceBet", **sized(view, bet, edge)}


# ---------------------------------------------------------------- racing


def after(view: View, card_id: str, horse: str | None) -> tuple[dict[str, int], list[str]]:
    """Squares and finishers after playing the card on the horse."""
    squares, finishers = now(view)
    moved = steps(CARDS[card_id], horse, tuple(squares[h] for h in HORSES), tuple(finishers))
    if horse is not None and moved:
        squares[horse] += moved
        if squares[horse] > view["track_length"]:
            finishers.append(horse)
    return squares, finishers


def play_score(view: View, command: Body) -> float:
    """The bet's expected payout after the play, counting what the rest of the hand can still do."""
    bet = view["you"]["bet"]
    squares, finishers = after(view, command["card"], command.get("horse"))
    rest = [c for c in view["you"]["hand"] if c["id"] != command["card"]]
    return expected(bet, odds(view, squares, finishers, rest, backed(bet), RACING))


def card_command(view: View, legal: tuple[LegalCommand, ...]) -> Body:
    """The card play that leaves the bet best placed (the first such play on a tie)."""
    plays = [dict(lc.command) for lc in legal]
    return max(plays, key=lambda body: play_score(view, body))


# ---------------------------------------------------------------- keeping and entry point


def keep_command(view: View) -> Body:
    """Keep the two strongest cards for the next race: up to 30 and the big position cards first."""
    strong = sorted(view["you"]["hand"], key=lambda c: (-KEEP_VALUE[c["kind"]], int(c["id"][1:])))[:2]
    return {"type": "KeepCards", "cards": sorted((c["id"] for c in strong), key=lambda i: int(i[1:]))}


def choose(view: View, legal: tuple[LegalCommand, ...], rnd: random.Random) -> Body:
    """Choose a command body from the seat's view and legal commands (deterministic; `rnd` is unused)."""
    _order_odds.cache_clear()  # kept within one decision only (a pure function: another thread's entries are as good)
    kinds = {lc.command["type"] for lc in legal}
    if "PassBet" in kinds:
        return bet_command(view, legal)
    if "KeepCards" in kinds:
        return keep_command(view)
    if "PlayCard" in kinds:
        return card_command(view, legal)
    return dict(legal[0].command)
