"""The row of tiles as places (front first; a dead heat shares the first place): moving tiles up and back."""

from __future__ import annotations

Row = tuple[int, ...]  # back to front: row[-1] leads; when dead even, row[-1] is the tile on top of the pair


def places(row: Row, dead_even: bool) -> list[tuple[int, ...]]:
    """Places front first; a dead heat is one place holding (top, lower)."""
    singles: list[tuple[int, ...]] = [(t,) for t in reversed(row)]
    if dead_even and len(row) >= 2:
        heat: list[tuple[int, ...]] = [(row[-1], row[-2])]
        return heat + singles[2:]
    return singles


def from_places(ranked: list[tuple[int, ...]]) -> tuple[Row, bool]:
    """The row (back to front) and dead-heat flag of places listed front first."""
    tiles = [t for place in ranked for t in place]
    return tuple(reversed(tiles)), bool(ranked) and len(ranked[0]) == 2


def place_of(ranked: list[tuple[int, ...]], tile: int) -> int:
    """The index (0 = lead) of the place holding `tile`."""
    return next(i for i, place in enumerate(ranked) if tile in place)


def advance(row: Row, dead_even: bool, tile: int, steps: int) -> tuple[Row, bool]:
    """Move `tile` up `steps` places; passing a dead heat drops its top tile behind the lower one."""
    if not dead_even:
        return _advanced_alone(row, tile, steps), False
    ranked = places(row, dead_even)
    at = place_of(ranked, tile)
    if len(ranked[at]) == 2:
        other = ranked[at][1] if ranked[at][0] == tile else ranked[at][0]
        return from_places([(tile,), (other,)] + ranked[1:])
    if at == 0:
        return row, dead_even
    del ranked[at]
    to = max(0, at - steps)
    if to == 0 and len(ranked[0]) == 2:
        top, lower = ranked[0]
        return from_places([(tile,), (lower,), (top,)] + ranked[1:])
    ranked.insert(to, (tile,))
    return from_places(ranked)


def _advanced_alone(row: Row, tile: int, steps: int) -> Row:
    """`advance` when no tiles are dead even: the tile moves `steps` nearer the front (row end), at most to it."""
    at, last = row.index(tile), len(row) - 1
    if at == last:
        return row
    rest = row[:at] + row[at + 1 :]
    to = min(last, at + steps)
    return rest[:to] + (tile,) + rest[to:]


def behind(row: Row, dead_even: bool, tile: int) -> int:
    """How many tiles are behind `tile` (a dead-heat partner is neither behind nor ahead)."""
    at, outside_heat = row.index(tile), len(row) - 2
    return min(at, outside_heat) if dead_even and outside_heat >= 0 else at


def drop_back(row: Row, dead_even: bool, tile: int, steps: int) -> tuple[Row, bool]:
    """Move `tile` back `steps` places (a dead heat it leaves is over; the partner leads alone)."""
    ranked = places(row, dead_even)
    at = place_of(ranked, tile)
    if len(ranked[at]) == 2:
        ranked[at] = tuple(t for t in ranked[at] if t != tile)
    else:
        del ranked[at]
    ranked.insert(min(at + steps, len(ranked)), (tile,))
    return from_places(ranked)


def reorder(row: Row, dead_even: bool, start: int, order: tuple[int, ...]) -> tuple[Row, bool]:
    """Interference: tiles row[start:start+3] re-arranged into `order` (back to front); a heat survives only intact."""
    new_row = row[:start] + tuple(order) + row[start + 3 :]
    still_even = dead_even and set(new_row[-2:]) == set(row[-2:])
    return new_row, still_even


def draw_level(row: Row) -> tuple[Row, bool]:
    """Dead even: the second tile draws level with the leader, on top of it."""
    return row[:-2] + (row[-1], row[-2]), True


def remove(row: Row, dead_even: bool, tile: int) -> tuple[Row, bool]:
    """A tile leaves the race; a dead heat it belonged to is over."""
    in_heat = dead_even and tile in row[-2:]
    return tuple(t for t in row if t != tile), dead_even and not in_heat
