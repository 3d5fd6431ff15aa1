"""The basic Photo Finish player: back the front-runners (and good-value favourites), push them on, hold others back.

It decides from its seat's view only (the public row, dice and pool, its own sealed bets) and
previews each legal die use with the ruleset's pure effect functions; it never looks at hidden state.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any, TypedDict

from games.base import LegalCommand, known
from games.photo_finish.content import COLOURS, CONTENT
from games.photo_finish.effects import horseshoe, placed, used
from games.photo_finish.field import advance, reorder
from games.photo_finish.placements import adjacent_start, splits_heat, target
from games.photo_finish.state import Race, TileDice

from .common import Body, View

WIN = (1.0, 0.42, 0.22, 0.11, 0.06, 0.03, 0.02)  # rough chance to win from each place, front first
TOP_TWO = (1.0, 0.85, 0.45, 0.22, 0.11, 0.06, 0.03)  # rough chance to finish in the first two
COLOUR_POWER = {"white": 1, "red": 3, "green": 1, "black": 3, "yellow": 4}  # how much a die can change
PASS_PENALTY = 15  # per power point of the two dice handed to an opponent
SIDE_BET_VALUE = 500  # a side bet always counts its full $500 in the grand total
EXTRA_MOVE_VALUE = 250
FREE_VALUE = {"side_bet": SIDE_BET_VALUE, "extra_move": EXTRA_MOVE_VALUE}  # what a free face adds to a use's score
STAKE_SHARE = {1: 1.0, 2: 0.7, 3: 0.8}


class PlannedBet(TypedDict):
    """One bet the seat means to have placed this race."""

    kind: str  # "winner" | "place"
    horses: list[int]
    amount: int


# ---------------------------------------------------------------- what the seat knows


def race_from(view: View) -> Race:
    """The public race as the ruleset's Race, to preview effects on."""
    track = view["track"]
    on_tiles = tuple(
        TileDice(t["tile"], tuple(placed(d["colour"], d["face"]) for d in t["dice"])) for t in track["row"] if t["dice"]
    )
    return Race(
        tuple(t["tile"] for t in track["row"]),
        track["dead_even"],
        on_tiles,
        tuple(track["pool"][c] for c in COLOURS),
        tuple(track["out"][c] for c in COLOURS),
        track["dead_even_used"],
        tuple(track["disqualified"]),
    )


def odds(view: View) -> dict[int, int]:
    """Each running horse's odds, by its starting position."""
    track = view["track"]
    return dict(zip(track["starting"], track["odds"]))


def value(view: View, race: Race) -> float:
    """Expected return of the seat's bets (and outsider bonuses) if the race stood like this."""
    return _Valuer(view)(race)


OUTSIDER_BONUS = {
    face: int(face.split("_")[1]) for faces in CONTENT.faces.values() for face in faces if face.startswith("outsider")
}


class _Valuer:
    """`value` for one decision: the seat's bets priced once from the view (stake x odds), then each race valued."""

    def __init__(self, view: View):
        price = odds(view)
        self.priced = [_priced(bet, price) for bet in view["you"]["bets"]]
        self.backed = frozenset(horses[0] for winner, horses, _ in self.priced if winner)

    def __call__(self, race: Race) -> float:
        return self.of_row(race.row, race.dead_even, self._bonus(race) if self.backed else {})

    def of_row(self, row: tuple[int, ...], dead_even: bool, bonus: Mapping[int, int]) -> float:
        """The value of a race standing in `row` (dead even or not) with these outsider amounts on backed horses."""
        total, last = 0.0, len(row) - 1
        heat = dead_even and last >= 1
        for winner, horses, stake in self.priced:
            if winner:
                h = horses[0]
                if h not in row:
                    continue
                at = row.index(h)
                place, share = (max(0, last - 1 - at), 0.5 if at >= last - 1 else 1.0) if heat else (last - at, 1.0)
                total += (stake + bonus.get(h, 0)) * WIN[place] * share
            else:
                first, second = horses
                if first not in row or second not in row:
                    continue
                one, two = row.index(first), row.index(second)
                if heat:
                    chance = TOP_TWO[max(0, last - 1 - one)] * TOP_TWO[max(0, last - 1 - two)]
                else:
                    chance = TOP_TWO[last - one] * TOP_TWO[last - two]
                total += stake * chance
        return total

    def _bonus(self, race: Race) -> dict[int, int]:
        """The outsider amount on each backed horse that carries one."""
        return outsider_bonus(self.backed, ((t.tile, [d.face for d in t.dice]) for t in race.on_tiles))


