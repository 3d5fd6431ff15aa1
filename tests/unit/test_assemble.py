"""One Ruleset builder (games/assemble.py): each game folder's parts by convention, the toy's from one module."""

from __future__ import annotations

import importlib
import random
from pathlib import Path
from types import ModuleType

import pytest

from devtools import toy
from devtools.toy import TOY
from games.assemble import PARTS, assemble
from games.registry import RULESETS
from workers.bots import basic_bot, random_bot

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_each_hosted_ruleset_is_its_folder_parts_its_bot_and_its_board(ruleset_id):
    ruleset = RULESETS[ruleset_id]
    for field, (module_name, name) in PARTS.items():
        try:
            module = importlib.import_module(f"games.{ruleset_id}.{module_name}")
        except ModuleNotFoundError:
            continue
        if hasattr(module, name):
            assert getattr(ruleset, field) is getattr(module, name), (field, module_name, name)
    assert ruleset.bot is importlib.import_module(f"games.{ruleset_id}.bot").choose
    assert ruleset.board == ROOT / "games" / ruleset_id / "board.js"
    assert (ROOT / "games" / ruleset_id / "README.md").read_text(encoding="utf-8").count(f"docs/rules/{ruleset_id}.md")


def test_the_toy_is_built_from_its_one_module_without_a_bot_or_a_board():
    assert (TOY.id, TOY.title, TOY.min_seats, TOY.max_seats) == ("toy", "Toy", 1, 8)
    assert TOY.commands == toy.COMMANDS and TOY.decide is toy.decide and TOY.awaiting is toy.awaiting
    assert TOY.bot is None and TOY.board is None
    legal = TOY.legal_commands(TOY.initial_state(2, {}), 0)
    assert basic_bot(TOY, {}, legal, random.Random(7)) == random_bot(TOY, {}, legal, random.Random(7))


def test_a_missing_required_part_is_named():
    rules = ModuleType("games.nothing.rules")
    with pytest.raises(TypeError, match="ruleset nothing: no TITLE in its content module"):
        assemble("nothing", rules, ModuleType("games.nothing.state"))
