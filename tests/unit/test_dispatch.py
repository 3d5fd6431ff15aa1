"""One dispatch for every ruleset: a command the ruleset does not have is refused once, in the same way."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from games.base import Command, RuleBroken, StartGame
from games.registry import RULESETS
from tests.support.rng import SeededRng


@dataclass(frozen=True)
class Juggle(Command):
    """A command no ruleset has."""

    TYPE: ClassVar[str] = "Juggle"
    seat: int = 0


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_a_command_the_ruleset_does_not_have_is_refused_as_command_unknown(ruleset):
    rules = RULESETS[ruleset]
    state = rules.initial_state(rules.min_seats, {})
    started = state
    for event in rules.decide(state, StartGame(), SeededRng(1)):
        started = rules.evolve(started, event)
    with pytest.raises(RuleBroken) as refused:
        rules.decide(started, Juggle(), SeededRng(1))
    assert refused.value.rule == "command.unknown" and "Juggle" in refused.value.detail
    assert refused.value.status == 422
