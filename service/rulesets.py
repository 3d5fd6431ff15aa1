"""Rulesets: what games the server hosts, their seats, options and command schemas."""

from __future__ import annotations

from typing import Any, TypedDict

from flask import Blueprint, Response, current_app

from events.lifecycle import PLATFORM_OPTIONS
from games.base import Ruleset
from games.codec import to_jsonable

from .command_codec import command_types, json_schema
from .context import platform

bp = Blueprint("rulesets", __name__)


class RulesetDescription(TypedDict):
    """One ruleset in GET /rulesets (the spec's Ruleset schema)."""

    id: str
    title: str
    min_seats: int
    max_seats: int
    options: list[Any]  # each an OptionSpec as JSON
    commands: dict[str, dict[str, Any]]  # command type -> JSON Schema of its body


def describe(ruleset: Ruleset) -> RulesetDescription:
    """A ruleset as published by GET /rulesets."""
    return {
        "id": ruleset.id,
        "title": ruleset.title,
        "min_seats": ruleset.min_seats,
        "max_seats": ruleset.max_seats,
        "options": [to_jsonable(o) for o in (*PLATFORM_OPTIONS, *ruleset.options)],
        "commands": {c.TYPE: json_schema(c) for c in command_types(ruleset)},
    }


ANSWER = "furlong.rulesets"  # the app's answer to GET /rulesets, its JSON written at the first request


@bp.get("/rulesets")
def list_rulesets() -> Response:
    """Every hosted ruleset; the JSON is written once per app, as its rulesets are fixed when it is made."""
    writer = current_app.json
    body = current_app.extensions.get(ANSWER)
    if body is None:
        body = current_app.extensions[ANSWER] = writer.body(  # type: ignore[attr-defined]
            [describe(r) for r in platform().rulesets.values()]
        )
    response: Response = writer.response_of(body)  # type: ignore[attr-defined]
    return response
