"""Games, callers and secrets for the authorization matrix, set up through the HTTP API.

table = sealed_table(http, platform, "neck_and_neck")   # two games of two humans; every seat has bet
for caller, label, headers in wrong_callers(table, seat=0, other_seat=True): ...
for caller, label, headers in player_callers(table): ...  # Furlong-Player headers: bad ones, seat 0's, another's
table.secrets[1]                                        # patterns that reveal seat 1's secrets
table.players[0]                                        # the guest whose player identity holds seat 0 of game A
table.hooks["token"]                                    # a webhook subscription to game A owned by its token
for caller, label, headers in owner_callers(table, "token"): ...  # everyone who calls about that subscription
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import jwt

from tests.support.openapi import assert_conforms, spec
from tests.support.operations import Caller, Operation, Unclassified, deref

ADMIN_TOKEN = "authorization-matrix-admin-token"
SEATS = 2
PROBLEM = "application/problem+json"
STAKE_STEPS = {0: 17, 1: 23}  # each seat bets a distinct, unusual amount, easy to search for
FILES = {"/docs/{path}": "swagger-ui-bundle.js", "/web/{path}": "app.css"}  # a file each route serves
PLAYER_HEADER = "Furlong-Player"
HOOK_URL = "https://receiver.example/hook"  # addresses are checked when delivering, never when subscribing
OWNER_KINDS = ("player", "token")  # a webhook subscription's owner: a player identity, or a management token
UNKNOWN_HOOK = "wh_0123456789abcdef"
# Secrets shown once, and only here: a subscription's signing secret and its management token when it is made, a new
# signing secret when its owner rotates it. No other answer, to anyone, holds either.
SHOWN_SECRETS = {"whsec_": re.compile(r"whsec_[A-Za-z0-9+/]{40,}"), "whm_": re.compile(r"whm_[A-Za-z0-9_-]{40,}")}
SHOWN_ONCE = {
    ("post", "/webhooks", 201): ("whsec_", "whm_"),
    ("post", "/webhooks/{subscription_id}/rotate-secret", 200): ("whsec_",),
}


@dataclass(frozen=True)
class Guest:
    """A guest player identity made through the API: its id, name and player token."""

    player_id: str
    name: str
    token: str


@dataclass(frozen=True)
class Hook:
    """A webhook subscription to game A: its id, its endpoint (its own: a leak would show it), and the headers of its
    owner (a player identity or its management token)."""

    id: str
    url: str
    owner: dict[str, str]


@dataclass
class Table:
    """Game A (the target), game B (another game of the same ruleset), and what is secret in A; two guests, the
    first holding seat 0 of game A under its player identity, the second no seat; and webhook subscriptions to game
    A: "player" (the first guest's), "token" (a management token's), "other player" (the second guest's) and
    "other token" (another management token's)."""

    ruleset: str
    game_id: str
    tokens: list[str]
    other_game_id: str
    other_tokens: list[str]
    players: list[Guest]
    entry_id: str = ""
    entry_is_sealed: bool = False
    secrets: dict[int, list[re.Pattern]] = field(default_factory=dict)
    hooks: dict[str, Hook] = field(default_factory=dict)
    made: dict[str, Any] = field(default_factory=dict)  # path values made for an operation (made_for)

    def path_values(self, op: Operation, seat: int = 0, owner: str = "player") -> dict[str, Any]:
        """A value for every path parameter the matrix knows: game A, `seat`, seat 0's ledger entry, a file, seat 0's
        player, game A's ruleset, the webhook subscription of `owner`, and what was made for the operation."""
        known = {
            "game_id": self.game_id,
            "seat": seat,
            "entry_id": self.entry_id,
            "player_id": self.players[0].player_id,
            "ruleset": self.ruleset,
            **({"subscription_id": self.hooks[owner].id} if owner in self.hooks else {}),
            **self.made,
        }
        return {**op.examples("path"), **({"path": FILES[op.path]} if op.path in FILES else {}), **known}


def bearer(token: str) -> dict[str, str]:
    """An Authorization header carrying `token`."""
    return {"Authorization": f"Bearer {token}"}


def as_player(guest: Guest | str) -> dict[str, str]:
    """A Furlong-Player header carrying the guest's player token (or a raw value)."""
    return {PLAYER_HEADER: guest.token if isinstance(guest, Guest) else guest}


def make_guest(http, name: str) -> Guest:
    """POST /players: a new guest."""
    made = http.post("/players", json={"name": name})
    assert made.status_code == 201, made.json
    return Guest(made.json["player_id"], made.json["name"], made.json["token"])


def create_game(http, ruleset: str, seats: list[dict], headers: dict | None = None) -> tuple[str, list[str | None]]:
    """POST /games; the game id and each seat's token."""
    made = http.post("/games", json={"ruleset": ruleset, "seats": seats}, headers=headers or {})
    assert made.status_code == 201, made.json
    return made.json["game_id"], [seat["token"] for seat in made.json["seats"]]


def two_humans(http, ruleset: str, player: Guest | None = None) -> tuple[str, list[str]]:
    """A running game of `ruleset` with two human seats; seat 0 the player's, if one is given."""
    first = {"name": "Ada", **({"player": True} if player else {})}
    return create_game(http, ruleset, [first, {"name": "Brian"}], as_player(player) if player else None)


def sealed_table(http, platform, ruleset: str, op: Operation | None = None) -> Table:
    """Games A and B of `ruleset`, seat 0 of A held by a guest's player identity; in A each seat that may bet now
    has sealed a bet; and what `op`'s path names that the table does not hold yet (made_for)."""
    players = [make_guest(http, "Ada"), make_guest(http, "Carla")]
    game_id, tokens = two_humans(http, ruleset, players[0])
    other_game_id, other_tokens = two_humans(http, ruleset)
    for seat, token in enumerate(tokens):
        place_a_bet(http, game_id, seat, token)
    table = Table(ruleset, game_id, tokens, other_game_id, other_tokens, players)
    table.entry_id, table.entry_is_sealed = seat_zero_entry(platform, game_id)
    table.secrets = {seat: secrets_of(own_view(http, game_id, token)) for seat, token in enumerate(tokens)}
    table.hooks = {
        "player": subscribe(http, game_id, "ada", as_player(players[0])),
        "token": subscribe(http, game_id, "token"),
        "other player": subscribe(http, game_id, "carla", as_player(players[1])),
        "other token": subscribe(http, game_id, "other-token"),
    }
    if op is not None:
        made_for(http, table, op)
    return table


def made_for(http, table: Table, op: Operation) -> None:
    """Each path parameter of `op` the table holds no value for (e.g. `{seek_id}`), made as REST makes it: its
    collection's POST (the path up to the parameter), sent with the spec's example as seat 0's player; the
    answer's field of the parameter's name. Unclassified when there is no such POST."""
    for name in op.path_parameters:
        if name in table.path_values(op):
            continue
        collection = op.path.split("/{" + name + "}")[0]
        if "post" not in spec()["paths"].get(collection, {}):
            raise Unclassified(f"{op}: the matrix cannot make a {name!r}: no POST {collection} in the spec")
        maker = Operation("post", collection)
        made = call(http, maker, maker.path_with(table.path_values(maker)), as_player(table.players[0]),
                    request_body(maker, seat=0))  # fmt: skip
        assert made.status_code in (200, 201) and name in (made.json or {}), f"{maker} made no {name}: {made.json}"
        table.made[name] = made.json[name]


def subscribe(http, game_id: str, name: str, player: dict | None = None) -> Hook:
    """POST /webhooks: a subscription to the game, at an endpoint of its own, owned by the player identity in
    `player`, else by the management token answered."""
    made = http.post("/webhooks", json={"url": f"{HOOK_URL}/{name}", "games": [game_id]}, headers=player or {})
    assert made.status_code == 201, made.json
    owner = player or bearer(made.json["management_token"])
    return Hook(made.json["subscription"]["id"], made.json["subscription"]["url"], owner)


def owner_callers(table: Table, owner: str) -> Iterator[tuple[Caller, str, dict]]:
    """Everyone who calls a route about the webhook subscription of `owner` ("player" or "token"), as (kind, label,
    headers): no credential, malformed Authorization headers, seat and admin tokens (none is a management token),
    Furlong-Player headers that do not verify (a management token among them), its owner, and the owners of the
    other subscriptions (or of none)."""
    yield from wrong_callers(table, seat=0, other_seat=True)
    yield Caller.OWNER, "seat 0's token", bearer(table.tokens[0])
    yield Caller.BAD, "its management token without whm_", bearer(management_token(table.hooks["token"])[4:])
    for label, headers in malformed_players(table):
        yield Caller.BAD_PLAYER, label, headers
    manager = management_token(table.hooks["token"])
    yield Caller.BAD_PLAYER, "Furlong-Player: a management token", as_player(manager)
    yield (Caller.PLAYER if owner == "player" else Caller.MANAGER), f"its owner ({owner})", table.hooks[owner].owner
    for kind, hook in ((kind, hook) for kind, hook in table.hooks.items() if kind != owner):
        other = Caller.OTHER_PLAYER if PLAYER_HEADER in hook.owner else Caller.OTHER_MANAGER
        yield other, f"the owner of another subscription ({kind})", hook.owner
    yield Caller.OTHER_MANAGER, "a management token nobody was given", bearer("whm_" + "x" * 43)


def management_token(hook: Hook) -> str:
    """The management token that owns a subscription (one not owned by a player identity)."""
    return hook.owner["Authorization"].removeprefix("Bearer ")


def owned_body(op: Operation, table: Table) -> Any:
    """The body of a route of a webhook subscription: its example, naming game A (the game it follows)."""
    body = request_body(op, seat=0)
    if isinstance(body, dict) and "game_id" in body:
        body["game_id"] = table.game_id
    return body


def place_a_bet(http, game_id: str, seat: int, token: str) -> None:
    """Send the seat's first legal PlaceBet (if any), its free amounts set to a seat-specific value."""
    legal = http.get(f"/games/{game_id}/legal-commands", headers=bearer(token)).json
    bets = [item for item in legal if item["command"]["type"] == "PlaceBet"]
    if not bets:
        return
    command = dict(bets[0]["command"])
    for name, param in bets[0]["params"].items():
        command[name] = min(param["max"], param["min"] + STAKE_STEPS[seat] * param["multiple_of"])
    placed = http.post(f"/games/{game_id}/commands", json=command, headers=bearer(token))
    assert placed.status_code == 201, placed.json


def seat_zero_entry(platform, game_id: str) -> tuple[str, bool]:
    """Seat 0's sealed ledger entry if it has one, else its first entry; and whether it is sealed."""
    entries = [entry for entry in platform.ledgers.current(game_id).entries if entry.seat == 0]
    if not entries:
        raise Unclassified(f"game {game_id} has no ledger entry of seat 0 to name as {{entry_id}}")
    chosen = next((entry for entry in entries if entry.sealed), entries[0])
    return chosen.id, chosen.sealed


def own_view(http, game_id: str, token: str) -> dict:
    """The seat's own part (`you`) of its view."""
    return http.get(f"/games/{game_id}", headers=bearer(token)).json["view"]["you"]


def secrets_of(node: Any, key: str = "") -> list[re.Pattern]:
    """Patterns for what only this seat may see: bet salts and amounts, the ids of the cards in its hand."""
    if isinstance(node, dict):
        return [p for name, value in node.items() for p in secrets_of(value, name)]
    if isinstance(node, list):
        found = [
            re.compile(re.escape(json.dumps(card["id"])))
            for card in node
            if key == "hand" and isinstance(card, dict) and "id" in card
        ]
        return found + [p for item in node for p in secrets_of(item, key)]
    if key == "salt" and isinstance(node, str):
        return [re.compile(re.escape(node))]
    if key == "amount" and isinstance(node, int) and not isinstance(node, bool):
        return [re.compile(rf"(?<![\w.]){node}(?![\w.])")]
    return []


def leaked(text: str, table: Table, reader: int | None) -> list[str]:
    """The secrets of seats other than `reader` (every seat for a spectator) found in `text`."""
    return [
        f"seat {seat}'s {pattern.pattern}"
        for seat, patterns in table.secrets.items()
        if seat != reader
        for pattern in patterns
        if pattern.search(text)
    ]


def malformed_headers(table: Table, seat: int) -> list[tuple[str, dict]]:
    """Authorization headers that hold no valid token for game A."""
    token = table.tokens[seat]
    headers = ["Bearer", "Basic xyz", "garbage", f"Basic {token}", f"Bearer {token}x"]
    return [(f"Authorization: {header!r}", {"Authorization": header}) for header in headers]


def wrong_callers(table: Table, seat: int, other_seat: bool) -> Iterator[tuple[Caller, str, dict]]:
    """Every caller that should not act for `seat` of game A, as (kind, label, headers)."""
    yield Caller.NOBODY, "no Authorization header", {}
    for label, headers in malformed_headers(table, seat):
        yield Caller.BAD, label, headers
    yield Caller.BAD, f"game B's seat {seat} token", bearer(table.other_tokens[seat])
    yield Caller.BAD, "seat 0's player token as a bearer token", bearer(table.players[0].token)
    yield Caller.ADMIN, "the admin token", bearer(ADMIN_TOKEN)
    if other_seat:
        yield Caller.OTHER_SEAT, f"seat {1 - seat}'s token", bearer(table.tokens[1 - seat])


def stranger_jwts() -> list[tuple[str, str]]:
    """JWTs no configured issuer signed (the matrix's app trusts none): unsigned (`alg: none`), and HMAC-signed."""
    claims = {"iss": "https://stranger.example", "sub": "mallory", "aud": "furlong", "exp": int(time.time()) + 600}
    secret = "a secret nobody here was ever told of"
    return [
        ("an unsigned JWT (alg none)", jwt.encode(claims, None, algorithm="none")),
        ("an HS256 JWT of an unknown issuer", jwt.encode(claims, secret, algorithm="HS256")),
    ]


def malformed_players(table: Table) -> list[tuple[str, dict]]:
    """Furlong-Player headers that name no player: garbage, a guest token altered or under a scheme, a seat token,
    the admin token, something shaped like a JWT, and JWTs nobody here trusts."""
    token = table.players[0].token
    values = [
        ("garbage", "garbage"),
        ("seat 0's player token with a character added", f"{token}x"),
        ("seat 0's player token as 'Bearer <token>'", f"Bearer {token}"),
        ("seat 0's seat token", table.tokens[0]),
        ("the admin token", ADMIN_TOKEN),
        ("three dots' worth of JWT", "a.b.c"),
        *stranger_jwts(),
    ]
    return [(f"Furlong-Player: {label}", as_player(value)) for label, value in values]


def player_callers(table: Table, other_player: bool = True) -> Iterator[tuple[Caller, str, dict]]:
    """Callers with a Furlong-Player header and no Authorization: every malformed one, seat 0's player, and (with
    `other_player`) the other guest, who holds no seat."""
    for label, headers in malformed_players(table):
        yield Caller.BAD_PLAYER, label, headers
    yield Caller.PLAYER, "seat 0's player identity (Furlong-Player)", as_player(table.players[0])
    if other_player:
        yield Caller.OTHER_PLAYER, "another guest's player identity (Furlong-Player)", as_player(table.players[1])


def request_body(op: Operation, seat: int) -> Any:
    """A body the seat could send: the spec's example, else one built from the schema's required fields."""
    schema = op.request_schema
    if schema is None:
        return None
    example = op.request_example
    body = dict(example) if isinstance(example, dict) else built(schema, op)
    if "seat" in (schema.get("properties") or {}):
        body["seat"] = seat
    return body


def read_body(op: Operation, table: Table) -> Any:
    """The body of a read sent as a POST (`x-read-only`): its example, naming seat 0's entry of game A."""
    body = request_body(op, seat=0)
    if isinstance(body, dict) and "entry_id" in body:
        body["entry_id"] = table.entry_id
    return body


def built(schema: dict, op: Operation) -> dict:
    """The schema's required fields, each a valid sample."""
    properties = schema.get("properties") or {}
    return {name: sample(deref(properties.get(name, {})), op, name) for name in schema.get("required", [])}


def sample(schema: dict, op: Operation, name: str) -> Any:
    """A valid value of a simple schema."""
    if "const" in schema:
        return schema["const"]
    kind = schema.get("type")
    if kind == "boolean":
        return True
    if kind == "string":
        return "Matrix"
    if kind == "integer":
        return schema.get("minimum", 0)
    raise Unclassified(f"{op}: the matrix cannot build a value of the body field {name!r} ({schema})")


def call(
    http,
    op: Operation,
    path: str,
    headers: dict,
    body: Any = None,
    query: dict | None = None,
    accept: str | None = None,
):
    """One request of `op`'s method to `path`."""
    headers = {**headers, **({"Accept": accept} if accept else {})}
    extra = {} if body is None else {"json": body}
    return http.open(path, method=op.method.upper(), headers=headers, query_string=query or {}, **extra)


def assert_answer(answer, op: Operation, status: int, label: str, rules: tuple[str, ...] = ()) -> None:
    """The expected status, as problem+json when an error (naming one of `rules`, if given), conforming to
    openapi.yaml; and no webhook secret nor management token in it, but where one is shown once (SHOWN_ONCE)."""
    shown = answer.get_data(as_text=True)[:300]
    assert answer.status_code == status, f"{op} with {label}: {answer.status_code}, not {status}: {shown}"
    if status >= 400:
        assert answer.mimetype == PROBLEM, f"{op} with {label}: {answer.mimetype}, not {PROBLEM}"
    if rules:
        assert answer.json.get("rule") in rules, f"{op} with {label}: rule {answer.json.get('rule')!r}, not {rules}"
    assert_conforms(answer, op.method, answer.request.path)
    shown_once = SHOWN_ONCE.get((op.method, op.path, answer.status_code), ())
    text = answer.get_data(as_text=True)
    shown = [kind for kind, pattern in SHOWN_SECRETS.items() if kind not in shown_once and pattern.search(text)]
    assert not shown, f"{op} with {label} answers a {' and a '.join(shown)} secret"


def player_body(op: Operation) -> Any:
    """The spec's example body that seats the caller's own player (a `{"player": true}` seat), if it has one."""
    media = (op.body.get("requestBody") or {}).get("content", {}).get("application/json") or {}
    for example in (media.get("examples") or {}).values():
        value = deref(example).get("value")
        if isinstance(value, dict) and any(seat.get("player") is True for seat in value.get("seats", [])):
            return value
    return None


def games_of(http, player: Guest) -> dict[str, int]:
    """The player's games as its public history lists them: game id -> the player's seat."""
    listed = http.get(f"/players/{player.player_id}/games", query_string={"limit": 200})
    assert listed.status_code == 200, listed.json
    return {game["game_id"]: game["seat"] for game in listed.json["games"]}


def games_state(platform, *game_ids: str) -> tuple:
    """Each game's stream length and ledger."""
    return (
        [platform.store.version(game_id) for game_id in game_ids],
        [platform.ledgers.current(game_id) for game_id in game_ids],
    )


def stored_state(platform, *game_ids: str) -> tuple:
    """What a refused request must not change: each game's stream length and ledger, the lobby, how many games the
    store holds, and the webhook subscriptions and their delivery state."""
    streams = sum(1 for _ in platform.redis.scan_iter("furlong:{*}:events", count=1000))
    return games_state(platform, *game_ids), platform.lobby.games(None, 200, 0), streams, webhooks_state(platform)


def webhooks_state(platform) -> list[tuple]:
    """Every webhook subscription (its status and secrets included), each one's cursors, failures and log."""
    hooks = platform.webhooks
    return [
        (s, hooks.cursors(s.id), [hooks.failing(s.id, g) for g in s.games], hooks.attempts(s.id, 500))
        for s in sorted(hooks.every(), key=lambda s: s.id)
    ]
