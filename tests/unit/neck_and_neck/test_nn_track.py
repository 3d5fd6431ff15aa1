"""The generated hex track: dimensions, ahead-edges, progress, start hexes, paths, drawing."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from nn_helpers import TRACK

from games.neck_and_neck.content import CONTENT, Line, TrackSpec, parse_content
from games.neck_and_neck.svg import track_svg
from games.neck_and_neck.track import build_track, crosses_finish, parse_hex, reachable, reached_from_start

ROOT = Path(__file__).resolve().parents[3]
SPECS = [
    CONTENT.track,
    TrackSpec("wide-bends", 3, 8, 7, Line("home", 5.25), Line("back", 4.75)),
    TrackSpec("short", 3, 8, 4, Line("home", 2.25), Line("back", 3.25)),
]


def _forward(track, a: str, b: str) -> float:
    """Forward progress from a to b."""
    return (track.progress[b] - track.progress[a]) % track.lap


def test_default_track_dimensions():
    """Given content.json, when the track is built, then it has 3 lanes of 42/54/60 hexes."""
    assert (TRACK.spec.lanes, TRACK.spec.straight, TRACK.spec.bend_radius) == (3, 12, 4)
    assert TRACK.lane_lengths() == (42, 54, 60)
    assert len(TRACK.hexes) == 156 == len(set(TRACK.hexes))


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_inner_lanes_are_shorter(spec):
    """Given a stadium oval, when generated, then each lane has more hexes than the one inside it."""
    lengths = build_track(spec).lane_lengths()
    assert all(inner < outer for inner, outer in zip(lengths, lengths[1:]))


def test_a_lap_is_long_enough_for_a_race():
    """Given the default track, then every lane is 40 to 60 hexes long."""
    assert all(40 <= n <= 60 for n in TRACK.lane_lengths())


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_hex_has_one_to_three_ahead_neighbours(spec):
    """Given any track hex, then it has between one and three hexes ahead."""
    track = build_track(spec)
    assert all(1 <= len(track.ahead(h)) <= 3 for h in track.hexes)


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_ahead_edge_joins_neighbours_and_increases_progress(spec):
    """Given an ahead-edge, then it joins two adjacent hexes and moves forward less than two units."""
    track = build_track(spec)
    for a in track.hexes:
        (qa, ra) = parse_hex(a)
        for b in track.ahead(a):
            qb, rb = parse_hex(b)
            assert (qb - qa, rb - ra) in {(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}
            assert 0 < _forward(track, a, b) < 2


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_hex_is_reachable_from_the_start(spec):
    """Given the start hexes, when following ahead-edges, then every hex of the track is reached."""
    track = build_track(spec)
    assert reached_from_start(track) == set(track.hexes)


def test_a_horse_can_go_around_forever():
    """Given any ahead-choice, when walking 1000 steps from a start hex, then it laps again and again."""
    here, crossings = TRACK.start_hexes[0], 0
    for step in range(1000):
        options = TRACK.ahead(here)
        nxt = options[step % len(options)]
        crossings += crosses_finish(TRACK, here, nxt)
        here = nxt
    assert crossings >= 10


def test_ahead_on_the_home_straight_is_straight_inside_and_outside():
    """Given a middle-lane hex on the home straight, then ahead is straight on, inside and outside."""
    assert TRACK.ahead("4,-5")[0] == "5,-5"
    assert set(TRACK.ahead("4,-5")) == {"5,-5", "4,-4", "5,-6"}
    assert set(TRACK.ahead("4,-4")) == {"5,-4", "5,-5"}  # inside lane: no inside neighbour


def test_ahead_in_a_bend_turns_with_the_track():
    """Given the middle lane at the far right of the right bend, then ahead points up (counter-clockwise)."""
    (hex_,) = [h for h in TRACK.hexes if TRACK.lane[h] == 1 and parse_hex(h)[1] == 0 and parse_hex(h)[0] > 0]
    for nxt in TRACK.ahead(hex_):
        assert parse_hex(nxt)[1] == 1


def test_progress_starts_at_the_finish_line():
    """Given the home straight, then the hexes just past the finish line have the smallest progress."""
    assert TRACK.hexes[0] in {"11,-5", "11,-4", "12,-6"}
    assert crosses_finish(TRACK, "10,-5", "11,-5")
    assert not crosses_finish(TRACK, "9,-5", "10,-5")
    assert not crosses_finish(TRACK, "11,-5", "12,-5")


def test_six_staggered_start_hexes_behind_the_start_line():
    """Given the start hexes, then they are six back-straight hexes behind the start line, none boxed in."""
    starts = TRACK.start_hexes
    assert starts == ("6,4", "6,5", "5,6", "8,4", "8,5", "7,6")
    line_x = TRACK.spec.straight - TRACK.spec.start_line.at
    for hex_ in starts:
        x, y = TRACK.centre[hex_]
        assert y > 0 and line_x < x <= TRACK.spec.straight
        assert TRACK.progress[hex_] < TRACK.start_line_progress
        assert set(TRACK.ahead(hex_)) - set(starts)


def test_a_race_is_start_line_then_finish_line_then_a_lap():
    """Given a start hex, then the finish line lies less than a lap ahead, so it is crossed twice."""
    for hex_ in TRACK.start_hexes:
        assert 0 < TRACK.lap - TRACK.progress[hex_] < TRACK.lap


def test_reachable_takes_exactly_the_white_die_steps():
    """Given an empty straight, when reaching 1 and 3 steps, then paths have that length and follow ahead-edges."""
    one = reachable(TRACK, set(), "4,-5", 1)
    assert set(one) == {"5,-5", "4,-4", "5,-6"}
    three = reachable(TRACK, set(), "4,-5", 3)
    assert "7,-5" in three
    for dest, path in three.items():
        assert len(path) == 3 and path[-1] == dest
        assert all(b in TRACK.ahead(a) for a, b in zip(("4,-5",) + path, path))


def test_reachable_goes_around_blockers_and_never_through_them():
    """Given horses straight ahead, when reaching 4 steps, then paths detour round them."""
    occupied = {"5,-5", "6,-5"}
    paths = reachable(TRACK, occupied, "4,-5", 4)
    assert "7,-5" in paths
    assert all(not occupied & set(p) for p in paths.values())
    assert "7,-5" not in reachable(TRACK, occupied, "4,-5", 3)


def test_reachable_is_empty_when_boxed_in():
    """Given all three hexes ahead occupied, then nothing is reachable."""
    assert reachable(TRACK, {"5,-5", "4,-4", "5,-6"}, "4,-5", 2) == {}


def test_committed_svg_equals_the_generated_one():
    """Given docs/rules/neck_and_neck_track.svg, then it is exactly what track_svg draws (run scripts/draw_track.py)."""
    committed = (ROOT / "docs" / "rules" / "neck_and_neck_track.svg").read_text(encoding="utf-8")
    assert committed == track_svg(TRACK)


def test_svg_draws_every_hex_and_both_lines():
    """Given the drawing, then it has one polygon per hex and the start and finish lines."""
    svg = track_svg(TRACK)
    assert svg.count("<polygon") == len(TRACK.hexes)
    assert "FINISH" in svg and "START" in svg and svg.count("<polyline") == 2


def _raw() -> dict:
    """content.json as raw data."""
    return json.loads((ROOT / "games" / "neck_and_neck" / "content.json").read_text())


@pytest.mark.parametrize(
    "path, value, message",
    [
        (("track", "lanes"), 7, "'lanes' must lie in [3, 4]"),
        (("track", "straight"), "12", "'straight' must be an integer"),
        (("track", "finish_line", "at"), 8.5, "must not be a multiple of 0.5"),
        (("track", "start_line", "straight"), "home", "start_line.straight must be 'back'"),
        (("payouts",), {"1": 3}, "'payouts' must map"),
        (("starting_cash",), 10050, "multiple of 100"),
    ],
)
def test_content_is_validated_with_clear_messages(path, value, message):
    """Given broken content, when parsed, then a ValueError names the problem."""
    data = _raw()
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(ValueError, match=message.replace("[", r"\[").replace("]", r"\]").replace(".", r"\.")):
        parse_content(data)


def test_content_file_parses():
    """Given the shipped content.json, then it parses to the loaded content."""
    assert parse_content(_raw()) == CONTENT
    assert CONTENT.payouts == {1: 3, 2: 2, 3: 1} and CONTENT.races == 3 and CONTENT.starting_cash == 10000


def test_lane_lengths_follow_the_bend_radius():
    """Given the bends, then the outside lane is about 2 * pi * (two lane widths) hexes longer than the inside one."""
    inner, _, outer = TRACK.lane_lengths()
    assert abs((outer - inner) - 2 * math.pi * math.sqrt(3)) < 8


@pytest.mark.parametrize(
    "spec, message",
    [
        (TrackSpec("lumpy", 3, 12, 5, Line("home", 8.25), Line("back", 4.25)), "do not grow from the inside out"),
        (TrackSpec("four", 4, 12, 4, Line("home", 8.25), Line("back", 4.25)), "do not grow from the inside out"),
        (
            TrackSpec("cramped", 3, 12, 4, Line("home", 8.25), Line("back", 1.25)),
            "no room for six staggered start hexes",
        ),
    ],
)
def test_dimensions_giving_a_bad_track_are_refused(spec, message):
    """Given dimensions whose hex grid breaks an invariant, when built, then a ValueError says which."""
    with pytest.raises(ValueError, match=message):
        build_track(spec)
