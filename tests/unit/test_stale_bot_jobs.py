"""A bot job for a version the game has moved past acts on nothing, but keeps the bots' turns scheduled."""

from __future__ import annotations

from bootstrap import in_memory_platform
from events.lifecycle import SeatSpec
from workers.turns import play_bot_turns


def all_bot_game(platform):
    seats = (SeatSpec(bot="basic"), SeatSpec(bot="random"))
    return platform.handler.create("g1", "jockey", seats, {}, "seed", {"system": "test"}).game


def test_a_job_for_a_passed_version_sends_nothing_and_schedules_the_current_versions_turn():
    platform = in_memory_platform()
    game = all_bot_game(platform)
    platform.scheduler.bot_turn_requests.clear()
    assert play_bot_turns(platform, "g1", game.version - 1) == 0
    assert platform.store.version("g1") == game.version
    assert platform.scheduler.bot_turn_requests == [("g1", game.version, 0.0)]


def test_a_job_for_the_current_version_plays_the_bots():
    platform = in_memory_platform()
    game = all_bot_game(platform)
    assert play_bot_turns(platform, "g1", game.version) > 0 and platform.store.version("g1") > game.version
