"""The basic Long Shot player: buy well-barred horses early, back the likely placers before the No-bets
stretch, play the cards that push its own horses and bets (or hold rivals back), reroll only a bad roll.

It decides from its seat's view (its own hand, the public board, seats and bets) and its legal commands only.
`sharp` is the same player with the weights the expert plays by (`SHARP`, tuned in games against two `basic`
seats; docs/bots.md): it buys horses for their purse chances alone, sooner, and backs more horses.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from operator import attrgetter, itemgetter

from games.base import LegalCommand
from games.bot_kit import Body, Record, View

MEAN_MOVE = 7 / 6  # the English move die 0,1,1,1,1,3
MAX_HORSES = 3


@dataclass(frozen=True)
class Weights:
    """What the player's buying and betting weigh."""

    bar_worth: float  # dollars per movement-bar number: each moves an owned horse on about a tenth of its turns
    purse_worth: float  # dollars a sure place in the first three is worth to an owner
    buy_margin: float  # dollars a horse's worth must clear its price by
    buy_until: int  # the last turn a horse is bought on
    bet_edge: float  # dollars added to a $5 bet's expected gain (a bet also keeps money from the rivals' reach)


BASIC = Weights(bar_worth=8, purse_worth=75, buy_margin=12, buy_until=60, bet_edge=-0.5)
SHARP = Weights(bar_worth=0, purse_worth=100, buy_margin=0, buy_until=30, bet_edge=3)


def weights_of(view: View) -> Weights:
    """The weights this decision is made by (`weighed` puts them in its working view; basic's otherwise)."""
    weights: Weights = view.get("_weights", BASIC)
    return weights


def _me(view: View) -> Record:
    seat: Record = view["seats"][view["you"]["seat"]]
    return seat


def _eta(view: View, horse: Record, owned: bool | None = None) -> float:
    """Turns-ish a racing horse still needs: distance left, shortened by an owner's movement bar."""
    owned = horse["owner"] is not None if owned is None else owned
    left: int = view["track"]["finish"] - horse["space"]
    return left / (1 + (0.25 * len(horse["bar"]) if owned else 0))


def ranks(view: View) -> dict[int, float]:
    """Predicted finishing rank of every horse (ties share the average rank); placed ones keep their place."""
    known: dict[int, float] | None = view.get("_ranks")  # `choose` works them out once per decision
    if known is not None:
        return known
    racing = {h["horse"]: _eta(view, h) for h in view["horses"] if h["place"] is None}
    result = {h["horse"]: float(h["place"]) for h in view["horses"] if h["place"] is not None}
    etas, first = sorted(racing.values()), len(view["placings"]) + 1
    for horse, eta in racing.items():  # rank_of(view, eta, the other etas), each count by bisection
        behind = bisect_left(etas, eta)
        tied = bisect_right(etas, eta) - behind - 1
        result[horse] = first + (behind + 0.5 * tied if tied else behind)
    return result


def rank_of(view: View, eta: float, others: list[float]) -> float:
    """The rank of a horse needing `eta` among racers needing `others`, after the placed horses."""
    ahead = sum(1 for e in others if e < eta) + sum(0.5 for e in others if e == eta)
    return len(view["placings"]) + 1 + ahead


def chance(rank: float) -> float:
    """Chance a horse of that predicted rank ends in the first three."""
    return max(0.1, 0.8 - 0.12 * (rank - 1))


def p_top3(view: View, horse: int) -> float:
    """Chance the horse ends in the first three (exact once it has finished)."""
    place = view["horses"][horse - 1]["place"]
    if place is not None:
        return 1.0 if place <= 3 else 0.0
    return chance(ranks(view)[horse])


def my_stake(view: View, horse: int) -> int:
    if "_stakes" in view:
        known: int = view["_stakes"].get(horse, 0)  # `choose` adds them up once per decision
        return known
    return sum(b["amount"] for b in _me(view)["bets"] if b["horse"] == horse)


