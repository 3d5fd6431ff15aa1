"""openapi.yaml names every command of every registered ruleset, generated from the command classes themselves."""

from __future__ import annotations

import yaml

from events.lifecycle import PLATFORM_EVENTS
from games.registry import RULESETS
from scripts.openapi_commands import OPENAPI_FILE, block, current_block, pascal
from tests.support.openapi import spec


def test_the_generated_block_in_openapi_yaml_is_current():
    assert current_block(OPENAPI_FILE.read_text(encoding="utf-8")) == block(), (
        "openapi.yaml is out of date: run `python -m scripts.openapi_commands --write`, then `make client`"
    )


def test_every_command_is_a_named_component_in_its_rulesets_discriminated_union():
    schemas = spec()["components"]["schemas"]
    for ruleset in RULESETS.values():
        union = schemas[f"{pascal(ruleset.id)}Command"]
        assert union["discriminator"]["propertyName"] == "type"
        assert set(union["discriminator"]["mapping"]) == {command.TYPE for command in ruleset.commands}


def committed_schemas() -> dict:
    """openapi.yaml's schemas as committed (`spec()` adds the test platform's toy ruleset)."""
    return yaml.safe_load(OPENAPI_FILE.read_text(encoding="utf-8"))["components"]["schemas"]


def test_the_ruleset_enum_is_exactly_the_registered_rulesets():
    assert committed_schemas()["RulesetId"]["enum"] == list(RULESETS)


def test_every_event_type_of_the_platform_and_each_ruleset_is_an_event_type_once():
    listed = committed_schemas()["EventType"]["enum"]
    assert len(listed) == len(set(listed))
    assert {event.TYPE for event in PLATFORM_EVENTS} | {e.TYPE for r in RULESETS.values() for e in r.events} == set(
        listed
    )


def test_sending_a_command_takes_any_rulesets_command():
    body = spec()["paths"]["/games/{game_id}/commands"]["post"]["requestBody"]["content"]["application/json"]
    assert body["schema"] == {"$ref": "#/components/schemas/CommandBody"}
