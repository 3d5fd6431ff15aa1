"""What a used die does to the race: pure functions from (race, die, target) to the race after it."""

from __future__ import annotations

from collections.abc import Iterable

from games.base import known
from games.records import replace

from .content import COLOURS, CONTENT
from .field import advance, draw_level, drop_back, remove, reorder
from .placements import Target, adjacent_start, splits_heat
from .state import PlacedDie, Race, TileDice

SHOE = "horseshoe"
TILE = "the tile the die acts on"


PLACED = {(c, f): PlacedDie(c, f) for c in COLOURS for f in CONTENT.faces[c] + (SHOE,)}  # one instance per die face
COLOUR_AT = {c: i for i, c in enumerate(COLOURS)}


def placed(colour: str, face: str) -> PlacedDie:
    """The (immutable, shared) die of `colour` lying with `face` up."""
    return PLACED.get((colour, face)) or PlacedDie(colour, face)


def added_out(out: tuple[int, ...], colours: Iterable[str]) -> tuple[int, ...]:
    """The used-dice counts after `colours` leave the game."""
    counts = list(out)
    for colour in colours:
        counts[COLOUR_AT[colour]] += 1
    return tuple(counts)


def put_out(race: Race, colours: Iterable[str]) -> Race:
    """Dice leave the game for this race (they may come back by an inside tip)."""
    return replace(race, out=added_out(race.out, colours))


def dice_set(race: Race, tile: int, dice: tuple[PlacedDie, ...]) -> tuple[TileDice, ...]:
    """The race's dice on tiles with exactly `dice` on `tile` (moved to the end)."""
    others = tuple(t for t in race.on_tiles if t.tile != tile)
    return others + (TileDice(tile, dice),) if dice else others


def set_dice(race: Race, tile: int, dice: tuple[PlacedDie, ...]) -> Race:
    """The race with exactly `dice` on `tile`."""
    return replace(race, on_tiles=dice_set(race, tile, dice))


def horseshoe(race: Race, tile: int, colour: str) -> Race:
    """A horseshoe: a favourite, or a tile that already has one, moves up and its horseshoe dice leave."""
    dice = race.dice_on(tile)
    shoes = [d.colour for d in dice if d.face == SHOE]
    if not shoes and tile not in CONTENT.favourites:
        return replace(race, on_tiles=dice_set(race, tile, dice + (placed(colour, SHOE),)))
    shoes.append(colour)
    return _stripped_up(race, tile, dice, 1, shoes)


def _stripped_up(race: Race, tile: int, dice: tuple[PlacedDie, ...], steps: int, leaving: list[str]) -> Race:
    """The tile's horseshoe dice and the used die (colours `leaving`) leave; the tile moves up `steps` places."""
    row, even = advance(race.row, race.dead_even, tile, steps)
    on_tiles = dice_set(race, tile, tuple(d for d in dice if d.face != SHOE))
    return replace(race, on_tiles=on_tiles, row=row, dead_even=even, out=added_out(race.out, leaving))


def disqualify(race: Race, tile: int, colour: str) -> Race:
    """The tile and every die on it leave the race."""
    dice = race.dice_on(tile)
    row, even = remove(race.row, race.dead_even, tile)
    out = added_out(race.out, [d.colour for d in dice] + [colour])
    on_tiles = dice_set(race, tile, ())
    return replace(race, on_tiles=on_tiles, row=row, dead_even=even, disqualified=race.disqualified + (tile,), out=out)


def whipping(race: Race, tile: int, colour: str) -> Race:
    """A warning; a second whipping die on the same tile disqualifies it."""
    dice = race.dice_on(tile)
    if any(d.face == "whipping" for d in dice):
        return disqualify(race, tile, colour)
    return replace(race, on_tiles=dice_set(race, tile, dice + (placed(colour, "whipping"),)))


