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
from itertools import permutations
from operator import mul
from typing import NotRequired, TypedDict

from games.base import LegalCommand
from games.bot_kit import Body, Record, View

from .content import CARDS, HORSES
from .race import steps

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

_INDEX = {horse: i for i, horse in enumerate(HORSES)}
_PAIRS = tuple(permutations(HORSES, 2))  # every (first, second) finish, in the order the odds list them


def now(view: View) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The horses' squares (in HORSES order) and the finished horses."""
    at = {h["horse"]: h["square"] for h in view["horses"]}
    return tuple(at[h] for h in HORSES), tuple(view["finishers"])


def standing(squares: tuple[int, ...], finishers: tuple[str, ...]) -> list[int]:
    """A horse's standing as one number, in HORSES order: finished horses far ahead in finishing order."""
    return [FINISHED - 100 * finishers.index(h) if h in finishers else s for h, s in zip(HORSES, squares)]


def outlook_of(standings: list[int], push: list[int], judgement: Judgement) -> tuple[float, ...]:
    """Each horse's standing plus the counted push of the hand (whole numbers: the same floats as summing floats)."""
    future = judgement.future
    return tuple([s + future * p for s, p in zip(standings, push)])


def blur(squares: tuple[int, ...], finishers: tuple[str, ...], track: int, judgement: Judgement) -> float:
    """How uncertain the finish still is: it shrinks with the distance the first two horses have left."""
    left = [0 if h in finishers else max(0, track + 1 - s) for h, s in zip(HORSES, squares)]
    left.sort()
    return judgement.spread * math.sqrt(left[0] + left[1] + 4)


def card_push(card: Record, finishers: tuple[str, ...], backed: frozenset[str]) -> list[int]:
    """How far one card in hand can be expected to push each horse (a position card: the backed horses)."""
    push = [0] * len(HORSES)
    if card["colour"] is None:
        for horse in backed.difference(finishers):
            push[_INDEX[horse]] += NEUTRAL_VALUE[card["kind"]]
    elif card["colour"] not in finishers:
        push[_INDEX[card["colour"]]] += VALUE[card["kind"]]
    return push


def hand_push(hand: list[Record], finishers: tuple[str, ...], backed: frozenset[str]) -> list[int]:
    """How far the cards in hand can be expected to push each horse, in HORSES order."""
    push = colour_push(hand, finishers)
    neutral = neutral_push(hand)
    for horse in backed.difference(finishers):
        push[_INDEX[horse]] += neutral
    return push


def colour_push(hand: list[Record], finishers: tuple[str, ...]) -> list[int]:
    """How far the colour cards in hand can be expected to push their unfinished horses, in HORSES order."""
    push = [0] * len(HORSES)
    for card in hand:
        if card["colour"] is not None and card["colour"] not in finishers:
            push[_INDEX[card["colour"]]] += VALUE[card["kind"]]
    return push


def neutral_push(hand: list[Record]) -> int:
    """How far the position cards in hand can be expected to push each backed horse."""
    return sum(NEUTRAL_VALUE[card["kind"]] for card in hand if card["colour"] is None)


def finish_chances(outlook: tuple[float, ...], sigma: float) -> list[float]:
    """The chance of each (first, second) finish in _PAIRS order, from pairwise chances taken as independent.

    The chance that horse i beats horse k is phi((outlook[i] - outlook[k]) / (sigma * sqrt 2)), each product runs
    over its factors in horse order and the sum over the finishes in _PAIRS order.
    """
    raw = _finish_weights(_beats(outlook, sigma))
    total = sum(raw)
    return [p / total for p in raw]


