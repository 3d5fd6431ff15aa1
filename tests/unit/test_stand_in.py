"""The game option stand_in: the bot level that plays a human seat on autoplay, after it left, or when its turn
times out (`basic` by default, or `expert`); a bad level is refused naming the option, and a table asking for
expert stand-ins meets the all-bot games' limit as a table of experts."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from app.follow_ups import bot_turn
from bootstrap import in_memory_platform
from events.lifecycle import AutoplaySet, SeatSpec
from games.registry import RULESETS
from service import create_app
from workers import turns

SEATS = (SeatSpec(name="Ann"), SeatSpec(name="Bob"))


def table(options: dict):
    platform = in_memory_platform()
    platform.handler.create("t", "neck_and_neck", SEATS, options, "seed", {"system": "test"})
    return platform


@pytest.mark.parametrize(("options", "level"), [({}, "basic"), ({"stand_in": "expert"}, "expert")])
def test_a_seat_on_autoplay_is_played_by_the_stand_in_level(options, level):
    platform = table(options)
    platform.handler.change_seat("t", 0, AutoplaySet(seat=0, on=True), {"seat": 0})
    assert bot_turn(platform.loader.load("t"), RULESETS["neck_and_neck"]) == (0, level)


def test_a_turn_that_times_out_is_played_by_the_stand_in_level(monkeypatch):
    platform, asked = table({"stand_in": "expert", "turn_timeout_s": 1}), []
    real = turns.bot_command
    monkeypatch.setattr(turns, "bot_command", lambda p, g, s, level: asked.append(level) or real(p, g, s, "basic"))
    finish = RULESETS["neck_and_neck"].command_type("FinishBetting")
    for seat in (0, 1):  # the race starts: a turn the rules have no default for
        platform.handler.play("t", finish(seat=seat), {"seat": seat})
    game = platform.loader.load("t")
    [(seat, since)] = game.owing_since.items()
    assert turns.time_out(platform, "t", seat, since, now=datetime.now(UTC) + timedelta(days=1))
    assert asked and set(asked) == {"expert"}, "the timed-out turn, and the rest of it, played by the expert"


@pytest.mark.parametrize("level", ["random", "grandmaster", 3])
def test_a_stand_in_that_is_no_expert_or_basic_is_refused_naming_the_option(level):
    client = create_app({"TESTING": True}, platform=in_memory_platform()).test_client()
    body = {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}], "options": {"stand_in": level}}
    refused = client.post("/games", json=body)
    assert refused.status_code == 422 and "stand_in" in refused.json["errors"]["options"]
