"""The hex track, generated from a stadium-shaped oval: hexes, progress, ahead-edges, paths."""

from __future__ import annotations

import math
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from .content import CONTENT, TrackSpec

ROW = math.sqrt(3) / 2  # distance between hex rows when neighbouring centres are 1 apart
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))  # axial (dq, dr)
EPS = 1e-9


@dataclass(frozen=True)
class Track:
    """The generated hex graph; `hexes` is ordered by progress from the finish line."""

    spec: TrackSpec
    hexes: tuple[str, ...]
    centre: Mapping[str, tuple[float, float]]
    lane: Mapping[str, int]
    progress: Mapping[str, float]
    ahead_of: Mapping[str, tuple[str, ...]]
    start_hexes: tuple[str, ...]
    lap: float
    start_line_progress: float

    def ahead(self, hex_id: str) -> tuple[str, ...]:
        """The up-to-three track neighbours a horse on `hex_id` may step into."""
        return self.ahead_of[hex_id]

    def lane_lengths(self) -> tuple[int, ...]:
        """Hexes per lane, inside lane first (a lap in that lane)."""
        return tuple(sum(1 for h in self.hexes if self.lane[h] == k) for k in range(self.spec.lanes))


def hex_id(q: int, r: int) -> str:
    """The id of the hex at axial coordinates (q, r)."""
    return f"{q},{r}"


def parse_hex(hex_id_: str) -> tuple[int, int]:
    """Axial coordinates of a hex id."""
    q, r = hex_id_.split(",")
    return int(q), int(r)


def centre_of(q: int, r: int) -> tuple[float, float]:
    """Centre of an axial hex in track units (y up; neighbouring centres are 1 apart)."""
    return q + r / 2, r * ROW


def _mid_radius(spec: TrackSpec) -> float:
    """Radius of the middle of the track in the bends; progress is measured along it."""
    return (spec.bend_radius + (spec.lanes - 1) / 2) * ROW


def _radial(spec: TrackSpec, x: float, y: float) -> float:
    """Distance from the oval's spine (the segment between the two bend centres)."""
    if x < 0:
        return math.hypot(x, y)
    if x > spec.straight:
        return math.hypot(x - spec.straight, y)
    return abs(y)


def _lane_float(spec: TrackSpec, x: float, y: float) -> float:
    """The (fractional) lane a point lies in; 0 is the inside lane."""
    return _radial(spec, x, y) / ROW - spec.bend_radius


def _course(spec: TrackSpec, x: float, y: float) -> float:
    """Position along the course from the start of the home straight, in track units."""
    length, mid = spec.straight, _mid_radius(spec)
    if x > length:
        return length + mid * (math.atan2(y, x - length) + math.pi / 2)
    if x < 0:
        angle = math.atan2(y, x) % (2 * math.pi)
        return 2 * length + math.pi * mid + mid * (angle - math.pi / 2)
    return x if y < 0 else length + math.pi * mid + (length - x)


def _tangent(spec: TrackSpec, x: float, y: float) -> tuple[float, float]:
    """Unit vector of the counter-clockwise racing direction at a point."""
    if x > spec.straight or x < 0:
        cx = spec.straight if x > spec.straight else 0.0
        angle = math.atan2(y, x - cx)
        return -math.sin(angle), math.cos(angle)
    return (1.0, 0.0) if y < 0 else (-1.0, 0.0)


def _candidates(spec: TrackSpec) -> Iterator[tuple[int, int]]:
    """Axial coordinates of every hex in the oval's bounding box."""
    reach = spec.bend_radius + spec.lanes + 1
    for r in range(-reach, reach + 1):
        for q in range(-reach - abs(r), spec.straight + reach + abs(r) + 1):
            yield q, r


