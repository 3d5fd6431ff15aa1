"""Loading a game reads a bounded number of events however long its log is."""

from __future__ import annotations

import pytest

from bootstrap import build_platform
from devtools.counting import CountingStore
from devtools.toy import TOY
from devtools.toy_games import add_until, toy_game
from events.loader import GameLoader
from workers.scheduling import InlineScheduler

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


class NoSnapshots(CountingStore):
    """A store that has lost its snapshots (or never kept them)."""

    def latest_snapshot(self, game_id, at_most=None):
        return None


def a_loader_that_kept_version_10_while_others_played_to_500(platform, store):
    toy_game(platform)
    add_until(platform, "toy1", 10)
    loader = GameLoader(store, platform.rulesets, every=50)
    assert loader.load("toy1").version == 10
    add_until(platform, "toy1", 500)
    store.events_read = 0
    return loader


def full_replay(platform):
    return GameLoader(platform.store, platform.rulesets, every=10**9).load("toy1")


def test_a_state_kept_far_behind_its_log_loads_from_the_newer_snapshot(platform):
    counting = CountingStore(platform.store)
    loader = a_loader_that_kept_version_10_while_others_played_to_500(platform, counting)

    game = loader.load("toy1")

    assert game == full_replay(platform) and game.version == 500
    assert counting.events_read <= 51 + 50  # the kept state's next interval, then the snapshot's tail


def test_a_state_kept_far_behind_with_no_newer_snapshot_folds_on_from_itself(platform):
    store = NoSnapshots(platform.store)
    loader = a_loader_that_kept_version_10_while_others_played_to_500(platform, store)

    game = loader.load("toy1")

    assert game == full_replay(platform)
    assert store.events_read == 500 - 10 + 1  # the kept event, then every event after it, once
    assert loader.kept("toy1") == game


def test_a_process_keeps_the_latest_state_of_as_many_games_as_hot_games_says(redis_client):
    platform = build_platform({"HOT_GAMES": 2}, client=redis_client, rulesets={"toy": TOY}, scheduler=InlineScheduler)
    for game_id in ("toy1", "toy2", "toy3"):
        toy_game(platform, game_id)

    kept = [game_id for game_id in ("toy1", "toy2", "toy3") if platform.loader.kept(game_id) is not None]

    assert kept == ["toy2", "toy3"]  # the oldest dropped first
