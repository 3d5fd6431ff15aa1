"""Command bodies: marshmallow schemas and JSON Schemas derived from the command dataclasses."""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable

from marshmallow import Schema, ValidationError, fields, validate

from events.names import name_problem
from games.base import Command, Ruleset

SAFE_INT = 2**53  # JSON integers beyond this lose precision in many clients


class StrictBoolean(fields.Boolean):
    """Only JSON true and false: no 1, 0 or strings."""

    def _deserialize(
        self, value: typing.Any, attr: str | None, data: typing.Mapping[str, typing.Any] | None, **kwargs: typing.Any
    ) -> bool:
        if not isinstance(value, bool):
            raise ValidationError("must be true or false")
        return value


def _field(hint: typing.Any, **options: typing.Any) -> fields.Field[typing.Any]:
    options = {"required": True, **options}
    if _optional(hint) is not None:
        return _field(_optional(hint), **{**options, "allow_none": True})
    if hint is int:
        return fields.Integer(strict=True, validate=validate.Range(-SAFE_INT, SAFE_INT), **options)
    if hint is str:
        return fields.String(validate=validate.Length(max=200), **options)
    if hint is bool:
        return StrictBoolean(**options)
    if typing.get_origin(hint) is tuple:
        return fields.List(_field(typing.get_args(hint)[0]), validate=validate.Length(max=100), **options)
    raise TypeError(f"no schema for {hint!r}")


def _optional(hint: typing.Any) -> typing.Any:
    """The X of a hint `X | None`, else None."""
    args = typing.get_args(hint)
    if type(None) in args and len(args) == 2:
        return next(arg for arg in args if arg is not type(None))
    return None


def body_fields(command_class: type) -> dict[str, typing.Any]:
    """The command's fields a client sends (all but `seat`), with their type hints."""
    hints = typing.get_type_hints(command_class)
    return {f.name: hints[f.name] for f in dataclasses.fields(command_class) if f.name != "seat"}


def defaults(command_class: type) -> dict[str, typing.Any]:
    """The body fields a client may leave out, with the value they then take."""
    return {
        f.name: f.default
        for f in dataclasses.fields(command_class)
        if f.name != "seat" and f.default is not dataclasses.MISSING
    }


_SCHEMAS: dict[type[Command], Schema] = {}


def command_schema(command_class: type[Command]) -> Schema:
    """A strict marshmallow schema for one command's body (made once per class)."""
    if (known := _SCHEMAS.get(command_class)) is not None:
        return known
    optional = defaults(command_class)
    declared = {
        name: _field(hint, required=False, load_default=optional[name]) if name in optional else _field(hint)
        for name, hint in body_fields(command_class).items()
    }
    declared["type"] = fields.String(required=True)
    declared["seat"] = fields.Integer(strict=True)
    return _SCHEMAS.setdefault(command_class, Schema.from_dict(declared, name=f"{command_class.__name__}Body")())


def parse_command(ruleset: Ruleset, body: typing.Any, seat: int) -> Command:
    """The typed command a body asks for, on behalf of `seat`."""
    if not isinstance(body, dict):
        raise ValidationError({"_body": ["the body must be a JSON object with a 'type'"]})
    name = body.get("type")
    command_class = ruleset.command_type(name) if isinstance(name, str) else None
    if command_class is None:
        known = ", ".join(c.TYPE for c in command_types(ruleset))
        raise ValidationError({"type": [f"unknown command type {name!r}; {ruleset.id} knows {known}"]})
    loaded = command_schema(command_class).load(body)
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in loaded.items() if k not in ("type", "seat")}
    construct: Callable[..., Command] = command_class  # a command dataclass: its fields vary by class
    return construct(seat=seat, **values)


def command_types(ruleset: Ruleset) -> tuple[type[Command], ...]:
    """The ruleset's command classes."""
    return ruleset.commands


def _json_type(hint: typing.Any) -> dict[str, typing.Any]:
    if _optional(hint) is not None:
        return {"anyOf": [_json_type(_optional(hint)), {"type": "null"}]}
    if typing.get_origin(hint) is tuple:
        return {"type": "array", "items": _json_type(typing.get_args(hint)[0])}
    return {"type": {int: "integer", str: "string", bool: "boolean"}[hint]}


def json_schema(command_class: type[Command]) -> dict[str, typing.Any]:
    """The JSON Schema of a command body, as published by GET /rulesets."""
    optional = defaults(command_class)
    properties = {
        name: {**_json_type(hint), **({"default": _jsonable(optional[name])} if name in optional else {})}
        for name, hint in body_fields(command_class).items()
    }
    return {
        "type": "object",
        "properties": {
            "type": {"const": command_class.TYPE},
            "seat": {"type": "integer", "description": "optional; must be the caller's own seat"},
            **properties,
        },
        "required": ["type", *(name for name in properties if name not in optional)],
        "additionalProperties": False,
    }


def _jsonable(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def seat_name(name: str) -> None:
    """A seat name must not pass for a bot, a platform label or another script's letters (events/names.py)."""
    if (problem := name_problem(name)) is not None:
        raise ValidationError(f"this name is refused: {problem}")
