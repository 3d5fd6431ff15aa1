"""The basic Homestretch player: draft shares by value per price, bet where tote x chance is best, race its horses.

It decides from its seat's view and the public component data (race cards, tote board and the
odds derived for it in content.json); it never looks at hidden state.
"""

from __future__ import annotations

import random

from games.base import LegalCommand
from games.homestretch.content import CONTENT
from games.homestretch.tote import average_odds

from .common import Body, View

DICE = {s: (6 - abs(s - 7)) / 36 for s in range(2, 13)}
LINES = ("win", "place", "show")
HELD_GUESS = 2.0  # shares of a horse a seat expects to split its purses with (itself included)
OWN_HORSE_BONUS = 1.15  # a horse we hold shares in is one we will push in the race


def _average() -> dict[int, list[float]]:
    cards = list(CONTENT.race_cards.values())
    odds = {cid: {str(h): v for h, v in rows.items()} for cid, rows in CONTENT.odds.items()}
    return {int(h): p for h, p in average_odds(cards, odds).items()}


AVERAGE = _average()


def mean_purses() -> list[float]:
    """The average Win, Place and Show purse of a race."""
    cards = list(CONTENT.race_cards.values())
    return [sum(c.purses[i] for c in cards) / len(cards) for i in range(3)]


def share_value(horse: int, races_left: int) -> float:
    """Expected purse money one share of the horse brings over the races left."""
    p, purses = AVERAGE[horse], mean_purses()
    exact = [p[0], p[1] - p[0], p[2] - p[1]]
    return races_left * sum(e * m for e, m in zip(exact, purses)) / HELD_GUESS


def horse_of(card: str) -> int:
    """The horse a share card is for."""
    return CONTENT.share_cards[card].horse


def pick_command(view: View, legal: list[LegalCommand]) -> Body:
    """Draft: the card with the best expected purse money per dollar of price."""
    left = view["races"]
    return dict(
        max(
            legal, key=lambda lc: share_value(horse_of(lc.command["card"]), left) / CONTENT.price(lc.command["card"])
        ).command
    )


def buy_command(view: View, legal: list[LegalCommand]) -> Body:
    """Second-chance buy: the best-value face-up card if it pays back more than its price, else pass."""
    buys = [lc for lc in legal if lc.command["type"] == "BuyShare"]
    left = view["races"] - 1
    worth = {
        lc.command["card"]: share_value(horse_of(lc.command["card"]), left) - CONTENT.price(lc.command["card"])
        for lc in buys
    }
    best = max(buys, key=lambda lc: worth[lc.command["card"]], default=None)
    return dict(best.command) if best and worth[best.command["card"]] > 0 else {"type": "PassBuy"}


def my_shares(view: View) -> dict[int, int]:
    """Shares this seat holds, by horse."""
    me = view["you"]["seat"]
    counts: dict[int, int] = {}
    for card in view["seats"][me]["shares"]:
        counts[horse_of(card)] = counts.get(horse_of(card), 0) + 1
    return counts


def bet_command(view: View, legal: list[LegalCommand]) -> Body:
    """The spot where tote x chance (this card's odds) is best, with the biggest token left."""
    odds, own = CONTENT.odds[view["card"]["id"]], my_shares(view)
    top = max(lc.command["value"] for lc in legal)

    def worth(lc: LegalCommand) -> float:
        h, line = lc.command["horse"], LINES.index(lc.command["line"])
        return CONTENT.tote[h][line] * odds[h][line] * (OWN_HORSE_BONUS if h in own else 1.0)

    return dict(max((lc for lc in legal if lc.command["value"] == top), key=worth).command)


def interest(view: View) -> dict[int, float]:
    """What each horse still racing is worth to this seat, relative to the average horse."""
    me, card = view["you"]["seat"], view["card"]
    held: dict[int, int] = {}
    for seat in view["seats"]:
        for c in seat["shares"]:
            held[horse_of(c)] = held.get(horse_of(c), 0) + 1
    own = my_shares(view)
    racing = [h for h in view["horses"] if h["place"] is None]
    raw = {h["horse"]: card["purses"]["win"] * own.get(h["horse"], 0) / max(1, held.get(h["horse"], 0)) for h in racing}
    for t in view["board"]:
        if t["seat"] == me and t["horse"] in raw:
            raw[t["horse"]] += CONTENT.tote[t["horse"]][LINES.index(t["line"])] * t["value"] * CONTENT.token_unit
    mean = sum(raw.values()) / len(raw)
    return {h: v - mean for h, v in raw.items()}


def rolled_gain(view: View, rel: dict[int, float]) -> float:
    """Expected relative worth of the horse a fresh roll moves (finished horses count 0)."""
    return sum(p * rel.get(s, 0.0) for s, p in DICE.items())


def race_command(view: View, legal: list[LegalCommand]) -> Body:
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
    kinds = {lc.command["type"] for lc in legal}
    if "PickShare" in kinds:
        return pick_command(view, list(legal))
    if "PlaceToken" in kinds:
        return bet_command(view, list(legal))
    if "PassBuy" in kinds:
        return buy_command(view, list(legal))
    return race_command(view, list(legal))