def _on_track(spec: TrackSpec, q: int, r: int) -> bool:
    """True if the hex centre lies inside the band of lanes."""
    lane = _lane_float(spec, *centre_of(q, r))
    if abs(abs(lane - round(lane)) - 0.5) < 1e-6:
        raise ValueError(f"hex {hex_id(q, r)} lies on a lane boundary; change the track dimensions")
    return -0.5 < lane < spec.lanes - 0.5


def _forward(lap: float, a: float, b: float) -> float:
    """Forward distance from progress a to progress b around the lap."""
    return (b - a) % lap


def _ahead_edges(
    spec: TrackSpec, cells: Mapping[str, tuple[int, int]], progress: Mapping[str, float], lap: float
) -> dict[str, tuple[str, ...]]:
    """For each hex, the neighbours whose direction is within 90 degrees of the racing direction."""
    edges = {}
    for hid, (q, r) in cells.items():
        tx, ty = _tangent(spec, *centre_of(q, r))
        scored = []
        for dq, dr in DIRECTIONS:
            nid = hex_id(q + dq, r + dr)
            dx, dy = dq + dr / 2, dr * ROW
            dot = dx * tx + dy * ty
            if nid in cells and dot > EPS and EPS < _forward(lap, progress[hid], progress[nid]) < lap / 2:
                scored.append((-dot, nid))
        edges[hid] = tuple(nid for _, nid in sorted(scored))
    return edges


def _start_hexes(spec: TrackSpec, cells: Mapping[str, tuple[int, int]], lane: Mapping[str, int]) -> tuple[str, ...]:
    """Six hexes behind the start line, staggered (1st and 3rd hex of each lane) so none is boxed in."""
    line_x = spec.straight - spec.start_line.at
    behind: dict[int, list[tuple[float, str]]] = {}
    for hid, (q, r) in cells.items():
        x, y = centre_of(q, r)
        if y > 0 and line_x < x <= spec.straight:
            behind.setdefault(lane[hid], []).append((x, hid))
    ranked = []
    for k, row in behind.items():
        ranked += [(rank, k, hid) for rank, (_, hid) in enumerate(sorted(row)) if rank in (0, 2)]
    if len(ranked) < 6:
        raise ValueError("neck_and_neck track: the start line leaves no room for six staggered start hexes")
    return tuple(hid for _, _, hid in sorted(ranked)[:6])


def build_track(spec: TrackSpec) -> Track:
    """Generate the hex graph from the oval's dimensions."""
    cells = {hex_id(q, r): (q, r) for q, r in _candidates(spec) if _on_track(spec, q, r)}
    lap = 2 * spec.straight + 2 * math.pi * _mid_radius(spec)
    finish = spec.finish_line.at
    progress = {h: (_course(spec, *centre_of(*c)) - finish) % lap for h, c in cells.items()}
    lane = {h: round(_lane_float(spec, *centre_of(*c))) for h, c in cells.items()}
    order = tuple(sorted(cells, key=lambda h: (progress[h], lane[h])))
    start_line = (spec.straight + math.pi * _mid_radius(spec) + spec.start_line.at - finish) % lap
    return _validated(
        Track(
            spec=spec,
            hexes=order,
            centre=MappingProxyType({h: centre_of(*cells[h]) for h in order}),
            lane=MappingProxyType(lane),
            progress=MappingProxyType(progress),
            ahead_of=MappingProxyType(_ahead_edges(spec, cells, progress, lap)),
            start_hexes=_start_hexes(spec, cells, lane),
            lap=lap,
            start_line_progress=start_line,
        )
    )


def reached_from_start(track: Track) -> set[str]:
    """Every hex a horse can reach from the start hexes by ahead-steps."""
    seen, stack = set(track.start_hexes), list(track.start_hexes)
    while stack:
        for nxt in track.ahead(stack.pop()):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen


