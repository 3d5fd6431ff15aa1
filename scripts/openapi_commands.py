"""The ruleset and command components of openapi.yaml, generated from the registered rulesets.

    python -m scripts.openapi_commands           # print the generated block
    python -m scripts.openapi_commands --write   # rewrite that block in openapi.yaml

Each command of each ruleset becomes a named schema (`NeckAndNeckPlaceBet`), each
ruleset a discriminated `oneOf` on `type` (`NeckAndNeckCommand`), `CommandBody`
any ruleset's command, each ruleset's legal command (`NeckAndNeckLegalCommand`) and `LegalCommand` their union
by `ruleset`, each ruleset's view (`NeckAndNeckView`, its games/<id>/view.schema.json) and `GameView` their union
by `ruleset`, `RulesetId` the enum of ruleset ids, `EventType` every event type an event,
or a live feed's `event:` line, may name, and every event typed (scripts/openapi_events.py).
tests/unit/test_openapi_commands.py keeps the file in step.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import yaml

from events.game import event_types
from games.base import Ruleset
from games.registry import RULESETS
from scripts.openapi_events import REF, event_components, pascal
from service.command_codec import json_schema

OPENAPI_FILE = Path(__file__).resolve().parent.parent / "openapi.yaml"
BEGIN = "    # BEGIN generated command schemas: python -m scripts.openapi_commands --write\n"
END = "    # END generated command schemas\n"


def command_components(ruleset: Ruleset) -> dict[str, dict[str, Any]]:
    """One named schema per command of the ruleset, the ruleset's discriminated union, and its legal command."""
    named = {
        f"{pascal(ruleset.id)}{command.TYPE}": {"title": f"{ruleset.id} {command.TYPE}", **json_schema(command)}
        for command in ruleset.commands
    }
    union = {
        "description": f"A command of {ruleset.title} (`{ruleset.id}`), chosen by `type`.",
        "oneOf": [{"$ref": REF + name} for name in named],
        "discriminator": {
            "propertyName": "type",
            "mapping": {command.TYPE: REF + f"{pascal(ruleset.id)}{command.TYPE}" for command in ruleset.commands},
        },
    }
    legal = {
        "type": "object",
        "description": f"A command the caller's seat may send now in a game of {ruleset.title}.",
        "required": ["ruleset", "command", "params"],
        "properties": {
            "ruleset": {"const": ruleset.id},
            "command": {
                "$ref": REF + f"{pascal(ruleset.id)}Command",
                "description": "A ready body: each free param (`params`) at its least value.",
            },
            "params": {
                "type": "object",
                "description": "The free parameters of `command`, by field name: any value each allows.",
                "additionalProperties": {"$ref": REF + "Param"},
            },
        },
        "additionalProperties": False,
    }
    return {**named, f"{pascal(ruleset.id)}Command": union, f"{pascal(ruleset.id)}LegalCommand": legal}


def components(hosted: Iterable[Ruleset] = RULESETS.values()) -> dict[str, dict[str, Any]]:
    """Every hosted ruleset's command schemas, unions and legal commands, `LegalCommand`, `RulesetId`, `EventType`
    `CommandBody` and the events (`Event`, `FeedEvent`)."""
    rulesets = list(hosted)
    found: dict[str, dict[str, Any]] = {}
    for ruleset in rulesets:
        found.update(command_components(ruleset))
    found["LegalCommand"] = {
        "description": "A command the caller's seat may send now: `ruleset` (the game's) tells which ruleset's "
        "`command` it is.",
        "oneOf": [{"$ref": REF + f"{pascal(ruleset.id)}LegalCommand"} for ruleset in rulesets],
        "discriminator": {
            "propertyName": "ruleset",
            "mapping": {ruleset.id: REF + f"{pascal(ruleset.id)}LegalCommand" for ruleset in rulesets},
        },
    }
    if unviewed := [ruleset.id for ruleset in rulesets if ruleset.view_schema is None]:
        raise ValueError(f"no view schema (view.schema.json) for {', '.join(unviewed)}: every view must be typed")
    found.update({f"{pascal(ruleset.id)}View": dict(ruleset.view_schema or {}) for ruleset in rulesets})
    found["GameView"] = {
        "description": "A game's view as the caller may see it: its ruleset's view (`ruleset` tells which).",
        "oneOf": [{"$ref": REF + f"{pascal(ruleset.id)}View"} for ruleset in rulesets],
        "discriminator": {
            "propertyName": "ruleset",
            "mapping": {ruleset.id: REF + f"{pascal(ruleset.id)}View" for ruleset in rulesets},
        },
    }
    found["RulesetId"] = {
        "type": "string",
        "enum": [ruleset.id for ruleset in rulesets],
        "description": "A ruleset id, as listed by `GET /rulesets`.",
    }
    found["EventType"] = {
        "type": "string",
        "enum": event_types(rulesets),
        "description": "An event's type: the platform's (`GameCreated` ... `TurnTimedOut`), then each hosted "
        "ruleset's that no earlier one has; `GET /web/js/events.json` gives each one's sealed fields.",
    }
    found["CommandBody"] = {
        "description": "A command of the game's ruleset: `type` plus that command's fields. Integers are limited "
        "to +-2^53, strings to 200 characters; `seat`, if given, must be the caller's own seat "
        "(else 403). `GET /games/{game_id}/legal-commands` lists ready bodies.",
        "anyOf": [{"$ref": REF + f"{pascal(ruleset.id)}Command"} for ruleset in rulesets],
    }
    found.update(event_components(rulesets))
    return found


def block() -> str:
    """The generated YAML, indented to sit under `components: schemas:`."""
    text = yaml.safe_dump(components(), sort_keys=False, width=110, allow_unicode=True, default_flow_style=None)
    return BEGIN + "".join(f"    {line}\n" if line else "\n" for line in text.splitlines()) + END


def current_block(text: str) -> str:
    """The block as it stands in the file's text."""
    start, end = text.index(BEGIN), text.index(END) + len(END)
    return text[start:end]


def write() -> None:
    """Replace the block in openapi.yaml with a freshly generated one."""
    text = OPENAPI_FILE.read_text(encoding="utf-8")
    OPENAPI_FILE.write_text(text.replace(current_block(text), block()), encoding="utf-8")


if __name__ == "__main__":
    write() if "--write" in sys.argv[1:] else print(block(), end="")
