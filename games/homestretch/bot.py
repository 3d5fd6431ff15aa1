"""The basic Homestretch player: draft shares by value per price, bet where tote x chance is best, race its horses;
and the expert's sharper one (`sharp`): the same player with weights tuned against basic seats.

It decides from its seat's view and the public component data (race cards, tote board and the
odds derived for it in content.json); it never looks at hidden state.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import chain

from games.base import LegalCommand
from games.bot_kit import Body, View

from .content import CONTENT
from .tote import average_odds

DICE = {s: (6 - abs(s - 7)) / 36 for s in range(2, 13)}
LINES = ("win", "place", "show")
PHASE_OF = {
    "PickShare": "draft",
    "PlaceToken": "betting",
    "RollDice": "racing",
    "MoveHorse": "racing",
    "SpecialMove": "racing",
    "EndTurn": "racing",
    "BuyShare": "buying",
    "BuyBlind": "buying",
    "PassBuy": "buying",
}


@dataclass(frozen=True)
class Weights:
    """What the player's draft, second-chance buy and bets weigh."""

    held: float  # shares of a horse a seat expects to split its purses with (itself included)
    per_dollar: bool  # draft by a share's value per dollar of its price (else by its value less its price)
    own_bonus: float  # a bet on a horse we hold shares in is worth this many times more: we will push it in the race


BASIC = Weights(held=2.0, per_dollar=True, own_bonus=1.15)
SHARP = Weights(held=1.5, per_dollar=False, own_bonus=1.5)


def _average() -> dict[int, list[float]]:
    cards = list(CONTENT.race_cards.values())
    odds = {cid: {str(h): v for h, v in rows.items()} for cid, rows in CONTENT.odds.items()}
    return {int(h): p for h, p in average_odds(cards, odds).items()}


AVERAGE = _average()


def mean_purses() -> list[float]:
    """The average Win, Place and Show purse of a race."""
    cards = list(CONTENT.race_cards.values())
    return [sum(c.purses[i] for c in cards) / len(cards) for i in range(3)]


def _horse_purses(horse: int, races_left: int) -> float:
    p, purses = AVERAGE[horse], mean_purses()
    exact = [p[0], p[1] - p[0], p[2] - p[1]]
    return races_left * sum(e * m for e, m in zip(exact, purses))


# Tables of the public component data, made once: each horse's purses by races left, each share card's horse, each
# spot's tote value, and each spot's tote x odds on each race card.
HORSE_PURSES = {(h, left): _horse_purses(h, left) for h in AVERAGE for left in range(len(CONTENT.race_decks) + 1)}
HORSE_OF = {card_id: card.horse for card_id, card in CONTENT.share_cards.items()}
TOTE_AT = {(h, line): CONTENT.tote[h][i] for h in CONTENT.tote for i, line in enumerate(LINES)}
SPOT_WORTH = {
    cid: {(h, line): CONTENT.tote[h][i] * odds[h][i] for h in odds for i, line in enumerate(LINES)}
    for cid, odds in CONTENT.odds.items()
}


def share_value(horse: int, races_left: int, weights: Weights = BASIC) -> float:
    """Expected purse money one share of the horse brings over the races left, split `weights.held` ways."""
    purses = HORSE_PURSES.get((horse, races_left))
    return (_horse_purses(horse, races_left) if purses is None else purses) / weights.held


def horse_of(card: str) -> int:
    """The horse a share card is for."""
    return HORSE_OF[card]


def pick_command(view: View, legal: Sequence[LegalCommand], weights: Weights = BASIC) -> Body:
    """Draft: the card with the best expected purse money per dollar of price (or less its price)."""
    left = len(CONTENT.race_decks)  # the view's "races": public component data, read without building the view

    def worth(lc: LegalCommand) -> float:
        value, price = share_value(horse_of(lc.command["card"]), left, weights), CONTENT.price(lc.command["card"])
        return value / price if weights.per_dollar else value - price

    return dict(max(legal, key=worth).command)


def buy_command(view: View, legal: Sequence[LegalCommand], weights: Weights = BASIC) -> Body:
    """Second-chance buy: the best-value face-up card if it pays back more than its price, else pass."""
    buys = [lc for lc in legal if lc.command["type"] == "BuyShare"]
    left = len(CONTENT.race_decks) - 1  # the view's "races" less the one run
    worth = {
        lc.command["card"]: share_value(horse_of(lc.command["card"]), left, weights) - CONTENT.price(lc.command["card"])
        for lc in buys
    }
    best = max(buys, key=lambda lc: worth[lc.command["card"]], default=None)
    return dict(best.command) if best and worth[best.command["card"]] > 0 else {"type": "PassBuy"}