def outsider_bonus(backed: frozenset[int], faces_on: Iterable[tuple[int, list[str]]]) -> dict[int, int]:
    """The outsider amount on each backed horse that carries one, from each tile's faces."""
    bonus = {}
    for tile, faces in faces_on:
        if tile in backed:
            for face in faces:
                amount = OUTSIDER_BONUS.get(face)
                if amount is not None:
                    bonus[tile] = amount
    return bonus


def _priced(bet: Mapping[str, Any], price: dict[int, int]) -> tuple[bool, tuple[int, ...], int]:
    """(winner bet?, horses, stake x odds): a place bet's odds are both horses' odds summed."""
    horses = tuple(bet["horses"])
    if bet["kind"] == "winner":
        return True, horses, bet["amount"] * price[horses[0]] if horses[0] in price else 0
    return False, horses, bet["amount"] * sum(price.get(h, 0) for h in horses)


# ---------------------------------------------------------------- betting


def ranked_horses(view: View) -> list[int]:
    """Horses by promise: starting place, a favourite counting almost a place better."""
    row = view["track"]["row"]
    score = {t["tile"]: i + (0.8 if t["kind"] == "F" else 0) for i, t in enumerate(row)}
    return sorted(score, key=lambda h: -score[h])


def bet_plan(view: View) -> list[PlannedBet]:
    """Winner bets on the two most promising horses, a place bet on that pair."""
    capital = view["you"]["available"] + sum(b["amount"] for b in view["you"]["bets"])
    total = int(capital * STAKE_SHARE.get(view["race"], 0.7)) // CONTENT.bet_unit * CONTENT.bet_unit
    best = ranked_horses(view)[:2]
    shares = ((0.4, "winner", [best[0]]), (0.3, "winner", [best[1]]), (0.3, "place", sorted(best)))
    plan = [PlannedBet(kind=k, horses=h, amount=int(total * w) // 100 * 100) for w, k, h in shares]
    return [p for p in plan if p["amount"] >= CONTENT.bet_unit]


def bet_command(view: View, legal: tuple[LegalCommand, ...]) -> Body:
    """The next planned bet not placed yet, or finishing."""
    placed = {(b["kind"], tuple(b["horses"])) for b in view["you"]["bets"]}
    for bet in bet_plan(view):
        if (bet["kind"], tuple(bet["horses"])) in placed:
            continue
        for lc in legal:
            body = dict(lc.command)
            wanted = (
                body.get("horse") == bet["horses"][0]
                if bet["kind"] == "winner"
                else body.get("horses") == bet["horses"]
            )
            if body["type"] == ("BetOnWinner" if bet["kind"] == "winner" else "BetOnPlace") and wanted:
                return {**body, "amount": min(bet["amount"], lc.params["amount"].max)}
    return {"type": "FinishBetting"}


# ---------------------------------------------------------------- racing


def take_command(legal: tuple[LegalCommand, ...]) -> Body:
    """Take the dice that can change the most."""
    return dict(max(legal, key=lambda lc: sum(COLOUR_POWER[c] for c in lc.command["take"])).command)


def use_score(view: View, race: Race, body: Body) -> float:
    """Value after this use or put-away, minus what the two dice handed on could do for an opponent."""
    return _UseScore(view, race)(body)


STILL_FACES = frozenset({"side_bet", "extra_move", "inside_tip"})  # uses that move no horse and place no die
# uses that only move horses (up so many; a horseshoe that `leaves_value` not: a favourite's, or a tile's second)
ROW_FACES = {"horseshoe": 1, "double_horseshoes": 1, "rider_helmet": 2, "interference": 0}


class _UseScore:
    """use_score for one decision: the roll and each die's hand-on penalty read once, each use valued once."""

    def __init__(self, view: View, race: Race | None = None):
        track = view["track"]
        self.view, self.given, self.valuer, self.roll = view, race, _Valuer(view), track["roll"]
        self.row, self.dead_even = tuple(t["tile"] for t in track["row"]), track["dead_even"]
        self.penalty = [
            -PASS_PENALTY * sum(COLOUR_POWER[d["colour"]] for i, d in enumerate(self.roll) if i != n)
            for n in range(len(self.roll))
        ]
        self.dice = [(d["colour"], d["face"], FREE_VALUE.get(d["face"], 0)) for d in self.roll]
        self.after: dict[tuple[object, ...], float] = {}  # (colour, face, target fields): the value after that use
        faces_on = [(t["tile"], [d["face"] for d in t["dice"]]) for t in track["row"] if t["dice"]]
        self.faces_on = {tile: set(faces) for tile, faces in faces_on}
        self.bonus = outsider_bonus(self.valuer.backed, faces_on) if self.valuer.backed else {}
        self.standing = self.valuer.of_row(self.row, self.dead_even, self.bonus)  # as it stands (also: put away)
        self.by_row: dict[tuple[tuple[int, ...], bool], float] = {}  # the value of each row (and heat) met

    @property
    def race(self) -> Race:
        """The public race as the ruleset's Race (read from the view only for the uses previewed in full)."""
        if self.given is None:
            self.given = race_from(self.view)
        return self.given

    def leaves_value(self, face: str, tile: object) -> bool:
        """True when the use changes nothing the value reads: the row, a dead heat, outsider dice on backed horses
        (a horseshoe that stays, a first whipping, an outsider on an unbacked horse, a die acting on no horse)."""
        if face in STILL_FACES:
            return True
        if face == "horseshoe":
            return tile not in CONTENT.favourites and "horseshoe" not in self.faces_on.get(tile, ())
        if face == "whipping":
            return "whipping" not in self.faces_on.get(tile, ())
        return face in OUTSIDER_BONUS and tile not in self.valuer.backed

    def __call__(self, body: Mapping[str, Any]) -> float:
        n = body["die"]
        if body["type"] == "PutAwayDie":
            return self.penalty[n] + self.standing
        colour, face, extra = self.dice[n]
        get = body.get
        tile = get("tile")
        if self.leaves_value(face, tile):
            return self.penalty[n] + self.standing + extra
        if face in ROW_FACES:
            return self.penalty[n] + self.moved(face, tile, get("order")) + extra
        order, back = get("order"), get("back")
        key = (colour, face, tile, get("to"), tuple(order or ()), tuple(back or ()))
        found = self.after.get(key)  # two dice of one colour showing one face do the same
        if found is None:
            chosen = target(key[2], key[3], key[4], key[5])
            found = self.after[key] = self.valuer(used(self.race, colour, face, chosen))
        return self.penalty[n] + found + extra

    def moved(self, face: str, tile: Any, order: list[int] | None) -> float:
        """The value after a use that only re-orders the row (the outsider dice on backed horses stay as they are)."""
        if face == "interference":
            new_order = tuple(known(order, "the new order"))
            start = known(adjacent_start(self.row, new_order), "three adjacent tiles")
            row, even = reorder(self.row, self.dead_even, start, new_order)
            even = even and not (self.dead_even and splits_heat(self.race, new_order))
        else:
            row, even = advance(self.row, self.dead_even, tile, ROW_FACES[face])
        found = self.by_row.get((row, even))
        if found is None:
            found = self.by_row[row, even] = self.valuer.of_row(row, even, self.bonus)
        return found


def use_command(view: View, legal: tuple[LegalCommand, ...]) -> Body:
    """The use (or put-away) with the best score."""
    score = _UseScore(view)
    return dict(max(legal, key=lambda lc: score(lc.command)).command)


def extra_command(view: View, legal: tuple[LegalCommand, ...]) -> Body:
    """The extra move's horseshoe where it helps most."""
    race, valuer = race_from(view), _Valuer(view)
    return dict(max(legal, key=lambda lc: valuer(horseshoe(race, lc.command["tile"], "black"))).command)


def choose(view: View, legal: tuple[LegalCommand, ...], rnd: random.Random) -> Body:
    """Choose a command body from the seat's view and legal commands (deterministic; `rnd` is unused)."""
    kind = legal[0].command["type"]
    if any(lc.command["type"] == "FinishBetting" for lc in legal):
        return bet_command(view, legal)
    if kind == "RollDice":
        return take_command(legal)
    if kind == "PlayExtraMove":
        return extra_command(view, legal)
    return use_command(view, legal)