def _beats(outlook: tuple[float, ...], sigma: float) -> tuple[float, ...]:
    """The chance that horse i beats horse k for each pair i < k (01, 02, 03, 12, 13, 23), then k beats i.

    Content has exactly four horses (0-3). erf is odd, so one erf per pair gives both of its chances.
    """
    spread, root2, erf = sigma * math.sqrt(2), math.sqrt(2), math.erf
    o0, o1, o2, o3 = outlook
    e01, e02, e03 = erf((o0 - o1) / spread / root2), erf((o0 - o2) / spread / root2), erf((o0 - o3) / spread / root2)
    e12, e13, e23 = erf((o1 - o2) / spread / root2), erf((o1 - o3) / spread / root2), erf((o2 - o3) / spread / root2)
    ahead = (0.5 * (1 + e01), 0.5 * (1 + e02), 0.5 * (1 + e03), 0.5 * (1 + e12), 0.5 * (1 + e13), 0.5 * (1 + e23))
    behind = (0.5 * (1 - e01), 0.5 * (1 - e02), 0.5 * (1 - e03), 0.5 * (1 - e12), 0.5 * (1 - e13), 0.5 * (1 - e23))
    return ahead + behind


def _finish_weights(beats: tuple[float, ...]) -> list[float]:
    """Each finish's product of pairwise chances, in _PAIRS order: the leader beats all three others, then the
    second beats the remaining two (bIK: the chance that horse I beats horse K)."""
    b01, b02, b03, b12, b13, b23, b10, b20, b30, b21, b31, b32 = beats
    l0, l1, l2, l3 = b01 * b02 * b03, b10 * b12 * b13, b20 * b21 * b23, b30 * b31 * b32
    first0 = [l0 * (b12 * b13), l0 * (b21 * b23), l0 * (b31 * b32)]
    first1 = [l1 * (b02 * b03), l1 * (b20 * b23), l1 * (b30 * b32)]
    first2 = [l2 * (b01 * b03), l2 * (b10 * b13), l2 * (b30 * b31)]
    first3 = [l3 * (b01 * b02), l3 * (b10 * b12), l3 * (b20 * b21)]
    return first0 + first1 + first2 + first3


# ---------------------------------------------------------------- bets


def backed(bet: Bet | None) -> frozenset[str]:
    """The horses a bet has money on."""
    if not bet or bet["kind"] == "none":
        return frozenset()
    second = bet.get("second")
    return frozenset((bet["horse"], second) if second else (bet["horse"],))


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


def payouts(bet: Bet) -> tuple[int, ...]:
    """The bet's payout for each finish, in _PAIRS order."""
    return tuple(payout(bet, first, second) for first, second in _PAIRS)


def gain(chances: list[float], pays: tuple[int, ...]) -> float:
    """The expected payout over the chances of each finish (summed in _PAIRS order)."""
    total: float = sum(map(mul, chances, pays))
    return total


def expected(bet: Bet | None, chances: list[float]) -> float:
    """The bet's expected payout over the chances of each finish (in _PAIRS order)."""
    if not bet or bet["kind"] == "none":
        return 0.0
    return gain(chances, payouts(bet))


def shapes(stake: int) -> list[Bet]:
    """Every bet at one total stake: place and win on each horse, each double with the minimum on second."""
    found = [Bet(kind=kind, horse=h, stake=stake) for kind in ("place", "win") for h in HORSES]
    found += [
        Bet(kind="double", horse=a, stake=stake - STAKE_MIN, second=b, second_stake=STAKE_MIN)
        for a, b in permutations(HORSES, 2)
    ]
    return found


# The bets compared before a race, each with its horses, its payouts and its total stake (fixed content).
_CANDIDATES = tuple(
    (bet, backed(bet), payouts(bet), bet["stake"] + bet.get("second_stake", 0)) for bet in shapes(BET_SCALE)
)


def best_bet(view: View) -> tuple[Bet, float]:
    """The bet the hand favours most (judged at a stake of 1,000; the first on a tie) and its edge.

    A bet's edge is its expected gain per unit staked, judged from the hand before the race; bets whose horses
    give the same outlook share its odds.
    """
    squares, finishers = now(view)
    hand, sigma = view["you"]["hand"], blur(squares, finishers, view["track_length"], BETTING)
    colours, neutral, standings = colour_push(hand, finishers), neutral_push(hand), standing(squares, finishers)
    odds: dict[tuple[float, ...], list[float]] = {}
    edges = []
    for bet, horses, pays, total in _CANDIDATES:
        push = [n + neutral if h in horses and h not in finishers else n for h, n in zip(HORSES, colours)]
        outlook = outlook_of(standings, push, BETTING)
        chances = odds.get(outlook)
        if chances is None:
            chances = odds[outlook] = finish_chances(outlook, sigma)
        edges.append((gain(chances, pays) / total, bet))
    edge, bet = max(edges, key=lambda found: found[0])
    return bet.copy(), edge


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


