"""A pure SVG drawing of the generated track (docs/rules/neck_and_neck_track.svg)."""

from __future__ import annotations

import math

from .track import ROW, Track

SCALE = 36.0
PAD = 1.6
SIDE = 1 / math.sqrt(3)  # hex side (= circumradius) when neighbouring centres are 1 apart
TRACK_FILL = "#b07a45"
START_FILL = "#d9a86c"
EDGE = "#5b3a1e"
GRASS = "#4a8a3c"


def _fmt(value: float) -> str:
    """A coordinate with two decimals, without a negative zero."""
    text = f"{value:.2f}"
    return "0.00" if text == "-0.00" else text


def _bounds(track: Track) -> tuple[float, float, float, float]:
    """Min x, max y, width and height of the drawing in track units."""
    xs = [x for x, _ in track.centre.values()]
    ys = [y for _, y in track.centre.values()]
    return min(xs) - PAD, max(ys) + PAD, max(xs) - min(xs) + 2 * PAD, max(ys) - min(ys) + 2 * PAD


def _point(track: Track, x: float, y: float) -> str:
    """A track point as "X,Y" in SVG pixels (y down)."""
    left, top, _, _ = _bounds(track)
    return f"{_fmt((x - left) * SCALE)},{_fmt((top - y) * SCALE)}"


def _hexagon(track: Track, hex_id: str, fill: str) -> str:
    """The polygon of one pointy-top hex."""
    x, y = track.centre[hex_id]
    corners = " ".join(
        _point(track, x + SIDE * math.cos(math.radians(30 + 60 * k)), y + SIDE * math.sin(math.radians(30 + 60 * k)))
        for k in range(6)
    )
    return f'<polygon points="{corners}" fill="{fill}" stroke="{EDGE}" stroke-width="1"/>'


def _label(track: Track, x: float, y: float, text: str, size: float, extra: str = "") -> str:
    """A centred text label."""
    px, py = _point(track, x, y).split(",")
    anchor = 'text-anchor="middle" dominant-baseline="middle"'
    return f'<text x="{px}" y="{py}" font-size="{_fmt(size)}" {anchor}{extra}>{text}</text>'


def _line_points(track: Track, x_line: float, sign: int) -> list[tuple[float, float]]:
    """A line across a straight at x = x_line, drawn along hex edges (sign: +1 back, -1 home)."""
    spec, points = track.spec, []
    for lane in range(spec.lanes):
        r = sign * (spec.bend_radius + lane)
        offset = (r / 2) % 1
        edge = math.floor(x_line - offset) + offset + 0.5
        y = r * ROW
        points += [(edge, y - SIDE / 2), (edge, y + SIDE / 2)]
    return sorted(points, key=lambda p: p[1])


def _polyline(track: Track, points: list[tuple[float, float]], colour: str) -> str:
    """A thick polyline through track points."""
    text = " ".join(_point(track, x, y) for x, y in points)
    return f'<polyline points="{text}" fill="none" stroke="{colour}" stroke-width="4" stroke-linejoin="round"/>'


def _lines(track: Track) -> list[str]:
    """The finish line (home straight) and the start line (back straight) with captions."""
    spec = track.spec
    finish = _line_points(track, spec.finish_line.at, -1)
    start = _line_points(track, spec.straight - spec.start_line.at, +1)
    return [
        _polyline(track, finish, "#ffffff"),
        _polyline(track, start, "#f2e14c"),
        _label(track, finish[0][0], finish[0][1] - 0.9, "FINISH", 12, ' font-weight="bold" fill="#ffffff"'),
        _label(track, start[-1][0], start[-1][1] + 0.9, "START", 12, ' font-weight="bold" fill="#f2e14c"'),
    ]


def _caption(track: Track) -> list[str]:
    """Title and direction of racing in the infield."""
    spec = track.spec
    lanes = ", ".join(str(n) for n in track.lane_lengths())
    middle, white = spec.straight / 2, ' fill="#ffffff"'
    return [
        _label(track, middle, 0.45, f"Neck and Neck: {spec.id}", 16, ' font-weight="bold"' + white),
        _label(track, middle, -0.45, f"{len(track.hexes)} hexes; hexes per lane, inside out: {lanes}", 11, white),
        _label(track, middle, -1.2, "racing counter-clockwise; start hexes numbered by horse", 11, white),
    ]


def track_svg(track: Track) -> str:
    """The whole track as an SVG document: hexes with ids, start hexes, start and finish lines."""
    _, _, width, height = _bounds(track)
    size = f'width="{_fmt(width * SCALE)}" height="{_fmt(height * SCALE)}"'
    starts = {h: n for n, h in enumerate(track.start_hexes, start=1)}
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" {size} font-family="sans-serif">',
        f'<rect x="0" y="0" {size} fill="{GRASS}"/>',
    ]
    for hex_id in track.hexes:
        x, y = track.centre[hex_id]
        parts.append(_hexagon(track, hex_id, START_FILL if hex_id in starts else TRACK_FILL))
        if hex_id in starts:
            parts.append(_label(track, x, y + 0.12, str(starts[hex_id]), 13, ' font-weight="bold"'))
        parts.append(_label(track, x, y - (0.25 if hex_id in starts else 0), hex_id, 7, ' fill="#2b1a0c"'))
    parts += _lines(track) + _caption(track) + ["</svg>"]
    return "\n".join(parts) + "\n"
