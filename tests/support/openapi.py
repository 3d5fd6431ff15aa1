"""Check HTTP responses against openapi.yaml (JSON Schema draft 2020-12 with $ref resolution).

validate_response("POST", "/games", 201, body, "application/json")
assert_conforms(response)                    # a requests or Flask test-client response
route_template("/games/abc/seats/1/join")    # -> "/games/{game_id}/seats/{seat}/join"
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

import yaml
from jsonschema import Draft202012Validator, ValidationError, validators
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from devtools.toy import TOY
from games.registry import RULESETS
from scripts.openapi_commands import components

OPENAPI_FILE = Path(__file__).resolve().parents[2] / "openapi.yaml"
BASE_URI = "https://furlong.invalid/openapi.yaml"
JSON_TYPE = re.compile(r"^application/(.+\+)?json$")
SSE = "text/event-stream"


ALSO_HOSTED = [TOY]  # tests/conftest.py's platform hosts devtools' toy ruleset too


@cache
def spec() -> dict:
    """The parsed openapi.yaml, as `scripts.openapi_commands` would write it for a build that also hosts the toy
    ruleset (its commands, legal commands and events in the generated schemas)."""
    document = yaml.safe_load(OPENAPI_FILE.read_text(encoding="utf-8"))
    document["components"]["schemas"].update(components([*RULESETS.values(), *ALSO_HOSTED]))
    return document


@cache
def registry() -> Registry:
    """A registry holding the whole document, so `#/components/schemas/...` resolves."""
    return Registry().with_resource(BASE_URI, Resource.from_contents(spec(), default_specification=DRAFT202012))


def _pointer(parts: list[str]) -> str:
    return "".join("/" + part.replace("~", "~0").replace("/", "~1") for part in parts)


def _follow(node: Any, parts: list[str]) -> tuple[Any, list[str]]:
    """The node behind OpenAPI-level `$ref`s (responses, headers), with its location."""
    while isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"].startswith("#/"):
        parts = [p.replace("~1", "/").replace("~0", "~") for p in node["$ref"][2:].split("/")]
        node = spec()
        for part in parts:
            node = node[part]
    return node, parts


def _one_of(validator: Any, options: list, instance: Any, schema: dict) -> Any:
    """OpenAPI's `discriminator`: the branch its `mapping` names for the instance's property (else JSON Schema's
    `oneOf`), as Ajv and the generated clients choose it; an event is checked against its own type's schema, not
    tried against every type's."""
    discriminator = schema.get("discriminator")
    if not (discriminator and validator.is_type(instance, "object") and discriminator["propertyName"] in instance):
        yield from Draft202012Validator.VALIDATORS["oneOf"](validator, options, instance, schema)
        return
    value, mapping = instance[discriminator["propertyName"]], discriminator.get("mapping", {})
    if not isinstance(value, str) or value not in mapping:
        yield ValidationError(f"{value!r} is none of {discriminator['propertyName']}'s {sorted(mapping)}")
        return
    yield from validator.descend(instance, {"$ref": mapping[value]})


OpenApiValidator = validators.extend(Draft202012Validator, {"oneOf": _one_of})


@cache
def _validator(ref: str) -> Any:
    """The validator of the schema at `ref`, made once."""
    return OpenApiValidator({"$ref": ref}, registry=registry())