def rider_helmet(race: Race, tile: int, colour: str) -> Race:
    """Two places up (one from second); the helmet and any white horseshoes on the tile leave."""
    dice = race.dice_on(tile)
    return _stripped_up(race, tile, dice, 2, [d.colour for d in dice if d.face == SHOE] + [colour])


def losing_speed(race: Race, tile: int, colour: str) -> Race:
    """Back two places, stripped of every die."""
    stripped = [d.colour for d in race.dice_on(tile)]
    row, even = drop_back(race.row, race.dead_even, tile, 2)
    out = added_out(race.out, stripped + [colour])
    return replace(race, on_tiles=dice_set(race, tile, ()), row=row, dead_even=even, out=out)


def tempo_change(race: Race, source: int, to: int, colour: str) -> Race:
    """One white horseshoe die moves from `source` to `to`, acting there as a horseshoe placed now."""
    dice = list(race.dice_on(source))
    moved = next(d for d in dice if d.face == SHOE)
    dice.remove(moved)
    return put_out(horseshoe(set_dice(race, source, tuple(dice)), to, moved.colour), [colour])


def interference(race: Race, order: tuple[int, ...], colour: str) -> Race:
    """Three adjacent tiles re-ordered."""
    row, even = reorder(race.row, race.dead_even, known(adjacent_start(race.row, order), "three adjacent tiles"), order)
    return replace(race, row=row, dead_even=even, out=added_out(race.out, (colour,)))


def dead_even(race: Race, colour: str) -> Race:
    """The second tile draws level with the leader (once per race)."""
    row, even = draw_level(race.row)
    return replace(race, row=row, dead_even=even, dead_even_used=True, out=added_out(race.out, (colour,)))


def inside_tip(race: Race, back: tuple[str, ...], colour: str) -> Race:
    """Used dice go back to the pool; the tip die itself leaves after."""
    out, pool = list(race.out), list(race.pool)
    for c in back:
        out[COLOURS.index(c)] -= 1
        pool[COLOURS.index(c)] += 1
    return put_out(replace(race, out=tuple(out), pool=tuple(pool)), [colour])


def place(race: Race, tile: int, colour: str, face: str) -> Race:
    """A die that simply stays on its tile (an outsider)."""
    return replace(race, on_tiles=dice_set(race, tile, race.dice_on(tile) + (placed(colour, face),)))


def used(race: Race, colour: str, face: str, target: Target) -> Race:
    """The race after a use as decided: the face's effect, and a dead heat its interference broke up is over."""
    after = apply_face(race, colour, face, target)
    return replace(after, dead_even=False) if face == "interference" and splits_heat(race, target.order) else after


def apply_face(race: Race, colour: str, face: str, target: Target) -> Race:
    """The race after using one rolled die with its (legal) target; side bets and extra moves leave it unchanged."""
    tile, to = target.tile, target.to  # set for the faces that need them (the target was checked)
    match face:
        case "horseshoe":
            return horseshoe(race, known(tile, TILE), colour)
        case "double_horseshoes":
            row, even = advance(race.row, race.dead_even, known(tile, TILE), 1)
            return replace(race, row=row, dead_even=even, out=added_out(race.out, (colour,)))
        case "whipping":
            return whipping(race, known(tile, TILE), colour)
        case "disqualified":
            return disqualify(race, known(tile, TILE), colour)
        case "rider_helmet":
            return rider_helmet(race, known(tile, TILE), colour)
        case "losing_speed":
            return losing_speed(race, known(tile, TILE), colour)
        case "tempo_change":
            return tempo_change(race, known(tile, TILE), known(to, "where to"), colour)
        case "interference":
            return interference(race, target.order, colour)
        case "dead_even":
            return dead_even(race, colour)
        case "inside_tip":
            return inside_tip(race, target.back, colour)
        case "extra_move":
            return race
    if face.startswith("outsider"):
        return place(race, known(tile, TILE), colour, face)
    return put_out(race, (colour,))
