"""Fischer time banks (the options time_bank_s and increment_s): each decision spends the time it took from its
seat's bank, then adds the increment; the deadline is the bank's time left; an empty bank times the turn out at once;
a game folded from its log has the very banks the game applied event by event had."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from app.follow_ups import deadline, iso
from bootstrap import in_memory_platform
from events.game import fold, new_game
from events.lifecycle import SeatSpec
from games.registry import RULESETS
from workers.turns import bot_command, time_out

START = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
BANK = {"turn_timeout_s": 300, "bot_delay_ms": 0, "time_bank_s": 60, "increment_s": 5}


class Clock:
    """The log's clock, moved by the test."""

    def __init__(self):
        self.now = START

    def __call__(self) -> str:
        return iso(self.now)

    def wait(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


def banked_game(options=BANK):
    clock = Clock()
    platform = in_memory_platform(clock=clock)
    seats = (SeatSpec(name="Ann"), SeatSpec(name="Bob"))
    platform.handler.create("banked", "neck_and_neck", seats, options, "seed", {"system": "test"})
    return platform, clock


def act(platform, seat):
    game = platform.loader.load("banked")
    platform.handler.play("banked", bot_command(platform, game, seat, "random"), {"seat": seat})


def first_owing(platform):
    return min(platform.loader.load("banked").owing_since)


def test_a_decision_spends_its_time_from_the_bank_and_earns_the_increment():
    platform, clock = banked_game()
    seat = first_owing(platform)
    assert platform.loader.load("banked").banks == (60.0, 60.0)
    clock.wait(10)
    act(platform, seat)
    assert platform.loader.load("banked").banks[seat] == 55.0


def test_the_deadline_is_the_time_left_in_the_bank():
    platform, clock = banked_game()
    seat = first_owing(platform)
    game = platform.loader.load("banked")
    assert deadline(game, seat) == START + timedelta(seconds=60)
    clock.wait(50)
    act(platform, seat)
    game = platform.loader.load("banked")
    if seat in game.owing_since:  # the same seat owes again: its new turn has 60 - 50 + 5 seconds
        assert deadline(game, seat) == clock.now + timedelta(seconds=15)


def test_an_empty_bank_times_the_turn_out_and_then_holds_only_the_increments_of_the_decisions_played_for_it():
    platform, clock = banked_game()
    seat = first_owing(platform)
    game = platform.loader.load("banked")
    clock.wait(61)
    assert time_out(platform, "banked", seat, game.owing_since[seat], clock.now)
    played_for = [e for e in platform.store.read("banked") if e.actor.get("for_seat") == seat]
    assert platform.loader.load("banked").banks[seat] == 5.0 * (len(played_for) - 1)  # TurnTimedOut: no decision


def test_a_folded_game_has_the_banks_the_applied_game_had():
    platform, clock = banked_game()
    for step in range(12):
        game = platform.loader.load("banked")
        if game.status != "running" or not game.owing_since:
            break
        clock.wait(3 + step)
        act(platform, min(game.owing_since))
    applied = platform.loader.load("banked")
    folded = fold(new_game("banked", "neck_and_neck"), RULESETS["neck_and_neck"], platform.store.read("banked"))
    assert folded.banks == applied.banks and folded.owing_since == applied.owing_since
    assert applied.banks != (60.0, 60.0)


def test_a_game_without_a_bank_keeps_none_and_its_deadline_is_the_turn_timeout():
    platform, _ = banked_game({"turn_timeout_s": 300, "bot_delay_ms": 0})
    game = platform.loader.load("banked")
    assert game.banks == () and deadline(game, first_owing(platform)) == START + timedelta(seconds=300)
