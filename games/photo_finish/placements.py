"""Where each die face may be placed: one `problem` check per face, and every legal target listed from it."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement, permutations

from .content import BLANKS, COLOURS, CONTENT
from .field import behind
from .state import PlacedDie, Race

TILE_FACES = frozenset(
    {
        "horseshoe",
        "double_horseshoes",
        "whipping",
        "disqualified",
        "rider_helmet",
        "losing_speed",
        "outsider_1000",
        "outsider_2000",
        "outsider_3000",
    }
)
FREE_FACES = frozenset({"side_bet", "extra_move"})
KINDS = {tile: CONTENT.kind(tile) for tile in range(1, CONTENT.tile_count + 1)}  # 'F', 'S' or '' per tile


@dataclass(frozen=True)
class Target:
    """What a used die acts on: a tile; a tile and where to (tempo change); three tiles' new order; colours back."""

    tile: int | None = None
    to: int | None = None
    order: tuple[int, ...] = ()
    back: tuple[str, ...] = ()


NO_TARGET = Target()  # what a face that acts on nothing in particular is used with
TILE_TARGETS = {tile: Target(tile=tile) for tile in range(1, CONTENT.tile_count + 1)}  # one shared target per tile


def target(tile: int | None, to: int | None, order: tuple[int, ...], back: tuple[str, ...]) -> Target:
    """The target with these fields: a shared one when it names a tile alone (or nothing), else a new one."""
    if to is None and not order and not back:
        if tile is None:
            return NO_TARGET
        if tile in TILE_TARGETS:
            return TILE_TARGETS[tile]
    return Target(tile, to, order, back)


def _rule(name: str) -> str:
    return f"photo_finish.die.{name}"


def tile_problem(race: Race, face: str, tile: int | None) -> tuple[str, str] | None:
    """Why `face` may not go on `tile`, as (rule id, sentence); None when it may."""
    if tile not in race.row:
        return _rule("tile"), f"horse {tile} is not running in this race"
    if face == "horseshoe":  # none of the checks below is about a horseshoe
        return None
    kind, dice = KINDS.get(tile) or CONTENT.kind(tile), race.dice_on(tile)
    sole_leader = not race.dead_even and tile == race.row[-1]
    if face in ("whipping", "disqualified") and kind == "S":
        return _rule(f"{face}.steady"), f"a {face.replace('_', ' ')} die may not go on steady runner {tile}"
    removes = face == "disqualified" or (face == "whipping" and any(d.face == "whipping" for d in dice))
    if removes and len(race.row) <= 2:
        return _rule(f"{face}.last_two"), "only two horses are left: neither may be disqualified"
    if face == "double_horseshoes" and sole_leader:
        return _rule("double_horseshoes.leader"), f"horse {tile} already leads alone: it cannot move up"
    if face.startswith("outsider") and any(d.colour == "green" for d in dice):
        return _rule("outsider.one_per_tile"), f"horse {tile} already carries a green die"
    if face == "rider_helmet":
        return _helmet_problem(race, tile, kind, dice)
    if face == "losing_speed" and behind(race.row, race.dead_even, tile) < 2:
        return _rule("losing_speed.last_two"), f"horse {tile} is last or second to last: it cannot drop back"
    return None


def legal_tiles(race: Race, face: str) -> list[int]:
    """The running tiles `face` may go on (those `tile_problem` finds nothing against), in row order, checked
    face by face with the race read once."""
    row = race.row
    if face == "horseshoe":
        return list(row)
    if face == "double_horseshoes":
        return list(row) if race.dead_even else list(row[:-1])
    dice = {on_tile.tile: on_tile.dice for on_tile in race.on_tiles}
    if face == "whipping":
        return [t for t in row if KINDS[t] != "S" and (len(row) > 2 or not _shows(dice.get(t, ()), "whipping"))]
    if face == "disqualified":
        return [t for t in row if KINDS[t] != "S"] if len(row) > 2 else []
    if face.startswith("outsider"):
        return [t for t in row if not any(d.colour == "green" for d in dice.get(t, ()))]
    if face == "rider_helmet":
        leaders = race.leaders()
        return [t for t in row if t not in leaders and (KINDS[t] == "F" or _shows(dice.get(t, ()), "horseshoe"))]
    return [t for t in row if tile_problem(race, face, t) is None]


def _shows(dice: tuple[PlacedDie, ...], face: str) -> bool:
    """True when one of `dice` shows `face`."""
    return any(d.face == face for d in dice)


def _helmet_problem(race: Race, tile: int, kind: str, dice: tuple[PlacedDie, ...]) -> tuple[str, str] | None:
    """A rider helmet needs a favourite or a tile with a white horseshoe, and never the leader."""
    if tile in race.leaders():
        return _rule("rider_helmet.leader"), f"horse {tile} leads: a rider helmet may not go on the leader"
    if kind != "F" and not any(d.face == "horseshoe" for d in dice):
        return _rule("rider_helmet.needs"), f"horse {tile} is no favourite and carries no white horseshoe"
    return None


