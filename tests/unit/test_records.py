"""games.records: `replace`, the same copy as dataclasses.replace, and `filled`, the same instance as the frozen
dataclass's own __init__ makes, for every state and event class; `record` is @dataclass(frozen=True)."""

from __future__ import annotations

import dataclasses
import inspect
import random
from dataclasses import dataclass

import pytest

from events.envelope import Envelope
from events.game import Game
from events.lifecycle import PLATFORM_EVENTS, SeatSpec
from games.base import Draw, StartGame
from games.records import RECORD_INIT, filled, record, replace
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


def twins():
    """The same class made by `record` and by `@dataclass(frozen=True)`: fields with and without defaults."""

    def body():
        return {"__annotations__": {"horse": "int", "steps": "int", "cause": "str"}, "cause": "roll"}

    return record(type("Moved", (), body())), dataclass(frozen=True)(type("Moved", (), body()))


def test_a_record_takes_what_the_frozen_dataclass_takes_and_stores_the_same():
    fast, slow = twins()
    assert inspect.signature(fast) == inspect.signature(slow)
    for args, kwargs in [((1, 2), {}), ((1, 2, "bar"), {}), ((), {"steps": 3, "horse": 4})]:
        assert vars(fast(*args, **kwargs)) == vars(slow(*args, **kwargs))
        assert repr(fast(*args, **kwargs)) == repr(slow(*args, **kwargs))
        assert hash(fast(*args, **kwargs)) == hash(slow(*args, **kwargs))
    with pytest.raises(TypeError):
        fast(1)
    with pytest.raises(TypeError):
        fast(1, 2, "roll", 4)


def test_a_record_is_still_frozen():
    fast, _ = twins()
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast(1, 2).steps = 3


def test_a_record_with_a_default_factory_keeps_the_dataclass_init():
    made = record(
        type("Hand", (), {"__annotations__": {"cards": "list"}, "cards": dataclasses.field(default_factory=list)})
    )
    assert made.__init__.__code__.co_filename != RECORD_INIT and made().cards == []


MADE_EVERY_STEP = sorted(
    {cls for r in RULESETS.values() for cls in (*r.commands, *r.events)} | {Draw, StartGame},
    key=lambda cls: f"{cls.__module__}.{cls.__qualname__}",
)


@pytest.mark.parametrize("cls", MADE_EVERY_STEP, ids=lambda cls: cls.__qualname__)
def test_every_command_event_and_draw_is_a_record_whose_init_takes_its_fields_in_order(cls):
    assert cls.__init__.__code__.co_filename == RECORD_INIT, f"declare {cls.__qualname__} with games.records.record"
    found = dataclasses.fields(cls)
    parameters = list(inspect.signature(cls).parameters.values())
    assert [(p.name, p.default) for p in parameters] == [
        (f.name, inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default) for f in found
    ]
    given = {f.name: object() for f in found}
    assert vars(cls(**given)) == given


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__qualname__)
def test_filled_makes_what_the_dataclass_init_makes(cls):
    given = {f.name: object() for f in dataclasses.fields(cls)}
    made, built = filled(cls, dict(given)), cls(**given)
    assert vars(made) == vars(built) and type(made) is type(built) and made == built
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.anything = 1
