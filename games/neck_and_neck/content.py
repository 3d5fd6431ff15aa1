"""Component data of Neck and Neck, loaded from content.json and validated at import."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.guards import is_int

TITLE, MIN_SEATS, MAX_SEATS = "Neck and Neck", 2, 6  # the box: the game's name and how many seats it takes

CONTENT_PATH = Path(__file__).with_name("content.json")


@dataclass(frozen=True)
class Line:
    """A line across a straight, `at` hex widths from where the straight begins (racing direction)."""

    straight: str
    at: float


@dataclass(frozen=True)
class TrackSpec:
    """Dimensions of the stadium-shaped oval the hex track is generated from."""

    id: str
    lanes: int
    straight: int
    bend_radius: int
    finish_line: Line
    start_line: Line


@dataclass(frozen=True)
class Content:
    """Everything table-specific: the track, the number of races, the money and the payout table."""

    track: TrackSpec
    races: int
    starting_cash: int
    payouts: Mapping[int, int]


def _require(condition: bool, message: str) -> None:
    """Raise a ValueError naming the content problem unless `condition` holds."""
    if not condition:
        raise ValueError(f"neck_and_neck content.json: {message}")


def _int(data: Mapping[str, Any], key: str, low: int, high: int) -> int:
    """An integer field within [low, high]."""
    value = data.get(key)
    if not is_int(value):
        raise ValueError(f"neck_and_neck content.json: {key!r} must be an integer, got {value!r}")
    _require(low <= value <= high, f"{key!r} must lie in [{low}, {high}], got {value}")
    return value


def _line(data: Any, key: str, straight: str, length: int) -> Line:
    """A start or finish line: on the given straight, strictly inside it, never on a hex centre."""
    _require(isinstance(data, Mapping), f"{key!r} must be an object with 'straight' and 'at'")
    _require(data.get("straight") == straight, f"{key}.straight must be {straight!r}, got {data.get('straight')!r}")
    at = data.get("at")
    _require(isinstance(at, (int, float)) and not isinstance(at, bool), f"{key}.at must be a number, got {at!r}")
    _require(2 <= at <= length - 1, f"{key}.at must lie in [2, {length - 1}] hex widths, got {at}")
    _require((at * 2) % 1 != 0, f"{key}.at must not be a multiple of 0.5 (hex centres lie there), got {at}")
    return Line(straight, float(at))


def _track(data: Any) -> TrackSpec:
    """The validated track dimensions."""
    _require(isinstance(data, Mapping), "'track' must be an object")
    _require(isinstance(data.get("id"), str) and data["id"] != "", "track.id must be a non-empty string")
    straight = _int(data, "straight", 6, 40)
    return TrackSpec(
        id=data["id"],
        lanes=_int(data, "lanes", 3, 4),
        straight=straight,
        bend_radius=_int(data, "bend_radius", 2, 12),
        finish_line=_line(data.get("finish_line"), "finish_line", "home", straight),
        start_line=_line(data.get("start_line"), "start_line", "back", straight),
    )


def _payouts(data: Any) -> Mapping[int, int]:
    """Multiplier of the stake paid on top, by place 1..3."""
    places = sorted(data) if isinstance(data, Mapping) else None
    _require(places == ["1", "2", "3"], "'payouts' must map '1', '2', '3' to multipliers")
    for place, mult in data.items():
        valid = isinstance(mult, int) and not isinstance(mult, bool) and mult >= 0
        _require(valid, f"payouts[{place}] must be a non-negative integer, got {mult!r}")
    return {int(place): mult for place, mult in data.items()}


def parse_content(data: Any) -> Content:
    """Validate raw content data; raise ValueError with a clear message on the first problem."""
    _require(isinstance(data, Mapping), "the top level must be an object")
    content = Content(
        track=_track(data.get("track")),
        races=_int(data, "races", 1, 10),
        starting_cash=_int(data, "starting_cash", 100, 10**9),
        payouts=_payouts(data.get("payouts")),
    )
    _require(content.starting_cash % 100 == 0, "starting_cash must be a multiple of 100 (the bet unit)")
    return content


def load_content(path: Path = CONTENT_PATH) -> Content:
    """Read and validate content.json."""
    return parse_content(json.loads(path.read_text(encoding="utf-8")))


CONTENT = load_content()
