"""Every operation of openapi.yaml, who may call it (from its `security`), and what each caller should get.

    for op in operations(): op.name, op.access, op.per_seat, op.success_status
    expected_status(op, Caller.OTHER_SEAT)   # -> 200, 401 or 403, as the spec documents

An operation whose `security` is not one of the known shapes raises Unclassified naming it,
so a new route either joins the authorization matrix or fails it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from tests.support.openapi import spec

METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")
WRITES = {"put", "post", "delete", "patch"}
SEAT_TOKEN, ADMIN_TOKEN, METRICS_TOKEN = "seatToken", "adminToken", "metricsToken"


class Unclassified(AssertionError):
    """The matrix does not know how to call this operation."""


class Access(Enum):
    """Who may call an operation, read from its `security`."""

    PUBLIC = "no token; an Authorization header is ignored"
    SEAT_OPTIONAL = "a seat token, or none as a spectator"
    SEAT_REQUIRED = "a seat token"
    ADMIN_OPTIONAL = "the admin token, or none"
    METRICS_OPTIONAL = "the metrics token when the server sets one (the matrix's app does not), else none"


class Caller(Enum):
    """Who calls, as the matrix sees it."""

    NOBODY = "no Authorization header"
    BAD = "a malformed header or another game's token"
    OWNER = "the seat the path names, or that owns the secret the path names (any seat when none)"
    OTHER_SEAT = "another seat of the same game"
    ADMIN = "the admin token"


SECURITY_SHAPES = {
    frozenset(): Access.PUBLIC,
    frozenset({(), (SEAT_TOKEN,)}): Access.SEAT_OPTIONAL,
    frozenset({(SEAT_TOKEN,)}): Access.SEAT_REQUIRED,
    frozenset({(), (ADMIN_TOKEN,)}): Access.ADMIN_OPTIONAL,
    frozenset({(), (METRICS_TOKEN,)}): Access.METRICS_OPTIONAL,
}


def deref(node: Any) -> Any:
    """The node behind a local `$ref` (repeatedly)."""
    while isinstance(node, dict) and str(node.get("$ref", "")).startswith("#/"):
        target = spec()
        for part in node["$ref"][2:].split("/"):
            target = target[part.replace("~1", "/").replace("~0", "~")]
        node = target
    return node


@dataclass(frozen=True)
class Operation:
    """One (method, path) of openapi.yaml."""

    method: str
    path: str

    def __str__(self) -> str:
        return f"{self.method.upper()} {self.path}"

    @property
    def name(self) -> str:
        """`POST /games/{game_id}/commands`."""
        return str(self)

    @property
    def body(self) -> dict:
        """The operation object."""
        return spec()["paths"][self.path][self.method]

    @property
    def is_write(self) -> bool:
        """Whether the operation may change something: a write method not marked `x-read-only` in the spec."""
        return self.method in WRITES and not self.body.get("x-read-only", False)

    @property
    def reads_a_game(self) -> bool:
        """Whether the answer is about games (the lobby or one game), so it could hold a game's secret."""
        return self.path == "/games" or self.path.startswith("/games/")

    @property
    def access(self) -> Access:
        """Who may call it, from its `security` (else the document's); Unclassified if unknown."""
        security = self.body.get("security", spec().get("security"))
        if not isinstance(security, list):
            raise Unclassified(f"{self} declares no `security`, so the matrix cannot tell who may call it")
        schemes = spec().get("components", {}).get("securitySchemes", {})
        shape = frozenset(tuple(sorted(requirement)) for requirement in security)
        unknown = {name for alternative in shape for name in alternative} - schemes.keys()
        if unknown or shape not in SECURITY_SHAPES:
            raise Unclassified(f"{self} has a `security` the matrix does not know: {security}")
        access = SECURITY_SHAPES[shape]
        if self.is_write and access not in (Access.PUBLIC, Access.SEAT_REQUIRED):
            raise Unclassified(f"{self} is a write with an optional token ({access.name}); the matrix cannot call it")
        return access

    @property
    def responses(self) -> dict:
        """The documented responses by status code (as strings)."""
        return self.body.get("responses", {})

    def documents(self, status: int) -> bool:
        """Whether this status is documented."""
        return str(status) in self.responses

    @property
    def success_status(self) -> int:
        """The documented success: 200 if documented, else the lowest 2xx, else the lowest 3xx (a route that only
        redirects)."""
        codes = [int(code) for code in self.responses if code.isdigit()]
        successes = sorted(code for code in codes if 200 <= code < 300) or sorted(c for c in codes if 300 <= c < 400)
        if not successes:
            raise Unclassified(f"{self} documents no 2xx or 3xx answer")
        return 200 if 200 in successes else successes[0]

    @property
    def success_media_types(self) -> list[str]:
        """The concrete media types of the documented success (wildcards dropped)."""
        content = deref(self.responses[str(self.success_status)]).get("content") or {}
        return [media for media in content if "*" not in media]

    def parameters(self, where: str) -> list[dict]:
        """The path-level and operation-level parameters located `in` where."""
        both = spec()["paths"][self.path].get("parameters", []) + self.body.get("parameters", [])
        return [p for p in map(deref, both) if p.get("in") == where]

    def examples(self, where: str) -> dict[str, Any]:
        """The documented `example` of each parameter located `in` where that has one."""
        return {p["name"]: p["example"] for p in self.parameters(where) if "example" in p}

    @property
    def path_parameters(self) -> list[str]:
        """The names of the path parameters."""
        return [p["name"] for p in self.parameters("path")]

    @property
    def header_parameters(self) -> list[str]:
        """The names of the header parameters."""
        return [p["name"] for p in self.parameters("header")]

    @property
    def query_parameters(self) -> list[str]:
        """The names of the query parameters."""
        return [p["name"] for p in self.parameters("query")]

    @property
    def request_schema(self) -> dict | None:
        """The JSON request body's schema, dereferenced; None without a body."""
        media = (self.body.get("requestBody") or {}).get("content", {}).get("application/json")
        return None if media is None else deref(media.get("schema", {}))

    @property
    def request_example(self) -> Any:
        """The JSON request body's `example`, else its first `examples` value; None if neither."""
        media = (self.body.get("requestBody") or {}).get("content", {}).get("application/json") or {}
        if "example" in media:
            return media["example"]
        examples = list((media.get("examples") or {}).values())
        return deref(examples[0]).get("value") if examples else None

    @property
    def per_seat(self) -> bool:
        """Whether the call names a seat (a `{seat}` in the path, or a `seat` field in the body)."""
        in_body = "seat" in ((self.request_schema or {}).get("properties") or {})
        return "seat" in self.path_parameters or in_body

    def path_with(self, values: dict[str, Any]) -> str:
        """The concrete path, each `{name}` replaced by values[name]; Unclassified when one is missing."""
        path = self.path
        for name in self.path_parameters:
            if name not in values:
                raise Unclassified(f"{self}: the matrix has no value for the path parameter {name!r}")
            path = path.replace("{" + name + "}", str(values[name]))
        return path


def operations() -> list[Operation]:
    """Every operation of openapi.yaml, in document order."""
    return [Operation(method, path) for path, item in spec()["paths"].items() for method in item if method in METHODS]


def expected_status(op: Operation, caller: Caller, names_a_secret: bool = False) -> int:
    """The status the spec documents for this caller of a running game.

    `names_a_secret`: the path names a sealed thing (e.g. a sealed ledger entry) of the OWNER seat;
    a read that documents 403 refuses it to everyone else.
    """
    access, success = op.access, op.success_status
    if access in (Access.PUBLIC, Access.METRICS_OPTIONAL):
        return success
    if access is Access.ADMIN_OPTIONAL:
        return success if caller is Caller.ADMIN or not op.documents(403) else 403
    if caller in (Caller.BAD, Caller.ADMIN) or (caller is Caller.NOBODY and access is Access.SEAT_REQUIRED):
        return 401
    if op.is_write:
        return 403 if caller is Caller.OTHER_SEAT and op.per_seat else success
    sealed_from_caller = names_a_secret and caller is not Caller.OWNER
    return 403 if sealed_from_caller and op.documents(403) else success
