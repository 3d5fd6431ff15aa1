"""Rulesets: what games the server hosts, their seats, options and command schemas."""

from __future__ import annotations

from typing import Any, TypedDict

from flask import Blueprint, Response

from events.lifecycle import PLATFORM_OPTIONS
from games.base import Ruleset
from games.codec import to_jsonable

from .command_codec import command_types, json_schema
from .context import platform
from .responses import respond

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


@bp.get("/rulesets")
def list_rulesets() -> Response:
    """Every hosted ruleset."""
    return respond([describe(r) for r in platform().rulesets.values()], 200)