def my_shares(view: View) -> dict[int, int]:
    """Shares this seat holds, by horse."""
    return _counted(view["seats"][view["you"]["seat"]]["shares"])


def _counted(cards: Iterable[str]) -> dict[int, int]:
    """Share cards counted by horse."""
    counts: dict[int, int] = {}
    for card in cards:
        horse = HORSE_OF[card]
        counts[horse] = counts.get(horse, 0) + 1
    return counts


def bet_command(view: View, legal: Sequence[LegalCommand], weights: Weights = BASIC) -> Body:
    """The spot where tote x chance (this card's odds) is best, with the biggest token left."""
    spots, own = SPOT_WORTH[view["card"]["id"]], my_shares(view)
    top = max(lc.command["value"] for lc in legal)

    def worth(lc: LegalCommand) -> float:
        h = lc.command["horse"]
        return spots[h, lc.command["line"]] * (weights.own_bonus if h in own else 1.0)

    return dict(max((lc for lc in legal if lc.command["value"] == top), key=worth).command)


def interest(view: View) -> dict[int, float]:
    """What each horse still racing is worth to this seat, relative to the average horse."""
    me, win = view["you"]["seat"], view["card"]["purses"]["win"]
    seats = view["seats"]
    held = _counted(chain.from_iterable(seat["shares"] for seat in seats))
    own = _counted(seats[me]["shares"])
    raw = {
        h["horse"]: win * own.get(h["horse"], 0) / max(1, held.get(h["horse"], 0))
        for h in view["horses"]
        if h["place"] is None
    }
    for t in view["board"]:
        if t["seat"] == me and t["horse"] in raw:
            raw[t["horse"]] += TOTE_AT[t["horse"], t["line"]] * t["value"] * CONTENT.token_unit
    mean = sum(raw.values()) / len(raw)
    return {h: v - mean for h, v in raw.items()}


def rolled_gain(view: View, rel: dict[int, float]) -> float:
    """Expected relative worth of the horse a fresh roll moves (finished horses count 0)."""
    return sum(p * rel.get(s, 0.0) for s, p in DICE.items())


def race_command(view: View, legal: Sequence[LegalCommand]) -> Body:
    """Move 2 for a horse worth it, else 1 and re-roll; special moves for the best last-place horse."""
    kinds = {lc.command["type"] for lc in legal}
    if kinds == {"RollDice"}:  # before the view is read: a roll needs none
        return {"type": "RollDice"}
    rel = interest(view)
    if "SpecialMove" in kinds:
        return dict(
            max(
                (lc for lc in legal if lc.command["type"] == "SpecialMove"),
                key=lambda lc: rel.get(lc.command["horse"], 0.0),
            ).command
        )
    if "MoveHorse" in kinds:
        horse = sum(view["turn"]["dice"])
        return {"type": "MoveHorse", "spaces": 2 if rel.get(horse, 0.0) >= 2 * rolled_gain(view, rel) else 1}
    if "EndTurn" in kinds:
        return {"type": "RollDice"} if rolled_gain(view, rel) > 0 else {"type": "EndTurn"}
    return {"type": "RollDice"}


def choose(view: View, legal: tuple[LegalCommand, ...], rnd: random.Random) -> Body:
    """Choose a command body from the seat's view and legal commands (deterministic; `rnd` is unused)."""
    return weighed(BASIC, view, legal)


def sharp(view: View, legal: tuple[LegalCommand, ...], rnd: random.Random) -> Body:
    """The command body the expert's own weights choose (its default choice and its moves in its playouts)."""
    return weighed(SHARP, view, legal)


def weighed(weights: Weights, view: View, legal: tuple[LegalCommand, ...]) -> Body:
    """The command body to send, drafting, buying and betting by `weights`."""
    phase = PHASE_OF[legal[0].command["type"]]  # each phase's commands are its own
    if phase == "draft":
        return pick_command(view, legal, weights)
    if phase == "betting":
        return bet_command(view, legal, weights)
    if phase == "buying":
        return buy_command(view, legal, weights)
    return race_command(view, legal)
