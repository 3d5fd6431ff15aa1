"""A plain frozen dataclass is decoded without its __init__ (games/codec._plain): the same instance, field by field
and in the same __dict__ order, as the class's own __init__ makes; defaults, factories and errors as before."""

from __future__ import annotations

import dataclasses
from dataclasses import InitVar, dataclass, field
from typing import ClassVar

import pytest

from events.game import decode
from events.lifecycle import PLATFORM_EVENTS
from games.codec import _plain, from_jsonable, to_jsonable
from games.registry import RULESETS
from workers.simulate import play_game


@dataclass(frozen=True)
class Inner:
    n: int


@dataclass(frozen=True)
class Sample:
    KIND: ClassVar[str] = "sample"
    a: int
    inner: Inner
    items: tuple[Inner, ...] = ()
    extra: dict[str, int] = field(default_factory=dict)
    note: str | None = None


@dataclass(frozen=True)
class WithPost:
    a: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "a", self.a * 2)


@dataclass(frozen=True)
class WithInitVar:
    a: int
    b: InitVar[int] = 0


@dataclass
class Mutable:
    a: int


def test_which_classes_are_plain():
    assert _plain(Sample) and _plain(Inner)
    assert not _plain(WithPost) and not _plain(WithInitVar) and not _plain(Mutable)
    classes = [e for r in RULESETS.values() for e in (*r.events, r.state_type)] + list(PLATFORM_EVENTS)
    assert all(_plain(c) for c in classes)


def test_a_plain_class_decodes_as_its_init_makes_it():
    full = {"a": 1, "inner": {"n": 2}, "items": [{"n": 3}], "extra": {"x": 4}, "note": "n"}
    decoded = from_jsonable(Sample, full)
    made = Sample(1, Inner(2), (Inner(3),), {"x": 4}, "n")
    assert decoded == made and list(vars(decoded).items()) == list(vars(made).items())
    bare = from_jsonable(Sample, {"a": 1, "inner": {"n": 2}})
    assert list(vars(bare).items()) == list(vars(Sample(1, Inner(2))).items())
    other = from_jsonable(Sample, {"a": 1, "inner": {"n": 2}})
    assert bare.extra == {} and bare.extra is not other.extra  # a factory's value is new for each instance
    with pytest.raises(KeyError):
        from_jsonable(Sample, {"inner": {"n": 2}})
    with pytest.raises(dataclasses.FrozenInstanceError):
        decoded.a = 5  # type: ignore[misc]
    assert from_jsonable(WithPost, {"a": 2}).a == 4


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_every_event_and_state_of_a_game_decodes_as_init_makes_it(ruleset_id: str):
    ruleset = RULESETS[ruleset_id]
    played = play_game(ruleset, ("random",) * ruleset.min_seats, 2)
    values = [played.game.rules] + [decode(ruleset, envelope) for envelope in played.envelopes]
    for value in values:
        again = from_jsonable(type(value), to_jsonable(value))
        assert again == value
        rebuilt = type(value)(**{f.name: getattr(again, f.name) for f in dataclasses.fields(value)})
        assert list(vars(again)) == list(vars(rebuilt))
