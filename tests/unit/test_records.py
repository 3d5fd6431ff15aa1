"""games.records: `replace`, the same copy as dataclasses.replace, and `filled`, the same instance as the frozen
dataclass's own __init__ makes, for every state and event class; `record` is @dataclass(frozen=True)."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

import pytest

from events.envelope import Envelope
from events.game import Game
from events.lifecycle import PLATFORM_EVENTS, SeatSpec
from games.base import StartGame
from games.records import filled, record, replace
from games.registry import RULESETS
from tests.support.rng import SeededRng

RULES_CLASSES = {cls for r in RULESETS.values() for cls in (r.state_type, *r.events)}
CLASSES = sorted(
    RULES_CLASSES | {*PLATFORM_EVENTS, Game, Envelope, SeatSpec}, key=lambda cls: f"{cls.__module__}.{cls.__qualname__}"
)


def started(ruleset_id: str):
    """A ruleset's state before and just after StartGame."""
    ruleset = RULESETS[ruleset_id]
    before = state = ruleset.initial_state(ruleset.min_seats, {})
    for event in ruleset.decide(state, StartGame(), SeededRng(random.Random(5))):
        state = ruleset.evolve(state, event)
    return before, state


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__qualname__)
def test_every_state_and_event_class_can_be_copied_by_replace(cls):
    assert dataclasses.is_dataclass(cls) and not hasattr(cls, "__slots__")
    assert not hasattr(cls, "__post_init__") and all(f.init for f in dataclasses.fields(cls))


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_replacing_any_field_of_a_state_gives_what_dataclasses_replace_gives(ruleset_id):
    before, after = started(ruleset_id)
    for field in dataclasses.fields(before):
        change = {field.name: getattr(after, field.name)}
        fast, slow = replace(before, **change), dataclasses.replace(before, **change)
        assert fast == slow and hash(fast) == hash(slow) and type(fast) is type(slow)
        assert vars(fast) == vars(slow)
    assert before == RULESETS[ruleset_id].initial_state(RULESETS[ruleset_id].min_seats, {})


def test_a_name_that_is_not_a_field_is_refused():
    with pytest.raises(TypeError, match="no field"):
        replace(SeatSpec(bot="basic"), robot="random")


def test_the_copy_is_still_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        replace(SeatSpec(bot="basic"), bot="random").bot = "basic"  # type: ignore[misc]


def test_a_dataclass_with_post_init_is_left_to_dataclasses_replace():
    @dataclass(frozen=True)
    class Checked:
        n: int

        def __post_init__(self) -> None:
            assert self.n >= 0

    with pytest.raises(TypeError, match=r"use dataclasses\.replace"):
        replace(Checked(1), n=2)


def test_a_record_is_the_frozen_dataclass():
    made = record(type("Moved", (), {"__annotations__": {"horse": "int", "cause": "str"}, "cause": "roll"}))
    assert made.__dataclass_params__.frozen and made(1) == made(1, "roll")  # type: ignore[attr-defined]
    with pytest.raises(dataclasses.FrozenInstanceError):
        made(1).horse = 2  # type: ignore[misc]


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__qualname__)
def test_filled_makes_what_the_dataclass_init_makes(cls):
    given = {f.name: object() for f in dataclasses.fields(cls)}
    made, built = filled(cls, dict(given)), cls(**given)
    assert vars(made) == vars(built) and type(made) is type(built) and made == built
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.anything = 1