def _validate(instance: Any, parts: list[str], what: str) -> None:
    """Validate `instance` against the schema at `parts` of the document."""
    validator = _validator(BASE_URI + "#" + quote(_pointer(parts), safe="/~"))
    errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
    if errors:
        lines = [f"- at {'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in errors[:10]]
        shown = json.dumps(instance, ensure_ascii=False, default=str)
        raise AssertionError(
            f"{what} does not match {_pointer(parts)}:\n" + "\n".join(lines) + f"\nbody: {shown[:2000]}"
        )


def assert_component(instance: Any, name: str, what: str = "a value") -> None:
    """`instance` meets the schema `#/components/schemas/<name>`."""
    _validate(instance, ["components", "schemas", name], what)


def _media_type(content_type: str | None) -> str:
    return (content_type or "").split(";")[0].strip().lower()


def _pick_content(content: Mapping[str, Any], media: str) -> str | None:
    """The documented media type matching `media`: exact, then `type/*`, then `*/*`."""
    for candidate in (media, media.split("/")[0] + "/*", "*/*"):
        if candidate in content:
            return candidate
    return None


def operation(method: str, path_template: str, status: int | None = None) -> tuple[dict, list[str]]:
    """The operation object and its location; AssertionError if undocumented.

    HEAD is checked as GET. A 405 to a method the path lacks is checked against
    the 405 documented on the path's other operations.
    """
    paths = spec()["paths"]
    if path_template not in paths:
        raise AssertionError(f"{path_template} is not a path of openapi.yaml (paths: {', '.join(paths)})")
    method = "get" if method.lower() == "head" else method.lower()
    op = paths[path_template].get(method)
    if op is None and status == 405:
        method = next(
            (m for m, o in paths[path_template].items() if isinstance(o, dict) and "405" in o.get("responses", {})),
            method,
        )
        op = paths[path_template].get(method)
    if op is None:
        raise AssertionError(f"{method.upper()} {path_template} is not an operation of openapi.yaml")
    return op, ["paths", path_template, method]


def validate_response(
    method: str,
    path_template: str,
    status: int,
    body_json: Any,
    content_type: str | None,
    headers: Mapping[str, str] | None = None,
) -> None:
    """Assert that a response (status, media type, body and documented headers) matches openapi.yaml."""
    op, parts = operation(method, path_template, status)
    where = f"{method.upper()} {path_template} -> {status}"
    responses = op.get("responses", {})
    key = next((k for k in (str(status), f"{str(status)[0]}XX", "default") if k in responses), None)
    if key is None:
        raise AssertionError(
            f"{where}: status not documented (documented: {', '.join(responses)}); "
            f"body: {json.dumps(body_json, ensure_ascii=False, default=str)[:500]}"
        )
    response, parts = _follow(responses[key], parts + ["responses", key])
    for name, header in (response.get("headers") or {}).items():
        header, header_parts = _follow(header, parts + ["headers", name])
        value = None if headers is None else next((v for k, v in headers.items() if k.lower() == name.lower()), None)
        if value is None:
            if headers is not None and header.get("required"):
                raise AssertionError(f"{where}: required header {name} is missing")
            continue
        _validate(value, header_parts + ["schema"], f"{where}: header {name}")
    content = response.get("content") or {}
    if not content:
        return
    media = _media_type(content_type)
    chosen = _pick_content(content, media)
    if chosen is None:
        raise AssertionError(f"{where}: content type {content_type!r} not documented ({', '.join(content)})")
    if "schema" in content[chosen] and method.upper() != "HEAD":
        schema_parts = parts + ["content", chosen, "schema"]
        if chosen == SSE:
            message = content[chosen]["x-sse-message"]["$ref"].removeprefix("#/").split("/")
            _validate_stream(body_json or "", schema_parts, message, f"{where} ({media})")
        else:
            _validate(body_json, schema_parts, f"{where} ({media})")


def sse_messages(text: str) -> list[dict[str, Any]]:
    """Server-Sent Events as the spec describes each one: {id, event, retry, data}, comments left out."""
    messages = []
    for block in text.replace("\r\n", "\n").split("\n\n"):
        fields: dict[str, Any] = {}
        for line in block.split("\n"):
            name, colon, value = line.partition(":")
            if not line or line.startswith(":") or not colon:
                continue
            value = value[1:] if value.startswith(" ") else value
            fields[name] = int(value) if name == "retry" else fields.get(name, "") + value if name == "data" else value
        if fields:
            messages.append(fields)
    return messages


def _validate_stream(text: str, parts: list[str], message_parts: list[str], what: str) -> None:
    """The stream as text, each SSE message against its schema (the media type's `x-sse-message`), and each `data`
    as JSON against its `contentSchema`."""
    _validate(text, parts, what)
    for number, message in enumerate(sse_messages(text)):
        _validate(message, message_parts, f"{what} message {number}")
        if "data" in message:
            _validate(
                json.loads(message["data"]),
                message_parts + ["properties", "data", "contentSchema"],
                f"{what} message {number} data",
            )


def route_template(path: str) -> str:
    """The openapi.yaml path template a concrete path (query string ignored) belongs to."""
    path = urlsplit(path).path
    if path in spec()["paths"]:
        return path
    for template in spec()["paths"]:
        pattern = re.sub(r"\\\{(\w+)\\\}", lambda m: "(.+)" if m.group(1) == "path" else "([^/]+)", re.escape(template))
        if re.fullmatch(pattern, path):
            return template
    raise AssertionError(f"{path} matches no path of openapi.yaml")


def _body(response, media: str) -> Any:
    data = response.get_data() if hasattr(response, "get_data") else response.content
    if not data:
        return None
    if JSON_TYPE.match(media):
        return json.loads(data)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data


def assert_conforms(response, method: str | None = None, path: str | None = None) -> None:
    """Assert a `requests.Response` or Flask test-client response matches openapi.yaml.

    The method and path default to the response's own request.
    """
    request = response.request
    method = method or request.method
    if path is None:
        path = getattr(request, "path", None) or urlsplit(request.url).path
    content_type = response.headers.get("Content-Type")
    validate_response(
        method,
        route_template(path),
        response.status_code,
        _body(response, _media_type(content_type)),
        content_type,
        response.headers,
    )
