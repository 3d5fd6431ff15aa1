"""openapi.yaml is a valid OpenAPI 3.1 document that describes exactly the app's routes."""

from __future__ import annotations

import re

import pytest
from openapi_spec_validator import OpenAPIV31SpecValidator, validate
from referencing.exceptions import Unresolvable

from tests.support.openapi import BASE_URI, registry, spec

METHODS = {"get", "put", "post", "delete", "patch", "head", "options", "trace"}
NO_PROBLEM_NEEDED = {"/healthz", "/openapi.yaml", "/docs", "/docs/{path}"}
PROBLEM_REF = "#/components/schemas/Problem"


def flask_routes() -> dict[str, set[str]]:
    """The app's routes as OpenAPI templates -> methods (without HEAD/OPTIONS and Flask's `static`)."""
    from bootstrap import in_memory_platform
    from service import create_app

    app = create_app(platform=in_memory_platform())
    routes: dict[str, set[str]] = {}
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        template = re.sub(r"<(?:[^<>:]+:)?([^<>]+)>", r"{\1}", rule.rule)
        routes.setdefault(template, set()).update(m.lower() for m in rule.methods - {"HEAD", "OPTIONS"})
    return routes


def operations():
    """(path, method, operation) for every operation of the file."""
    return [
        (path, method, op) for path, item in spec()["paths"].items() for method, op in item.items() if method in METHODS
    ]


def resolve(node):
    """An OpenAPI-level `$ref` (e.g. to components/responses) followed, once or more."""
    while isinstance(node, dict) and "$ref" in node:
        try:
            node = registry().resolver(BASE_URI).lookup(node["$ref"]).contents
        except Unresolvable:
            raise AssertionError(f"unresolvable $ref {node['$ref']}") from None
    return node


def test_is_a_valid_openapi_3_1_document():
    assert spec()["openapi"] == "3.1.0"
    validate(spec(), cls=OpenAPIV31SpecValidator)


def test_info_and_servers():
    assert spec()["info"]["title"] == "Furlong"
    assert spec()["info"]["version"] == "0.1.0"
    assert [server["url"] for server in spec()["servers"]] == ["/"]


def test_paths_are_exactly_the_app_routes():
    routes = flask_routes()
    documented = {path: {m for m in item if m in METHODS} for path, item in spec()["paths"].items()}
    assert set(documented) == set(routes), (
        f"undocumented routes: {sorted(set(routes) - set(documented))}; "
        f"documented paths the app lacks: {sorted(set(documented) - set(routes))}"
    )
    for path, methods in routes.items():
        assert documented[path] == methods, f"{path}: app has {sorted(methods)}, file has {sorted(documented[path])}"


@pytest.mark.parametrize("path,method,op", operations(), ids=lambda v: v if isinstance(v, str) else "")
def test_operation_has_id_summary_and_a_problem(path, method, op):
    assert op.get("operationId"), f"{method.upper()} {path} has no operationId"
    assert op.get("summary"), f"{method.upper()} {path} has no summary"
    if path in NO_PROBLEM_NEEDED:
        return
    problems = []
    for status, response in op["responses"].items():
        content = resolve(response).get("content", {})
        schema = content.get("application/problem+json", {}).get("schema", {})
        if status.startswith("4") and schema.get("$ref") == PROBLEM_REF:
            problems.append(status)
    assert problems, f"{method.upper()} {path} documents no 4xx application/problem+json Problem response"


def test_operation_ids_are_unique():
    ids = [op["operationId"] for _, _, op in operations()]
    assert len(ids) == len(set(ids))


def test_every_ref_resolves():
    resolver = registry().resolver(BASE_URI)
    refs = []

    def walk(node):
        if isinstance(node, dict):
            if isinstance(node.get("$ref"), str):
                refs.append(node["$ref"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(spec())
    assert refs
    broken = []
    for ref in sorted(set(refs)):
        try:
            resolver.lookup(ref)
        except Unresolvable as error:
            broken.append(f"{ref} ({type(error).__name__})")
    assert not broken, "unresolvable $refs:\n" + "\n".join(broken)


def test_no_stray_keys_from_yaml_flow_syntax():
    """A comma inside an unquoted flow-mapping value silently makes a new key; catch that."""
    stray = []

    def walk(node, where):
        if isinstance(node, dict):
            for key, value in node.items():
                if value is None and " " in str(key):
                    stray.append(f"{where}/{key}")
                walk(value, f"{where}/{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, f"{where}/{i}")

    walk(spec(), "")
    assert not stray, f"keys that look like split text (quote the value): {stray}"


def test_every_command_example_is_a_body_its_ruleset_accepts():
    from games.registry import RULESETS
    from service.command_codec import parse_command

    examples = spec()["paths"]["/games/{game_id}/commands"]["post"]["requestBody"]["content"]["application/json"]
    for name, example in examples["examples"].items():
        ruleset_id = example["summary"].split(":")[0]
        assert ruleset_id in RULESETS, f"example {name} names no ruleset"
        parse_command(RULESETS[ruleset_id], example["value"], 0)
    assert {e["summary"].split(":")[0] for e in examples["examples"].values()} == set(RULESETS)
