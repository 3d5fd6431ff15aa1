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


def put_out(race: Race, colours: Iterable[str]) -> Race:
    """Dice leave the game for this race (they may come back by an inside tip)."""
    out = list(race.out)
    for colour in colours:
        out[COLOURS.index(colour)] += 1
    return replace(race, out=tuple(out))


def set_dice(race: Race, tile: int, dice: tuple[PlacedDie, ...]) -> Race:
    """The race with exactly `dice` on `tile`."""
    others = tuple(t for t in race.on_tiles if t.tile != tile)
    return replace(race, on_tiles=others + ((TileDice(tile, dice),) if dice else ()))


def move_up(race: Race, tile: int, steps: int) -> Race:
    """The tile moves up `steps` places."""
    row, even = advance(race.row, race.dead_even, tile, steps)
    return replace(race, row=row, dead_even=even)


def horseshoe(race: Race, tile: int, colour: str) -> Race:
    """A horseshoe: a favourite, or a tile that already has one, moves up and its horseshoe dice leave."""
    dice = race.dice_on(tile)
    shoes = [d for d in dice if d.face == SHOE]
    if not shoes and CONTENT.kind(tile) != "F":
        return set_dice(race, tile, dice + (PlacedDie(colour, SHOE),))
    race = set_dice(race, tile, tuple(d for d in dice if d.face != SHOE))
    return put_out(move_up(race, tile, 1), [d.colour for d in shoes] + [colour])


def disqualify(race: Race, tile: int, colour: str) -> Race:
    """The tile and every die on it leave the race."""
    dice = race.dice_on(tile)
    row, even = remove(race.row, race.dead_even, tile)
    race = replace(set_dice(race, tile, ()), row=row, dead_even=even, disqualified=race.disqualified + (tile,))
    return put_out(race, [d.colour for d in dice] + [colour])


def whipping(race: Race, tile: int, colour: str) -> Race:
    """A warning; a second whipping die on the same tile disqualifies it."""
    dice = race.dice_on(tile)
    if any(d.face == "whipping" for d in dice):
        return disqualify(race, tile, colour)
    return set_dice(race, tile, dice + (PlacedDie(colour, "whipping"),))


def rider_helmet(race: Race, tile: int, colour: str) -> Race:
    """Two places up (one from second); the helmet and any white horseshoes on the tile leave."""
    dice = race.dice_on(tile)
    shoes = [d.colour for d in dice if d.face == SHOE]
    race = set_dice(race, tile, tuple(d for d in dice if d.face != SHOE))
    return put_out(move_up(race, tile, 2), shoes + [colour])


def losing_speed(race: Race, tile: int, colour: str) -> Race:
    """Back two places, stripped of every die."""
    stripped = [d.colour for d in race.dice_on(tile)]
    row, even = drop_back(race.row, race.dead_even, tile, 2)
    return put_out(replace(set_dice(race, tile, ()), row=row, dead_even=even), stripped + [colour])


def tempo_change(race: Race, source: int, to: int, colour: str) -> Race:
    """One white horseshoe die moves from `source` to `to`, acting there as a horseshoe placed now."""
    dice = list(race.dice_on(source))
    moved = next(d for d in dice if d.face == SHOE)
    dice.remove(moved)
    return put_out(horseshoe(set_dice(race, source, tuple(dice)), to, moved.colour), [colour])


def interference(race: Race, order: tuple[int, ...], colour: str) -> Race:
    """Three adjacent tiles re-ordered."""
    row, even = reorder(race.row, race.dead_even, known(adjacent_start(race.row, order), "three adjacent tiles"), order)
    return put_out(replace(race, row=row, dead_even=even), [colour])


def dead_even(race: Race, colour: str) -> Race:
    """The second tile draws level with the leader (once per race)."""
    row, even = draw_level(race.row)
    return put_out(replace(race, row=row, dead_even=even, dead_even_used=True), [colour])


def inside_tip(race: Race, back: tuple[str, ...], colour: str) -> Race:
    """Used dice go back to the pool; the tip die itself leaves after."""
    out, pool = list(race.out), list(race.pool)
    for c in back:
        out[COLOURS.index(c)] -= 1
        pool[COLOURS.index(c)] += 1
    return put_out(replace(race, out=tuple(out), pool=tuple(pool)), [colour])


def place(race: Race, tile: int, colour: str, face: str) -> Race:
    """A die that simply stays on its tile (an outsider)."""
    return set_dice(race, tile, race.dice_on(tile) + (PlacedDie(colour, face),))


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
            return put_out(move_up(race, known(tile, TILE), 1), [colour])
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
    return put_out(race, [colour])
