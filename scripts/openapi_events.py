"""The event components of openapi.yaml, generated from the event classes of the platform and each ruleset.

Each event type becomes `<Type>Event` (the envelope, `type` fixed, `data` typed), `Event` their union told apart by
`type`, and `FeedEvent` a live feed's event (the same union, with the log's signed `checkpoint`). An event's data is
`<Type>Data` for the platform's events, `<Ruleset><Type>Data` for a ruleset's; a type several rulesets log (their
shapes differ) has `<Type>Data`, any of theirs. A record inside data is `<Ruleset><Class>` (`Platform<Class>`).
A sealed field is not required (a redacted event lacks it), nor is a field an event stored under an older schema
lacks (`Event.ADDED`), nor one written only when it is not its default (`added_later`).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Iterable, Mapping
from typing import Any

from events.envelope import Envelope
from events.lifecycle import PLATFORM_EVENTS
from games.base import Event, Ruleset
from games.codec import OMITTED_WHEN_DEFAULT

REF = "#/components/schemas/"
PLATFORM = "Platform"


def pascal(ruleset_id: str) -> str:
    """`neck_and_neck` -> `NeckAndNeck`."""
    return "".join(part.capitalize() for part in ruleset_id.split("_"))


def event_components(rulesets: Iterable[Ruleset]) -> dict[str, dict[str, Any]]:
    """Every data and record schema, each type's envelope, `Event` and `FeedEvent`."""
    found = Named()
    logged: dict[str, list[str]] = {}  # event type -> its data schemas, one per owner that logs it
    owners = [(PLATFORM, PLATFORM_EVENTS)] + [(pascal(r.id), r.events) for r in rulesets]
    for owner, events in owners:
        for event in events:
            name = f"{event.TYPE}Data" if owner == PLATFORM else f"{owner}{event.TYPE}Data"
            found.claim(name, event)
            found[name] = {"description": f"The data of a `{event.TYPE}` ({owner}).", **record(event, owner, found)}
            logged.setdefault(event.TYPE, []).append(name)
    for type_name, names in logged.items():
        if len(names) > 1:
            found[f"{type_name}Data"] = {
                "description": f"The data of a `{type_name}`: the shape of the game's ruleset's.",
                "anyOf": [{"$ref": REF + name} for name in names],
            }
        found[f"{type_name}Event"] = envelope(type_name, f"{type_name}Data" if len(names) > 1 else names[0])
    found.update(unions(list(logged)))
    return dict(found)


class Named(dict[str, dict[str, Any]]):
    """Named schemas, each made from one class: two classes under one name would silently share a schema."""

    def __init__(self) -> None:
        super().__init__()
        self.made_from: dict[str, type] = {}

    def claim(self, name: str, cls: type) -> bool:
        """Whether `name` is new (it is now `cls`'s); an error if another class has it."""
        if self.made_from.setdefault(name, cls) is not cls:
            raise ValueError(
                f"{cls.__module__}.{cls.__qualname__} and {self.made_from[name].__qualname__} are both {name}"
            )
        if name in self:
            return False
        self[name] = {}  # claimed before its fields are made, in case a record holds itself
        return True


def envelope(type_name: str, data: str) -> dict[str, Any]:
    """A `type_name` event: the envelope's fields (`EventEnvelope`), its `type` and its typed `data`."""
    return {
        "allOf": [
            {"$ref": REF + "EventEnvelope"},
            {
                "type": "object",
                "required": ["type", "data"],
                "properties": {"type": {"type": "string", "const": type_name}, "data": {"$ref": REF + data}},
            },
        ]
    }


def unions(type_names: list[str]) -> dict[str, dict[str, Any]]:
    """`Event` and `FeedEvent`: any type's event, told apart by `type`, with no field but the envelope's."""
    union = {
        "oneOf": [{"$ref": REF + f"{name}Event"} for name in type_names],
        "discriminator": {"propertyName": "type", "mapping": {name: REF + f"{name}Event" for name in type_names}},
    }
    return {
        "Event": {
            "type": "object",
            "description": "One event of a game's log, as the viewer may see it (`EventEnvelope`), its `data` typed by "
            "its `type`.",
            "propertyNames": {"enum": ENVELOPE},
            **union,
        },
        "FeedEvent": {
            "type": "object",
            "description": "One live-feed event (the `data` of a Server-Sent Event): an element of `events` as in the "
            "JSON pages, plus the signed `checkpoint` of the log right after it.",
            "propertyNames": {"enum": [*ENVELOPE, "checkpoint"]},
            "required": ["checkpoint"],
            "properties": {"checkpoint": {"$ref": REF + "Checkpoint"}},
            **union,
        },
    }


ENVELOPE = [f.name for f in dataclasses.fields(Envelope)] + ["redacted"]  # an event's fields as served


def record(cls: type, owner: str, found: Named) -> dict[str, Any]:
    """The JSON Schema of a dataclass as `games.codec.to_jsonable` writes it; records inside it are added to `found`."""
    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)
    secret = set(getattr(cls, "SECRET", ()))
    loose = secret | set(getattr(cls, "ADDED", ())) | {f.name for f in fields if f.metadata.get(OMITTED_WHEN_DEFAULT)}
    properties = {f.name: json_type(hints[f.name], owner, found) for f in fields}
    for name in secret:
        properties[name] = {**properties[name], "description": "Sealed: absent while redacted."}
    made: dict[str, Any] = {"type": "object", "properties": properties, "additionalProperties": False}
    if required := [f.name for f in fields if f.name not in loose]:
        made["required"] = required
    return made


def json_type(hint: Any, owner: str, found: Named) -> dict[str, Any]:
    """The JSON Schema of a value typed `hint`, as `to_jsonable` writes it (a record becomes a named component)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        return {}
    if hint in SCALARS:
        return {"type": SCALARS[hint]}
    if origin in (types.UnionType, typing.Union):
        return {"anyOf": [json_type(arg, owner, found) for arg in args]}
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return {"type": "array", "items": json_type(args[0], owner, found)}
        if len(set(args)) == 1:
            return {
                "type": "array",
                "items": json_type(args[0], owner, found),
                "minItems": len(args),
                "maxItems": len(args),
            }
    if origin in (Mapping, dict):
        return {"type": "object", "additionalProperties": json_type(args[1], owner, found)}
    if isinstance(hint, type) and dataclasses.is_dataclass(hint) and not issubclass(hint, Event):
        name = f"{PLATFORM if hint.__module__.startswith(PLATFORM_MODULES) else owner}{hint.__name__}"
        if found.claim(name, hint):
            found[name] = record(hint, owner, found)
        return {"$ref": REF + name}
    raise TypeError(f"no JSON Schema for {hint!r}")


SCALARS = {int: "integer", str: "string", bool: "boolean", type(None): "null"}
PLATFORM_MODULES = ("games.base", "events.")  # records every ruleset shares (a final `Standing`, a `SeatSpec`)
