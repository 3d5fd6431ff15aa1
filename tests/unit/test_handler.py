"""The command handler over the in-memory store: re-deciding on conflict, If-Match, the end of a game."""

from __future__ import annotations

from datetime import UTC

import fakeredis
import pytest

from adapters.redis_vault import RedisVault
from devtools.toy import TOY, Add, Roll
from events.game import fold, new_game
from events.handler import CommandHandler, Contention, StaleVersion
from events.lifecycle import SeatSpec
from events.loader import GameLoader
from events.store import InMemoryEventStore, VersionConflict
from games.registry import RULESETS as REAL_RULESETS
from workers.simulate import play_game

RULESETS = {"toy": TOY}


class InterferingStore(InMemoryEventStore):
    """Lets another command land just before each of the next `times` appends."""

    def __init__(self):
        super().__init__()
        self.times, self.interloper = 0, None

    def append(self, game_id, expected_version, envelopes, receipt=None, rows=None, rider=None):
        if self.times:
            left, self.times = self.times - 1, 0
            self.interloper()
            self.times = left
        return super().append(game_id, expected_version, envelopes, receipt, rows, rider)


@pytest.fixture
def store():
    return InterferingStore()


@pytest.fixture
def handler(store):
    loader = GameLoader(store, RULESETS, every=50)
    return CommandHandler(store, loader.load, RULESETS, RedisVault(fakeredis.FakeRedis()), attempts=3)


def given_a_toy_game(handler, seats=2, target=100):
    return handler.create(
        "g", "toy", tuple(SeatSpec(name=f"p{i}") for i in range(seats)), {"target": target}, "seed", {"system": "test"}
    ).after


def test_a_command_overtaken_by_another_is_decided_again_on_the_fresh_state(handler, store):
    given_a_toy_game(handler, seats=1)
    store.times, store.interloper = 1, lambda: handler.play("g", Add(0, 3), {"seat": 0})
    outcome = handler.play("g", Add(0, 1), {"seat": 0})
    assert outcome.after.rules.total == 4
    assert [e.version for e in store.read("g")] == list(range(1, outcome.after.version + 1))


def test_a_command_overtaken_on_every_attempt_gives_up_cleanly(handler, store):
    given_a_toy_game(handler, seats=1)
    store.times, store.interloper = 3, lambda: handler.play("g", Add(0, 1), {"seat": 0})
    before = store.version("g")
    with pytest.raises(Contention):
        handler.play("g", Add(0, 1), {"seat": 0})
    assert store.version("g") == before + 3


def test_if_match_refuses_a_game_that_moved_instead_of_re_deciding(handler):
    game = given_a_toy_game(handler, seats=1)
    with pytest.raises(StaleVersion) as stale:
        handler.play("g", Add(0, 1), {"seat": 0}, expected_version=game.version - 1)
    assert stale.value.actual == game.version


def test_a_redecided_roll_uses_the_nonces_of_its_new_version(handler, store):
    given_a_toy_game(handler, seats=1)
    store.times, store.interloper = 1, lambda: handler.play("g", Add(0, 1), {"seat": 0})
    rolled = handler.play("g", Roll(0), {"seat": 0})
    assert rolled.envelopes[0].data["nonce"] == f"{rolled.envelopes[0].version}.0"


def test_the_command_that_ends_the_game_appends_the_seed_reveal_last(handler):
    given_a_toy_game(handler, seats=1, target=2)
    outcome = handler.play("g", Add(0, 2), {"seat": 0})
    assert [e.type for e in outcome.envelopes] == ["Added", "GameEnded"]
    assert outcome.envelopes[-1].data["seed"] == "seed" and outcome.after.status == "finished"


def test_the_in_memory_store_refuses_a_stale_append_like_redis(store):
    with pytest.raises(VersionConflict):
        store.append("g", 1, [])


def test_a_deadline_is_scheduled_no_earlier_than_itself():
    from datetime import datetime

    from adapters.rq_scheduler import whole_second_after

    due = datetime(2026, 1, 1, 12, 0, 5, 828000, tzinfo=UTC)
    assert whole_second_after(due) == datetime(2026, 1, 1, 12, 0, 6, tzinfo=UTC)
    assert whole_second_after(due.replace(microsecond=0)) == due.replace(microsecond=0)


@pytest.mark.parametrize("ruleset_id", sorted(REAL_RULESETS))
def test_the_game_a_command_leaves_is_the_game_its_stored_log_folds_to(ruleset_id):
    """Given a whole bot game through the handler, then the game it returned last is the replay of its log."""
    ruleset = REAL_RULESETS[ruleset_id]
    played = play_game(ruleset, ("basic",) + ("random",) * (ruleset.min_seats - 1), 7)
    replayed = fold(new_game(played.game.game_id, ruleset.id), ruleset, played.envelopes)
    assert replayed == played.game
