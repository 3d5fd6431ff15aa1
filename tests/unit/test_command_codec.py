"""Command bodies: required fields, optional fields with defaults, and the JSON Schemas published for them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import jsonschema
import pytest
from marshmallow import ValidationError

from games.base import Command
from service.command_codec import command_schema, json_schema


@dataclass(frozen=True)
class UseThing(Command):
    """A command with a required field and optional ones."""

    TYPE: ClassVar[str] = "UseThing"
    seat: int
    thing: int
    target: int | None = None
    order: tuple[int, ...] = ()


def test_optional_fields_may_be_left_out_and_take_their_defaults():
    assert command_schema(UseThing).load({"type": "UseThing", "thing": 2}) == {
        "type": "UseThing",
        "thing": 2,
        "target": None,
        "order": (),
    }


def test_an_optional_field_accepts_null_and_its_type_but_nothing_else():
    schema = command_schema(UseThing)
    assert schema.load({"type": "UseThing", "thing": 2, "target": None})["target"] is None
    assert schema.load({"type": "UseThing", "thing": 2, "target": 5, "order": [1, 2]})["order"] == [1, 2]
    with pytest.raises(ValidationError) as refused:
        schema.load({"type": "UseThing", "thing": 2, "target": "five"})
    assert "target" in refused.value.messages


def test_a_required_field_stays_required():
    with pytest.raises(ValidationError) as refused:
        command_schema(UseThing).load({"type": "UseThing"})
    assert "thing" in refused.value.messages


def test_the_published_schema_marks_only_fields_without_defaults_required_and_validates_the_same_bodies():
    schema = json_schema(UseThing)
    assert schema["required"] == ["type", "thing"]
    assert schema["properties"]["order"]["default"] == []
    jsonschema.validate({"type": "UseThing", "thing": 1, "target": None}, schema)
    jsonschema.validate({"type": "UseThing", "thing": 1, "target": 3, "order": [2]}, schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"type": "UseThing", "thing": 1, "target": "x"}, schema)
