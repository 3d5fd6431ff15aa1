"""Rulesets: what games the server hosts, their seats, options and command schemas."""

from __future__ import annotations

from flask import Blueprint

from events.lifecycle import PLATFORM_OPTIONS
from games.base import Ruleset
from games.codec import to_jsonable

from .command_codec import json_schema
from .context import platform
from .responses import respond

bp = Blueprint("rulesets", __name__)


def describe(ruleset: Ruleset) -> dict:
    """A ruleset as published by GET /rulesets."""
    return {
        "id": ruleset.id,
        "title": ruleset.title,
        "min_seats": ruleset.min_seats,
        "max_seats": ruleset.max_seats,
        "options": [to_jsonable(o) for o in (*PLATFORM_OPTIONS, *ruleset.options)],
        "commands": {c.TYPE: json_schema(c) for c in ruleset.commands},
    }


@bp.get("/rulesets")
def list_rulesets():
    """Every hosted ruleset."""
    return respond([describe(r) for r in platform().rulesets.values()], 200)
