"""The expert bot never reads what its seat may not see: through the worker it is handed its seat's view (a plain
copy, not the state behind it) and its legal commands; two games with the same public history but other sealed
bets hand its search the very same inputs, so it decides the same. (That a view holds no other seat's secret is
each ruleset's view tests' and tests/unit/test_redaction.py's.)"""

from __future__ import annotations

import math
import random

from bootstrap import in_memory_platform
from events.lifecycle import SeatSpec
from events.vault import InMemoryVault
from games import expert
from games.registry import RULESETS
from workers.turns import bot_command

SEATS = (SeatSpec(bot="expert"), SeatSpec(name="Ann"))
OPTIONS = {"expert_ms": 50}


def expert_inputs(monkeypatch, bets: list[dict]) -> tuple[dict, tuple]:
    """What the expert's search is handed to bet, once Ann has sealed `bets` in a game of a fixed seed."""
    platform = in_memory_platform(vault=InMemoryVault(sealing_for=lambda game_id: "the same sealing key"))
    platform.handler.create("g", "neck_and_neck", SEATS, OPTIONS, "the same seed", {"system": "test"})
    for bet in bets:
        game = platform.loader.load("g")
        command = RULESETS["neck_and_neck"].command_type("PlaceBet")(seat=1, **bet)
        platform.handler.play("g", command, {"seat": 1}, game.version)
    seen: list = []
    real = expert.search

    def spy(ruleset, view, legal, rnd, budget):
        seen.append((view, legal, rnd.getstate()))
        return real(ruleset, view, legal, rnd, budget)

    monkeypatch.setattr(expert, "search", spy)
    bot_command(platform, platform.loader.load("g"), 0, "expert")
    [(view, legal, state)] = seen
    assert type(view) is dict, "the search gets a copy of the view, never an object holding the game's state"
    return view, (legal, state)


def test_games_with_other_sealed_bets_hand_the_search_the_same_inputs(monkeypatch):
    view_a, rest_a = expert_inputs(monkeypatch, [{"horse": 3, "amount": 500}])
    view_b, rest_b = expert_inputs(monkeypatch, [{"horse": 6, "amount": 2000}])
    assert view_a == view_b and rest_a == rest_b


def test_the_same_inputs_give_the_same_search_whatever_the_hidden_state(monkeypatch):
    view, (legal, _) = expert_inputs(monkeypatch, [{"horse": 3, "amount": 500}])
    budget = expert.Budget(seconds=math.inf, playouts=36)
    ruleset = RULESETS["neck_and_neck"]
    first = expert.search(ruleset, view, legal, random.Random(5), budget)
    again = expert.search(ruleset, view, legal, random.Random(5), budget)
    assert first.body == again.body and first.weighed() == again.weighed() and first.playouts == again.playouts > 0
