"""Every operation of openapi.yaml, who may call it (from its `security`), and what each caller should get.

    for op in operations(): op.name, op.access, op.per_seat, op.success_status
    expected_status(op, Caller.OTHER_SEAT)   # -> 200, 401 or 403, as the spec documents
    expected_rules(op, Caller.NOBODY)        # -> ("player.required",): the `rule` a refusal must name, if known

Two credentials: a seat token (or the operator's) in `Authorization`, and a player identity in `Furlong-Player`
(a guest's player token, or a site's JWT). Each operation's `security` says which one it reads; it ignores the
other, and a player identity is never a seat token (nor a seat token a player identity). A webhook subscription's
routes read either: its owner is a player identity, or the management token (`whm_...`, in `Authorization`) answered
when it was made without one; a seat token is never a management token, and another owner finds no such
subscription (404: its existence is not revealed).

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
SEAT_TOKEN, ADMIN_TOKEN, METRICS_TOKEN, PLAYER_TOKEN = "seatToken", "adminToken", "metricsToken", "playerToken"
WEBHOOK_TOKEN = "webhookToken"
PLAYER_REQUIRED_RULE = "player.required"  # no Furlong-Player header where one is needed
OWNER_REQUIRED_RULE = "webhook.owner_required"  # neither a player identity nor a management token (service/webhooks)
PLAYER_REFUSED_RULES = (  # a Furlong-Player header that does not verify (app/identity.py)
    "player.token_unknown",
    "player.issuer_unknown",
    "player.token_expired",
    "player.wrong_audience",
    "player.token_invalid",
)


class Unclassified(AssertionError):
    """The matrix does not know how to call this operation."""


class Access(Enum):
    """Who may call an operation, read from its `security`."""

    PUBLIC = "no token; an Authorization header is ignored"
    SEAT_OPTIONAL = "a seat token, or none as a spectator"
    SEAT_REQUIRED = "a seat token"
    ADMIN_OPTIONAL = "the admin token, or none"
    METRICS_OPTIONAL = "the metrics token when the server sets one (the matrix's app does not), else none"
    PLAYER_OPTIONAL = "no player identity, or one (Furlong-Player) checked whenever sent; Authorization is ignored"
    PLAYER_REQUIRED = "a player identity (Furlong-Player); Authorization is ignored"
    WEBHOOK_OWNER = "the webhook subscription's owner: its player identity (Furlong-Player) or its management token"


class Caller(Enum):
    """Who calls, as the matrix sees it."""

    NOBODY = "no Authorization header"
    BAD = "a malformed header or another game's token"
    OWNER = "the seat the path names, or that owns the secret the path names (any seat when none)"
    OTHER_SEAT = "another seat of the same game"
    ADMIN = "the admin token"
    PLAYER = "the player identity (Furlong-Player) of seat 0, or of the thing the path names; no Authorization"
    OTHER_PLAYER = "another player's identity (Furlong-Player); no Authorization"
    BAD_PLAYER = "a Furlong-Player header that names no player (malformed, unknown, a seat token, a stranger's JWT)"
    MANAGER = "the management token (Authorization: Bearer whm_...) of the webhook subscription the path names"
    OTHER_MANAGER = "a management token of another webhook subscription, or of none (Authorization: Bearer whm_...)"


PLAYER_CALLERS = frozenset({Caller.PLAYER, Caller.OTHER_PLAYER, Caller.BAD_PLAYER})  # Furlong-Player, no Authorization
PLAYER_ACCESS = frozenset({Access.PLAYER_OPTIONAL, Access.PLAYER_REQUIRED})
OWNERS = frozenset({Caller.PLAYER, Caller.MANAGER})  # of a webhook subscription: the path's, or the caller's own list
OTHER_OWNERS = frozenset({Caller.OTHER_PLAYER, Caller.OTHER_MANAGER})  # owners of other subscriptions (or none)


SECURITY_SHAPES = {
    frozenset(): Access.PUBLIC,
    frozenset({(), (SEAT_TOKEN,)}): Access.SEAT_OPTIONAL,
    frozenset({(SEAT_TOKEN,)}): Access.SEAT_REQUIRED,
    frozenset({(), (ADMIN_TOKEN,)}): Access.ADMIN_OPTIONAL,
    frozenset({(), (METRICS_TOKEN,)}): Access.METRICS_OPTIONAL,
    frozenset({(), (PLAYER_TOKEN,)}): Access.PLAYER_OPTIONAL,
    frozenset({(PLAYER_TOKEN,)}): Access.PLAYER_REQUIRED,
    frozenset({(PLAYER_TOKEN,), (WEBHOOK_TOKEN,)}): Access.WEBHOOK_OWNER,
}
WRITABLE = (  # the matrix calls
    Access.PUBLIC,
    Access.SEAT_REQUIRED,
    Access.PLAYER_OPTIONAL,
    Access.PLAYER_REQUIRED,
    Access.WEBHOOK_OWNER,
)


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
        """Whether the answer is about games (the lobby, one game, or a player's games), so it could hold a game's
        secret."""
        return self.path == "/games" or self.path.startswith("/games/") or self.path.endswith("/games")

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
        if self.is_write and access not in WRITABLE:
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
    def success_statuses(self) -> list[int]:
        """Every documented 2xx (a write may answer 201 when it makes a thing, 200 when it finds it made)."""
        return sorted(int(code) for code in self.responses if code.isdigit() and 200 <= int(code) < 300)

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
    if access in PLAYER_ACCESS:
        return _as_player(op, caller)
    if access is Access.WEBHOOK_OWNER:
        return _as_owner(op, caller)
    if caller in (Caller.MANAGER, Caller.OTHER_MANAGER):
        caller = Caller.BAD  # a management token is no seat (nor admin) token
    if caller in PLAYER_CALLERS:
        caller = Caller.NOBODY  # a player identity is no seat (nor admin) token: the caller sent no Authorization
    if access is Access.ADMIN_OPTIONAL:
        return success if caller is Caller.ADMIN or not op.documents(403) else 403
    if caller in (Caller.BAD, Caller.ADMIN) or (caller is Caller.NOBODY and access is Access.SEAT_REQUIRED):
        return 401
    if op.is_write:
        return 403 if caller is Caller.OTHER_SEAT and op.per_seat else success
    sealed_from_caller = names_a_secret and caller is not Caller.OWNER
    return 403 if sealed_from_caller and op.documents(403) else success


def _as_player(op: Operation, caller: Caller) -> int:
    """What an operation that reads Furlong-Player answers: a bad one is a 401; none (whatever Authorization holds)
    succeeds where it is optional and is a 401 where required; another player is refused a thing that is the path's
    player's (a write that documents 403)."""
    if caller is Caller.BAD_PLAYER:
        return 401
    if caller not in PLAYER_CALLERS:
        return op.success_status if op.access is Access.PLAYER_OPTIONAL else 401
    if caller is Caller.OTHER_PLAYER and op.access is Access.PLAYER_REQUIRED and op.is_write and op.documents(403):
        return 403
    return op.success_status


def _as_owner(op: Operation, caller: Caller) -> int:
    """What a route of webhook subscriptions answers: their owner (its player identity or its management token)
    succeeds; another owner finds no subscription the path names (404, as for one that is not there) and lists only
    its own; a Furlong-Player header that does not verify, and no owner's credential at all (nothing, a seat's or the
    admin's token, a malformed header) are 401s."""
    if caller in OWNERS:
        return op.success_status
    if caller in OTHER_OWNERS:
        return 404 if "subscription_id" in op.path_parameters else op.success_status
    return 401


def expected_rules(op: Operation, caller: Caller) -> tuple[str, ...]:
    """The `rule`s a refusal of this caller may name (empty: the matrix does not check it): a 401 for a missing
    player identity names player.required (webhook.owner_required where a management token would do too), one for a
    player identity that does not verify says why."""
    if op.access not in {*PLAYER_ACCESS, Access.WEBHOOK_OWNER} or expected_status(op, caller) != 401:
        return ()
    if caller is Caller.BAD_PLAYER:
        return PLAYER_REFUSED_RULES
    return (OWNER_REQUIRED_RULE,) if op.access is Access.WEBHOOK_OWNER else (PLAYER_REQUIRED_RULE,)
