"""The sustained bench reads back every deadline that acted from the logs, and tells one that acted early."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from app.follow_ups import iso
from bench.deadlines import acted_deadlines, between, summary
from bootstrap import in_memory_platform
from events.lifecycle import SeatSpec
from games.registry import RULESETS
from workers.bots import as_command
from workers.turns import time_out

START = datetime(2026, 1, 1, tzinfo=UTC)
TIMEOUT_S = 10


def platform_at(now: list[datetime]):
    """An in-memory platform whose clock reads `now[0]`."""
    return in_memory_platform(clock=lambda: iso(now[0]))


def a_two_seat_game(platform) -> str:
    seats = (SeatSpec(name="a"), SeatSpec(name="b"))
    options = {"turn_timeout_s": TIMEOUT_S}
    return platform.handler.create("g1", "neck_and_neck", seats, options, "seed", {"system": "test"}).game.game_id


def test_a_deadline_the_worker_acted_on_late_is_on_time_and_its_lateness_is_read_back():
    now = [START]
    platform = platform_at(now)
    game_id = a_two_seat_game(platform)
    seat = next(iter(platform.loader.load(game_id).owing_since))
    now[0] = START + timedelta(seconds=TIMEOUT_S + 1.5)

    assert time_out(platform, game_id, seat, platform.loader.load(game_id).owing_since[seat], now=now[0])
    acted = acted_deadlines(platform.store, RULESETS, [game_id])

    first = acted[0]
    assert first.on_time
    assert abs(first.late_s - 1.5) < 0.01 and abs(first.owed_s - (TIMEOUT_S + 1.5)) < 0.01
    assert "none early" in summary(acted, TIMEOUT_S)


def test_a_deadline_that_acted_before_its_seat_owed_the_timeout_is_named():
    now = [START + timedelta(seconds=3)]
    platform = platform_at(now)
    game_id = a_two_seat_game(platform)
    game = platform.loader.load(game_id)
    seat = next(iter(game.owing_since))
    ruleset = RULESETS["neck_and_neck"]
    command = as_command(ruleset, ruleset.timeout_command(game.rules, seat), seat)
    too_soon = iso(START + timedelta(seconds=3))  # owed 0 s, not 10
    actor = {"system": "timeout", "for_seat": seat}
    platform.handler.time_out(game_id, seat, too_soon, command, actor, game.version)

    acted = acted_deadlines(platform.store, RULESETS, [game_id])

    assert [a.on_time for a in acted] == [False]
    assert f"1 WRONG ({game_id}@" in summary(acted, TIMEOUT_S)


def test_deadlines_are_counted_in_the_window_they_acted_in():
    now = [START]
    platform = platform_at(now)
    game_id = a_two_seat_game(platform)
    seat = next(iter(platform.loader.load(game_id).owing_since))
    now[0] = START + timedelta(seconds=TIMEOUT_S)
    time_out(platform, game_id, seat, platform.loader.load(game_id).owing_since[seat], now=now[0])
    acted = acted_deadlines(platform.store, RULESETS, [game_id])
    at = now[0].timestamp()

    assert len(between(acted, at, at + 1)) == len(acted) > 0
    assert between(acted, at + 1, at + 60) == [] and summary([], TIMEOUT_S) == "none"