def _stakes(view: View) -> dict[int, int]:
    """The seat's stake on each horse it has backed."""
    stakes: dict[int, int] = {}
    for b in _me(view)["bets"]:
        stakes[b["horse"]] = stakes.get(b["horse"], 0) + b["amount"]
    return stakes


def worth_per_space(view: View, horse: int) -> float:
    """Dollars one space of progress of this horse is worth to the seat (negative for a rival's front runner)."""
    known: dict[int, float] | None = view.get("_worth")  # `choose` keeps them for one decision
    if known is None:
        return _worth_per_space(view, horse)
    value = known.get(horse)
    if value is None:
        value = known[horse] = _worth_per_space(view, horse)
    return value


def _worth_per_space(view: View, horse: int) -> float:
    h, me = view["horses"][horse - 1], view["you"]["seat"]
    if h["place"] is not None:
        return 0.0
    value = 4.0 + 6.0 * p_top3(view, horse) if h["owner"] == me else 0.0
    value += my_stake(view, horse) * h["odds"]["show"] / 10
    if value == 0 and h["owner"] is not None and ranks(view)[horse] <= 4:
        value = -2.0
    return value


def roll_value(view: View, horse: int, move: int) -> float:
    """What a roll of (horse, move) is worth: the rolled horse and own horses with it in their bar."""
    me = view["you"]["seat"]
    if move == 0:
        return 2.0
    total = worth_per_space(view, horse) * move
    for h in view["horses"]:
        if h["owner"] == me and h["horse"] != horse and horse in h["bar"] and h["place"] is None:
            total += worth_per_space(view, h["horse"]) * move
    return total


def reroll_choice(view: View) -> Body:
    """Use the token only when rerolling one die is clearly better on average."""
    roll, faces = view["roll"], view["move_die"]
    racing = [h["horse"] for h in view["horses"] if h["place"] is None]
    now = roll_value(view, roll["horse"], roll["move"])
    by_horse = sum(roll_value(view, h, roll["move"]) for h in racing) / len(racing)
    by_move = sum(roll_value(view, roll["horse"], f) for f in faces) / len(faces)
    best = max((by_horse, "horse"), (by_move, "move"))
    if best[0] - now >= 6 or (view["turns"] > 40 and best[0] - now >= 3):
        return {"type": "UseReroll", "die": best[1]}
    return {"type": "AcceptRoll"}


def bar_move_value(view: View, horse: int) -> float:
    """What moving an own horse by its movement bar now is worth: progress (a finish above all), less a bet it
    could no longer take in the No-bets stretch and a feature move it would give up."""
    h, track = view["horses"][horse - 1], view["track"]
    steps: int = view["roll"]["move"]
    if h["space"] + steps >= track["finish"]:
        return 100 + my_stake(view, horse)
    value = worth_per_space(view, horse) * (steps + _feature_shift(view, h, h["space"] + steps))
    if h["space"] < track["no_bets_from"] <= h["space"] + steps and _me(view)["cash"] >= 5:
        value -= max(0.0, bet_value(view, horse, 5))
    return value


def _feature_shift(view: View, h: Record, to: int) -> float:
    """Spaces the horse's own feature gains (+) or loses (-) next turn by standing on `to` instead of where it is."""
    racing = [o["space"] for o in view["horses"] if o["place"] is None and o["horse"] != h["horse"]]
    if h["feature"] == "last_chance" and h["space"] <= min(racing) < to:
        return -2
    if h["feature"] == "catch_up" and max(racing) - h["space"] >= 5 > max(racing) - to:
        return -1
    landing = {"six_shooter": (6, 12, 18), "eights": (8, 16)}.get(h["feature"], ())
    return (to in landing) - (h["space"] in landing)


def bar_choice(view: View, bodies: list[Record]) -> Record:
    """Move the offered horse the move is worth most for (a backed finisher first); decline when none pays."""
    moves = [b for b in bodies if b["type"] == "MoveBarHorse"]
    best = max(moves, key=lambda b: (bar_move_value(view, b["horse"]), -b["horse"]))
    return best if bar_move_value(view, best["horse"]) > 0 else {"type": "DeclineBarMoves"}


