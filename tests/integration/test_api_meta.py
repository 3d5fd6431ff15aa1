"""Rulesets, health, the OpenAPI file and the offline docs page, checked against openapi.yaml."""

from __future__ import annotations

import re

import jsonschema
import pytest

from tests.support.openapi import assert_conforms

pytestmark = pytest.mark.integration


def test_rulesets_publish_seats_options_and_a_json_schema_per_command(http):
    response = http.get("/rulesets")
    assert_conforms(response, "GET", "/rulesets")
    neck = next(r for r in response.json if r["id"] == "neck_and_neck")
    assert (neck["min_seats"], neck["max_seats"]) == (2, 6)
    assert {"PlaceBet", "FinishBetting", "RollDice", "MoveHorse", "SpecialMove", "Pass"} <= set(neck["commands"])
    assert [o["name"] for o in neck["options"]] == [
        "seed",
        "turn_timeout_s",
        "bot_delay_ms",
        "time_bank_s",
        "increment_s",
        "expert_ms",
        "stand_in",
    ]


def test_a_published_command_schema_accepts_a_legal_body_and_rejects_a_wrong_one(http):
    schema = next(r for r in http.get("/rulesets").json if r["id"] == "neck_and_neck")["commands"]["PlaceBet"]
    jsonschema.validate({"type": "PlaceBet", "horse": 3, "amount": 500}, schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"type": "PlaceBet", "horse": "3"}, schema)


def test_health_answers_ok_while_redis_does(http):
    response = http.get("/healthz")
    assert_conforms(response, "GET", "/healthz")
    assert response.json == {"status": "ok", "redis": "ok"}


def test_the_openapi_file_is_served_as_yaml(http):
    response = http.get("/openapi.yaml")
    assert response.status_code == 200 and response.mimetype == "application/yaml"
    assert response.get_data(as_text=True).startswith("openapi: 3.1")


def test_the_docs_page_loads_its_assets_from_this_server_only(http):
    page = http.get("/docs").get_data(as_text=True)
    assert "/openapi.yaml" in page
    assert set(re.findall(r"https?://([^/\"']+)", page)) <= {"localhost"}
    for asset in ("swagger-ui-bundle.js", "swagger-ui.css", "swagger-ui-standalone-preset.js"):
        assert f"/docs/{asset}" in page
        assert http.get(f"/docs/{asset}").status_code == 200


def test_the_docs_page_never_calls_an_outside_validator(http):
    page = http.get("/docs").get_data(as_text=True)
    assert '"validatorUrl": null' in page or "validatorUrl: null" in page
