"""The basic Photo Finish player: back the front-runners (and good-value favourites), push them on, hold others back.

It decides from its seat's view only (the public row, dice and pool, its own sealed bets) and
previews each legal die use with the ruleset's pure effect functions; it never looks at hidden state.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypedDict

from games.base import LegalCommand, known
from games.bot_kit import Body, View

from .content import COLOURS, CONTENT
from .effects import placed, used
from .field import advance, drop_back, remove, reorder
from .placements import adjacent_start, splits_heat, target
from .state import Race, TileDice

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


STILL_FACES = frozenset({"side_bet", "extra_move", "inside_tip"})  # uses that move no horse and place no die
ADVANCING = {"double_horseshoes": 1, "rider_helmet": 2}  # uses that only move a horse up so many places


class _UseScore:
    """A use's (or put-away's) score for one decision: the value after it, minus what the two dice handed on could
    do for an opponent. The roll and each die's hand-on penalty read once, a scorer chosen once per die (by its
    face), each use valued once."""

    def __init__(self, view: View):
        track = view["track"]
        self.view, self.valuer, self.roll = view, _Valuer(view), track["roll"]
        self.given: Race | None = None
        self.row, self.dead_even = tuple(t["tile"] for t in track["row"]), track["dead_even"]
        power = [COLOUR_POWER[d["colour"]] for d in self.roll]
        self.penalty = [-PASS_PENALTY * (sum(power) - own) for own in power]  # the two dice handed on
        self.dice = [(d["colour"], d["face"], FREE_VALUE.get(d["face"], 0)) for d in self.roll]
        self.after: dict[tuple[object, ...], float] = {}  # (colour, face, target fields): the value after that use
        faces_on = [(t["tile"], [d["face"] for d in t["dice"]]) for t in track["row"] if t["dice"]]
        self.faces_on = {tile: set(faces) for tile, faces in faces_on}
        self.bonus = outsider_bonus(self.valuer.backed, faces_on) if self.valuer.backed else {}
        self.standing = self.valuer.of_row(self.row, self.dead_even, self.bonus)  # as it stands (also: put away)
        self.put_away = [penalty + self.standing for penalty in self.penalty]
        self.by_row: dict[tuple[tuple[int, ...], bool], float] = {}  # the value of each row (and heat) met
        self.by_move: dict[tuple[int, int], float] = {}  # the value after moving a tile up so many places

    @property
    def race(self) -> Race:
        """The public race as the ruleset's Race (read from the view only for the uses previewed in full)."""
        if self.given is None:
            self.given = race_from(self.view)
        return self.given

    def tiles_showing(self, face: str) -> frozenset[int]:
        """The tiles with a die showing `face` on them."""
        return frozenset(tile for tile, faces in self.faces_on.items() if face in faces)

    def shod(self) -> frozenset[int]:
        """The tiles a horseshoe moves up: the favourites, and tiles that have one already (on others it stays)."""
        return CONTENT.favourites | self.tiles_showing("horseshoe")

    def _scorer(self, n: int) -> Callable[[Mapping[str, Any]], float]:
        """The score of a use of die `n`, chosen by its face: a use that changes nothing the value reads (a horseshoe
        that stays, a first whipping, an outsider on an unbacked horse, a die acting on no horse) scores the standing;
        a use that moves, removes or drops back a horse (or marks a backed one as an outsider) scores the new row, as
        the ruleset's field functions make it; any other is previewed in full with its effects."""
        colour, face, extra = self.dice[n]
        penalty = self.penalty[n]
        still = penalty + self.standing + extra
        if face in STILL_FACES:
            return lambda body: still
        if face == "horseshoe":
            shod = self.shod()
            return lambda body: penalty + self.advanced(body["tile"], 1) + extra if body["tile"] in shod else still
        if face in ADVANCING:
            steps = ADVANCING[face]
            return lambda body: penalty + self.advanced(body["tile"], steps) + extra
        if face == "interference":
            return lambda body: penalty + self.reordered(body["order"]) + extra
        if face == "disqualified":
            return lambda body: penalty + self.removed(body["tile"]) + extra
        if face == "whipping":  # a first whipping only marks the tile, a second disqualifies it
            whipped = self.tiles_showing("whipping")
            return lambda body: penalty + self.removed(body["tile"]) + extra if body["tile"] in whipped else still
        if face == "losing_speed":
            return lambda body: penalty + self.dropped(body["tile"]) + extra
        if face in OUTSIDER_BONUS:  # on a backed horse, its amount counts (the tile's last outsider die)
            backed, amount = self.valuer.backed, OUTSIDER_BONUS[face]
            return lambda body: penalty + self.marked(body["tile"], amount) + extra if body["tile"] in backed else still
        return lambda body: penalty + self.previewed(colour, face, body) + extra

    def scores(self, legal: tuple[LegalCommand, ...]) -> list[float]:
        """Each legal command's score, in order (the scorers are kept here, not on self: no reference cycle)."""
        put_away, by_die, found = self.put_away, [self._scorer(n) for n in range(len(self.roll))], []
        for lc in legal:
            body = lc.command
            n = body["die"]
            found.append(put_away[n] if body["type"] == "PutAwayDie" else by_die[n](body))
        return found

    def previewed(self, colour: str, face: str, body: Mapping[str, Any]) -> float:
        """The value after a use previewed in full with the ruleset's effects (once for dice of one colour and face)."""
        get = body.get
        order, back = get("order"), get("back")
        key = (colour, face, get("tile"), get("to"), tuple(order or ()), tuple(back or ()))
        found = self.after.get(key)
        if found is None:
            chosen = target(key[2], key[3], key[4], key[5])
            found = self.after[key] = self.valuer(used(self.race, colour, face, chosen))
        return found

    def advanced(self, tile: int, steps: int) -> float:
        """The value after `tile` moves up `steps` places (the outsider dice on backed horses stay as they are)."""
        found = self.by_move.get((tile, steps))
        if found is None:
            found = self.by_move[tile, steps] = self.of_row(*advance(self.row, self.dead_even, tile, steps))
        return found

    def reordered(self, order: list[int]) -> float:
        """The value after an interference re-orders three adjacent tiles (a heat it splits is over)."""
        new_order = tuple(order)
        start = known(adjacent_start(self.row, new_order), "three adjacent tiles")
        row, even = reorder(self.row, self.dead_even, start, new_order)
        return self.of_row(row, even and not (self.dead_even and splits_heat(self.race, new_order)))

    def removed(self, tile: int) -> float:
        """The value after `tile` is disqualified (its dice leave with it)."""
        return self.of_row(*remove(self.row, self.dead_even, tile))

    def dropped(self, tile: int) -> float:
        """The value after `tile` loses speed: two places back, stripped of its dice (and so of an outsider amount)."""
        row, even = drop_back(self.row, self.dead_even, tile, 2)
        if tile not in self.bonus:
            return self.of_row(row, even)
        return self.valuer.of_row(row, even, {h: amount for h, amount in self.bonus.items() if h != tile})

    def marked(self, tile: int, amount: int) -> float:
        """The value after an outsider die showing `amount` is placed on the backed horse `tile`."""
        return self.valuer.of_row(self.row, self.dead_even, {**self.bonus, tile: amount})

    def of_row(self, row: tuple[int, ...], even: bool) -> float:
        """The value of the race with this row and heat (each met once)."""
        found = self.by_row.get((row, even))
        if found is None:
            found = self.by_row[row, even] = self.valuer.of_row(row, even, self.bonus)
        return found


def use_command(view: View, legal: tuple[LegalCommand, ...]) -> Body:
    """The use (or put-away) with the best score (the first of equal ones)."""
    scores = _UseScore(view).scores(legal)
    return dict(legal[scores.index(max(scores))].command)


def extra_command(view: View, legal: tuple[LegalCommand, ...]) -> Body:
    """The extra move's horseshoe where it helps most (valued as a black horseshoe die used there)."""
    score = _UseScore(view)
    shod = score.shod()
    values = [score.advanced(t, 1) if t in shod else score.standing for t in (lc.command["tile"] for lc in legal)]
    return dict(legal[values.index(max(values))].command)


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