def bet_value(view: View, horse: int, amount: int, paid: bool = True) -> float:
    """Expected gain of a bet of `amount` on the horse."""
    known: dict[tuple[int, int, bool], float] | None = view.get("_bets")  # `choose` keeps them for one decision
    if known is None:
        return _bet_value(view, horse, amount, paid)
    value = known.get((horse, amount, paid))
    if value is None:
        value = known[horse, amount, paid] = _bet_value(view, horse, amount, paid)
    return value


def _bet_value(view: View, horse: int, amount: int, paid: bool) -> float:
    h = view["horses"][horse - 1]
    rank = min(max(round(ranks(view)[horse]), 1), 3)
    odds: float = (h["odds"]["win"], h["odds"]["place"], h["odds"]["show"])[rank - 1]
    return amount * p_top3(view, horse) * odds - (amount if paid else 0)


def card_value(view: View, body: Record) -> float:
    """Dollars a card play is worth now."""
    card = _in_hand(view, body["card"])
    kind = card["kind"]
    if kind == "collect":
        return 10 if card["name"] == "Jackpot" else 5
    if kind == "pickpocket":
        cash: int = view["seats"][body["target"]]["cash"]
        return min(5, cash)
    if kind == "owners_purse":
        return 5 * len(_me(view)["horses"])
    if kind == "card_thief":
        return 3
    if kind in ("lead_bonus", "last_place_bonus"):
        mine = set(_me(view)["horses"])
        group = view["leaders"] if kind == "lead_bonus" else _last(view)
        return 10 if mine & set(group) else 0
    steps = CARD_STEPS
    if kind == "lead_stumbles":
        return sum(-2 * worth_per_space(view, h) for h in view["leaders"])
    horse: int = body["horse"]  # every other card is played on a horse
    if kind == "to_the_lead":
        gap: int = view["horses"][view["leaders"][0] - 1]["space"] - view["horses"][horse - 1]["space"]
        return worth_per_space(view, horse) * gap
    if kind in steps:
        return worth_per_space(view, horse) * steps[kind]
    return bet_value(view, horse, 5, paid=kind != "free_bet")


CARD_STEPS = {"spur": 1, "giddy_up": 2, "sprint": 3, "lucky_numba": 3, "muddy_track": -2, "lead_stumbles": -2}


def _in_hand(view: View, card: int) -> Record:
    """The seat's own card of that id."""
    if "_hand" in view:
        known: Record = view["_hand"][card]  # `choose` indexes the hand once per decision
        return known
    return next(c for c in view["you"]["hand"] if c["card"] == card)


STEAL_WORTH = {
    "collect": 5,
    "lead_bonus": 5,
    "owners_purse": 5,
    "last_place_bonus": 4,
    "to_the_lead": 5,
    "lead_stumbles": 3,
    "lead_bet": 3,
    "spur": 4,
    "muddy_track": 4,
    "pickpocket": 5,
    "card_thief": 3,
    "inside_tip": 4,
    "double_down": 2,
    "free_bet": 6,
}


def steal_worth(view: View, card: Record) -> float:
    """What a card taken from a rival's hand is worth: its own use to the seat (a void lead card, nothing)."""
    kind, horse = card["kind"], card["horse"]
    if card["lead"] and view["placings"]:
        return 0.0
    if kind == "collect" and card["name"] == "Jackpot":
        return 10.0
    if kind == "sprint":
        return 3 * max([worth_per_space(view, h) for h in _me(view)["horses"]], default=0.0)
    if kind in ("giddy_up", "lucky_numba"):
        return 1 + max(0.0, worth_per_space(view, horse)) * (2 if kind == "giddy_up" else 0.6)
    return STEAL_WORTH.get(kind, 1.0)


def _last(view: View) -> list[int]:
    racing = [h for h in view["horses"] if h["place"] is None]
    back = min(h["space"] for h in racing)
    return [h["horse"] for h in racing if h["space"] == back]