def tempo_problem(race: Race, source: int | None, to: int | None) -> tuple[str, str] | None:
    """A tempo change moves a white horseshoe die from a non-S tile to another running tile."""
    if source not in race.row or to not in race.row or source == to:
        return _rule("tempo_change.tiles"), "a tempo change moves a die between two different running horses"
    return tempo_source_problem(race, source)


def tempo_source_problem(race: Race, source: int) -> tuple[str, str] | None:
    """Why no white horseshoe die may be taken from running tile `source` (None when one may)."""
    if CONTENT.kind(source) == "S":
        return _rule("tempo_change.steady"), f"a white die may not be taken from steady runner {source}"
    if not any(d.face == "horseshoe" for d in race.dice_on(source)):
        return _rule("tempo_change.no_die"), f"horse {source} carries no white horseshoe die"
    return None


def order_problem(race: Race, order: tuple[int, ...]) -> tuple[str, str] | None:
    """Interference re-orders three adjacent tiles into a different order (or lays out a dead heat they include)."""
    start = adjacent_start(race.row, order)
    if start is None:
        return _rule("interference.adjacent"), "interference re-orders exactly three adjacent running horses"
    if tuple(order) == race.row[start : start + 3] and not splits_heat(race, order):
        return _rule("interference.unchanged"), "interference must change the order of the three horses"
    return None


def splits_heat(race: Race, order: tuple[int, ...]) -> bool:
    """True when the three re-arranged tiles include both dead-even tiles: the heat is broken up."""
    return race.dead_even and set(race.row[-2:]) <= set(order)


def adjacent_start(row: tuple[int, ...], order: tuple[int, ...]) -> int | None:
    """Where the three tiles of `order` stand side by side in the row, if they do."""
    if len(order) != 3 or len(set(order)) != 3:
        return None
    return next((i for i in range(len(row) - 2) if set(row[i : i + 3]) == set(order)), None)


def back_problem(race: Race, back: tuple[str, ...]) -> tuple[str, str] | None:
    """An inside tip returns two used dice (or all there are, if fewer) to the pool."""
    wanted = min(2, sum(race.out))
    counts = [back.count(c) for c in COLOURS]
    if len(back) != wanted or any(c not in COLOURS for c in back):
        return _rule("inside_tip.count"), f"an inside tip returns {wanted} used dice by colour"
    if any(n > have for n, have in zip(counts, race.out)):
        return _rule("inside_tip.used"), "an inside tip returns only dice that are out of the game"
    return None


def problem(race: Race, face: str, target: Target) -> tuple[str, str] | None:
    """Why a rolled face may not be used with `target` (None when it may)."""
    if face in BLANKS or (face == "dead_even" and race.dead_even_used):
        return _rule("blank"), "a blank does nothing: put the die away instead"
    if face in TILE_FACES:
        return tile_problem(race, face, target.tile)
    if face == "tempo_change":
        return tempo_problem(race, target.tile, target.to)
    if face == "interference":
        return order_problem(race, target.order)
    if face == "inside_tip":
        return (
            back_problem(race, target.back)
            if sum(race.out)
            else (_rule("inside_tip.none"), "no used die is out of the game yet")
        )
    if face == "dead_even" and len(race.row) < 2:
        return _rule("dead_even.alone"), "one horse cannot be dead even"
    return None


def candidates(race: Race, face: str) -> list[Target]:
    """Every target worth checking for a face."""
    if face in TILE_FACES:
        return [Target(tile=t) for t in race.row]
    if face == "tempo_change":
        return [Target(tile=a, to=b) for a in race.row for b in race.row if a != b]
    if face == "interference":
        return [Target(order=p) for i in range(len(race.row) - 2) for p in permutations(race.row[i : i + 3])]
    if face == "inside_tip":
        out = [c for c in COLOURS if race.out[COLOURS.index(c)]]
        return [Target(back=b) for b in combinations_with_replacement(out, min(2, sum(race.out)))]
    return [NO_TARGET]


def legal_targets(race: Race, face: str) -> list[Target]:
    """Every target the face may legally be used with (empty: only putting the die away): each candidate that
    `problem`, the check of a command, allows (legal.py lists the tile faces, tempo changes and interference
    more directly, and tests/unit/photo_finish/test_pf_legal_tiles.py holds those lists equal to this)."""
    return [t for t in candidates(race, face) if problem(race, face, t) is None]


def reorders(race: Race) -> list[tuple[int, ...]]:
    """Interference's legal orders: each new order of three adjacent (distinct) running tiles, and the same order
    when they hold both dead-even tiles (laying out the heat), window by window as `candidates` lists them."""
    found: list[tuple[int, ...]] = []
    for start in range(len(race.row) - 2):
        window = race.row[start : start + 3]
        same_too = splits_heat(race, window)
        found += [p for p in permutations(window) if same_too or p != window]
    return found
