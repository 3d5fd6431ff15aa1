"""Loading a game reads a bounded number of events however long its log is."""

from __future__ import annotations

import pytest

from devtools.counting import CountingStore
from devtools.toy_games import add_until, toy_game
from projections.snapshots import GameLoader

pytestmark = pytest.mark.integration


@pytest.mark.parametrize("version", [10, 5000])
def test_loading_reads_at_most_one_snapshot_interval_of_events(platform, version):
    toy_game(platform)
    add_until(platform, "toy1", version)
    counting = CountingStore(platform.store)
    game = GameLoader(counting, platform.rulesets, every=50).load("toy1")
    assert game.version == version
    assert counting.events_read <= 50


def test_a_snapshot_loaded_game_equals_a_full_replay(platform):
    toy_game(platform)
    add_until(platform, "toy1", 237)
    replayed = GameLoader(platform.store, platform.rulesets, every=10**9)
    assert platform.loader.load("toy1") == replayed.load("toy1")


def test_time_travel_uses_the_snapshot_before_the_version_asked(platform):
    toy_game(platform)
    add_until(platform, "toy1", 300)
    counting = CountingStore(platform.store)
    past = GameLoader(counting, platform.rulesets, every=50).load("toy1", at=120)
    assert past.version == 120
    assert past.rules.total == 120 - 3
    assert counting.events_read <= 50


def test_an_unreadable_snapshot_is_ignored_and_the_log_replayed(platform):
    toy_game(platform)
    add_until(platform, "toy1", 60)
    platform.store.save_snapshot("toy1", 60, '{"format": 999}')
    assert platform.loader.load("toy1").rules.total == 57