def buy_value(view: View, horse: int) -> float:
    """A horse's purse chances and bar, less its price; only early and up to three horses."""
    h, weights = view["horses"][horse - 1], weights_of(view)
    if len(_me(view)["horses"]) >= MAX_HORSES or h["in_stretch"] or view["turns"] > weights.buy_until:
        return -1.0
    others = [_eta(view, o) for o in view["horses"] if o["place"] is None and o["horse"] != horse]
    p = chance(rank_of(view, _eta(view, h, owned=True), others))
    price: int = h["price"]
    return p * weights.purse_worth + weights.bar_worth * len(h["bar"]) - price - weights.buy_margin


def action_value(view: View, body: Record) -> float:
    """The dollar worth of one legal action."""
    kind = body["type"]
    if kind == "PlayCard":
        return card_value(view, body)
    if kind == "BuyHorse":
        return buy_value(view, body["horse"])
    if kind == "PlaceBet":
        return bet_value(view, body["horse"], 5) + weights_of(view).bet_edge
    if kind == "DiscardCards":
        return 5 - 2.5 * (_keep_value(view, body["first"]) + _keep_value(view, body["second"]))
    return 0.0


def _keep_value(view: View, card: int) -> float:
    """How much a card in hand is worth keeping (void lead cards and unlikely lucky numbas, little)."""
    if "_keep" in view:
        known: float = view["_keep"][card]  # `choose` works them out once per decision
        return known
    return _keep_worth(view, next(c for c in view["you"]["hand"] if c["card"] == card))


def _keep_worth(view: View, info: Record) -> float:
    """`_keep_value` of a card of the hand, given its info."""
    if info["lead"] and view["placings"]:
        return 0.0
    return 0.4 if info["kind"] == "lucky_numba" else 1.0


_COMMAND, _TYPE = attrgetter("command"), itemgetter("type")
_READ = ("horses", "seats", "you", "track", "leaders", "placings", "roll", "move_die", "turns")  # all it reads


def choose(view: View, legal: tuple[LegalCommand, ...], rnd: random.Random) -> Body:
    """The command body to send."""
    return weighed(BASIC, view, legal)


def sharp(view: View, legal: tuple[LegalCommand, ...], rnd: random.Random) -> Body:
    """The command body the expert's own weights choose (its default choice and its moves in its playouts)."""
    return weighed(SHARP, view, legal)


def weighed(weights: Weights, view: View, legal: tuple[LegalCommand, ...]) -> Body:
    """The command body to send, buying and betting by `weights`."""
    bodies: list[Record] = list(map(_COMMAND, legal))  # read only: the body chosen is returned as a copy
    kinds = set(map(_TYPE, bodies))
    if "RollDice" in kinds:  # before the view is read: a roll needs none
        return {"type": "RollDice"}
    view = {key: view[key] for key in _READ}  # the view's parts this bot reads, once; this decision's workings added
    view["_ranks"] = ranks(view)
    view["_stakes"], view["_worth"], view["_bets"], view["_weights"] = _stakes(view), {}, {}, weights
    if "DiscardCards" in kinds:
        view["_keep"] = {c["card"]: _keep_worth(view, c) for c in view["you"]["hand"]}
    if "AcceptRoll" in kinds:
        return reroll_choice(view)
    if "DeclineBarMoves" in kinds:
        return dict(bar_choice(view, bodies))
    if "StealCard" in kinds:
        hand = view["you"]["looking_at"]["hand"]
        return dict(
            max(bodies, key=lambda b: (steal_worth(view, next(c for c in hand if c["card"] == b["card"])), -b["card"]))
        )
    view["_hand"] = {c["card"]: c for c in view["you"]["hand"]}
    return _best_action(view, bodies)


def _best_action(view: View, bodies: list[Record]) -> Body:
    """The first action of the highest worth, or Pass when none is worth anything."""
    keep = view.get("_keep", {})
    values = [  # action_value of each (a discard's, inline: most bodies are discards)
        5 - 2.5 * (keep[b["first"]] + keep[b["second"]]) if b["type"] == "DiscardCards" else action_value(view, b)
        for b in bodies
    ]
    top = max(values)
    return dict(bodies[values.index(top)]) if top > 0 else {"type": "Pass"}