class RaceReading:
    """One card decision's fixed facts: the position, the hand and its push, the bet's payouts, the odds seen."""

    def __init__(self, view: View, bet: Bet) -> None:
        self.squares, self.finishers = now(view)
        self.track: int = view["track_length"]
        self.hand: list[Record] = view["you"]["hand"]
        self.backed, self.pays = backed(bet), payouts(bet)
        self.own = {card["id"]: card_push(card, self.finishers, self.backed) for card in self.hand}
        self.push = hand_push(self.hand, self.finishers, self.backed)
        self.gains: dict[tuple[tuple[float, ...], float], float] = {}
        self.positions: dict[tuple[str, str | None], tuple[list[int], tuple[str, ...], float]] = {}

    def after(self, card_id: str, horse: str | None) -> tuple[tuple[int, ...], tuple[str, ...]]:
        """Squares and finishers after playing the card on the horse."""
        moved = steps(CARDS[card_id], horse, self.squares, self.finishers)
        if horse is None or not moved:
            return self.squares, self.finishers
        i, squares = _INDEX[horse], self.squares
        square = squares[i] + moved
        squares = squares[:i] + (square,) + squares[i + 1 :]
        return squares, self.finishers + (horse,) if square > self.track else self.finishers

    def rest_push(self, card_id: str, finishers: tuple[str, ...]) -> list[int]:
        """The push of the hand without the played card (with the finishers after the play)."""
        if finishers is not self.finishers:
            rest = [c for c in self.hand if c["id"] != card_id]
            return hand_push(rest, finishers, self.backed)
        own = self.own.get(card_id, [0] * len(HORSES))
        return [total - mine for total, mine in zip(self.push, own)]

    def position_after(self, card_id: str, horse: str | None) -> tuple[list[int], tuple[str, ...], float]:
        """The standings, finishers and blur after the play (the same for every card of its kind on the horse)."""
        play = (CARDS[card_id].kind, horse)
        found = self.positions.get(play)
        if found is None:
            squares, finishers = self.after(card_id, horse)
            found = standing(squares, finishers), finishers, blur(squares, finishers, self.track, RACING)
            self.positions[play] = found
        return found

    def score(self, command: Body) -> float:
        """The bet's expected payout after the play, counting what the rest of the hand can still do."""
        standings, finishers, sigma = self.position_after(command["card"], command.get("horse"))
        key = (outlook_of(standings, self.rest_push(command["card"], finishers), RACING), sigma)
        found = self.gains.get(key)
        if found is None:
            found = self.gains[key] = gain(finish_chances(*key), self.pays)
        return found


def card_command(view: View, legal: tuple[LegalCommand, ...]) -> Body:
    """The card play that leaves the bet best placed (the first such play on a tie: every play without a bet)."""
    plays = [dict(lc.command) for lc in legal]
    bet = view["you"]["bet"]
    if not bet or bet["kind"] == "none":
        return plays[0]
    return max(plays, key=RaceReading(view, bet).score)


# ---------------------------------------------------------------- keeping and entry point


def keep_command(view: View) -> Body:
    """Keep the two strongest cards for the next race: up to 30 and the big position cards first."""
    strong = sorted(view["you"]["hand"], key=lambda c: (-KEEP_VALUE[c["kind"]], int(c["id"][1:])))[:2]
    return {"type": "KeepCards", "cards": sorted((c["id"] for c in strong), key=lambda i: int(i[1:]))}


def choose(view: View, legal: tuple[LegalCommand, ...], rnd: random.Random) -> Body:
    """Choose a command body from the seat's view and legal commands (deterministic; `rnd` is unused)."""
    kinds = {lc.command["type"] for lc in legal}
    if "PassBet" in kinds:
        return bet_command(view, legal)
    if "KeepCards" in kinds:
        return keep_command(view)
    if "PlayCard" in kinds:
        return card_command(view, legal)
    return dict(legal[0].command)
