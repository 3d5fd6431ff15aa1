"""Game options: the platform's and the ruleset's, validated against their specs."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import ValidationError

from events.lifecycle import GIVEN_ONLY_OPTIONS, PLATFORM_OPTIONS, SECRET_OPTIONS, STAND_INS
from games.base import OptionSpec, Ruleset


def chosen_options(ruleset: Ruleset, given: Mapping[str, Any]) -> tuple[dict[str, Any], str | None]:
    """The ruleset's options with defaults filled, and the seed if the creator chose one; 422 naming bad ones."""
    specs = {spec.name: spec for spec in (*PLATFORM_OPTIONS, *ruleset.options)}
    errors = {name: [f"unknown option; {ruleset.id} takes {', '.join(specs)}"] for name in given if name not in specs}
    errors.update(
        {
            name: [problem]
            for name, value in given.items()
            if name in specs
            for problem in [_option_problem(specs[name], value)]
            if problem
        }
    )
    if given.get("stand_in", "basic") not in STAND_INS:
        errors["stand_in"] = [f"must be one of {', '.join(STAND_INS)}"]
    elif given.get("stand_in") == "expert" and ruleset.determinize is None:
        errors["stand_in"] = [f"{ruleset.id} has no expert bot"]
    if errors:
        raise ValidationError({"options": errors})
    chosen = {
        spec.name: given.get(spec.name, spec.default)
        for spec in (*PLATFORM_OPTIONS, *ruleset.options)
        if spec.name not in SECRET_OPTIONS and (spec.name in given or spec.name not in GIVEN_ONLY_OPTIONS)
    }
    return chosen, given.get("seed")


def _option_problem(spec: OptionSpec, value: object) -> str | None:
    """What is wrong with one option value, if anything."""
    kinds = {"integer": int, "string": str, "boolean": bool}
    if not isinstance(value, kinds[spec.type]) or (spec.type == "integer" and isinstance(value, bool)):
        return f"must be a {spec.type}"
    if isinstance(value, str):  # the spec's type is "string"
        return None if 1 <= len(value) <= 200 else "must be 1 to 200 characters"
    if isinstance(value, int) and (
        (spec.minimum is not None and value < spec.minimum) or (spec.maximum is not None and value > spec.maximum)
    ):
        return f"must be between {spec.minimum} and {spec.maximum}"
    return None