def _validated(track: Track) -> Track:
    """The track, if every hex leads on, inner lanes are shorter and the start reaches every hex."""
    name = f"neck_and_neck track {track.spec.id!r}"
    stuck = [h for h in track.hexes if not track.ahead(h)]
    if stuck:
        raise ValueError(f"{name}: hexes {', '.join(stuck)} have no hex ahead; change the dimensions")
    lengths = track.lane_lengths()
    if any(inner >= outer for inner, outer in zip(lengths, lengths[1:])):
        hint = "try another bend_radius (4 or 7 for 3 lanes)"
        raise ValueError(f"{name}: hexes per lane {lengths} do not grow from the inside out; {hint}")
    seen = reached_from_start(track)
    if len(seen) != len(track.hexes):
        raise ValueError(f"{name}: {len(track.hexes) - len(seen)} hexes cannot be reached from the start")
    return track


def crosses_finish(track: Track, start: str, end: str) -> bool:
    """True if a forward move from `start` to `end` crosses the finish line."""
    return track.progress[end] < track.progress[start]


def reachable(track: Track, occupied: Collection[str], start: str, steps: int) -> dict[str, tuple[str, ...]]:
    """Every hex reachable in exactly `steps` ahead-steps through free hexes, with one path to it."""
    return _spread(track.ahead_of, {start: ()}, frozenset(occupied) - {start}, steps)


def _spread(
    ahead: Mapping[str, tuple[str, ...]], frontier: Mapping[str, tuple[str, ...]], blocked: frozenset[str], steps: int
) -> dict[str, tuple[str, ...]]:
    """`reachable`'s search from a frontier (each hex with its path so far) on through `steps` more free hexes."""
    for _ in range(steps):  # the hottest loop of the ruleset (legal moves, the bot)
        following: dict[str, tuple[str, ...]] = {}
        for here, path in frontier.items():
            for nxt in ahead[here]:
                if nxt not in blocked and nxt not in following:
                    following[nxt] = path + (nxt,)
        frontier = following
    return dict(frontier)


@dataclass(frozen=True)
class OpenReach:
    """Where a horse on one hex gets in k steps on an empty track, and every hex it may pass through on the way."""

    cone: frozenset[str]
    paths: Mapping[str, tuple[str, ...]]


MAX_STEPS = 6  # the most hexes a move takes (a white die, a special move)


def _open_reaches(track: Track, start: str) -> Iterator[tuple[int, OpenReach]]:
    """`reachable` from `start` on an empty track for 1..MAX_STEPS steps, each with the hexes passed so far."""
    frontier: dict[str, tuple[str, ...]] = {start: ()}
    cone: set[str] = set()
    for steps in range(1, MAX_STEPS + 1):
        frontier = _spread(track.ahead_of, frontier, frozenset(), 1)
        cone.update(frontier)
        yield steps, OpenReach(frozenset(cone), frontier)


@cache
def open_reach() -> Mapping[tuple[str, int], OpenReach]:
    """The default track's empty-track reaches of every hex for 1..MAX_STEPS steps (built once: the track is fixed)."""
    track = default_track()
    return MappingProxyType(
        {(start, steps): found for start in track.hexes for steps, found in _open_reaches(track, start)}
    )


def free_reach(occupied: frozenset[str], start: str, steps: int) -> Mapping[str, tuple[str, ...]]:
    """`reachable` on the default track (read-only), from the empty-track table as far as no other horse is in reach.

    The search runs the same on an empty track until a step can enter an occupied hex, so it goes on from the
    empty track's frontier (the same hexes, in the same order, with the same paths) before that step.
    """
    reaches = open_reach()
    known_reach = reaches.get((start, steps))
    if known_reach is None:
        return reachable(default_track(), occupied, start, steps)
    if known_reach.cone.isdisjoint(occupied):
        return known_reach.paths
    clear = 0  # steps no other horse can be met in
    while reaches[start, clear + 1].cone.isdisjoint(occupied):
        clear += 1
    frontier = reaches[start, clear].paths if clear else {start: ()}
    return _spread(default_track().ahead_of, frontier, occupied - {start}, steps - clear)


@cache
def default_track() -> Track:
    """The track generated from content.json (built once)."""
    return build_track(CONTENT.track)
