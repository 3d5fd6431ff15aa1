"""Command bodies: marshmallow schemas and JSON Schemas derived from the command dataclasses."""
from __future__ import annotations

import dataclasses
import typing
from functools import cache

from marshmallow import Schema, ValidationError, fields, validate

from games.base import Command, Ruleset

SAFE_INT = 2**53  # JSON integers beyond this lose precision in many clients


class StrictBoolean(fields.Boolean):
    """Only JSON true and false: no 1, 0 or strings."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise ValidationError("must be true or false")
        return value


def _field(hint) -> fields.Field:
    if hint is int:
        return fields.Integer(strict=True, required=True, validate=validate.Range(-SAFE_INT, SAFE_INT))
    if hint is str:
        return fields.String(required=True, validate=validate.Length(max=200))
    if hint is bool:
        return StrictBoolean(required=True)
    if typing.get_origin(hint) is tuple:
        return fields.List(_field(typing.get_args(hint)[0]), required=True, validate=validate.Length(max=100))
    raise TypeError(f"no schema for {hint!r}")


def body_fields(command_class: type) -> dict[str, typing.Any]:
    """The command's fields a client sends (all but `seat`), with their type hints."""
    hints = typing.get_type_hints(command_class)
    return {f.name: hints[f.name] for f in dataclasses.fields(command_class) if f.name != "seat"}


@cache
def command_schema(command_class: type) -> Schema:
    """A strict marshmallow schema for one command's body."""
    declared = {name: _field(hint) for name, hint in body_fields(command_class).items()}
    declared["type"] = fields.String(required=True)
    declared["seat"] = fields.Integer(strict=True)
    return Schema.from_dict(declared, name=f"{command_class.__name__}Body")()


def parse_command(ruleset: Ruleset, body: typing.Any, seat: int) -> Command:
    """The typed command a body asks for, on behalf of `seat`."""
    if not isinstance(body, dict):
        raise ValidationError({"_body": ["the body must be a JSON object with a 'type'"]})
    command_class = ruleset.command_type(body.get("type")) if isinstance(body.get("type"), str) else None
    if command_class is None:
        known = ", ".join(c.TYPE for c in ruleset.commands)
        raise ValidationError({"type": [f"unknown command type {body.get('type')!r}; {ruleset.id} knows {known}"]})
    loaded = command_schema(command_class).load(body)
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in loaded.items() if k not in ("type", "seat")}
    return command_class(seat=seat, **values)


def _json_type(hint) -> dict:
    if typing.get_origin(hint) is tuple:
        return {"type": "array", "items": _json_type(typing.get_args(hint)[0])}
    return {"type": {int: "integer", str: "string", bool: "boolean"}[hint]}


def json_schema(command_class: type) -> dict:
    """The JSON Schema of a command body, as published by GET /rulesets."""
    properties = {name: _json_type(hint) for name, hint in body_fields(command_class).items()}
    return {
        "type": "object",
        "properties": {"type": {"const": command_class.TYPE},
                       "seat": {"type": "integer", "description": "optional; must be the caller's own seat"},
                       **properties},
        "required": ["type", *properties],
        "additionalProperties": False,
    }
