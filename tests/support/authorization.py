"""Games, callers and secrets for the authorization matrix, set up through the HTTP API.

table = sealed_table(http, platform, "neck_and_neck")   # two games of two humans; every seat has bet
for caller, label, headers in wrong_callers(table, seat=0, other_seat=True): ...
table.secrets[1]                                        # patterns that reveal seat 1's secrets
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from tests.support.openapi import assert_conforms
from tests.support.operations import Caller, Operation, Unclassified, deref

ADMIN_TOKEN = "authorization-matrix-admin-token"
SEATS = 2
PROBLEM = "application/problem+json"
STAKE_STEPS = {0: 17, 1: 23}  # each seat bets a distinct, unusual amount, easy to search for
FILES = {"/docs/{path}": "swagger-ui-bundle.js", "/web/{path}": "app.css"}  # a file each route serves


@dataclass
class Table:
    """Game A (the target), game B (another game of the same ruleset), and what is secret in A."""

    game_id: str
    tokens: list[str]
    other_game_id: str
    other_tokens: list[str]
    entry_id: str = ""
    entry_is_sealed: bool = False
    secrets: dict[int, list[re.Pattern]] = field(default_factory=dict)

    def path_values(self, op: Operation, seat: int = 0) -> dict[str, Any]:
        """A value for every path parameter the matrix knows: game A, `seat`, seat 0's ledger entry, a file."""
        known = {"game_id": self.game_id, "seat": seat, "entry_id": self.entry_id}
        return {**op.examples("path"), **({"path": FILES[op.path]} if op.path in FILES else {}), **known}


def bearer(token: str) -> dict[str, str]:
    """An Authorization header carrying `token`."""
    return {"Authorization": f"Bearer {token}"}


def create_game(http, ruleset: str, seats: list[dict]) -> tuple[str, list[str | None]]:
    """POST /games; the game id and each seat's token."""
    made = http.post("/games", json={"ruleset": ruleset, "seats": seats})
    assert made.status_code == 201, made.json
    return made.json["game_id"], [seat["token"] for seat in made.json["seats"]]


def two_humans(http, ruleset: str) -> tuple[str, list[str]]:
    """A running game of `ruleset` with two human seats."""
    return create_game(http, ruleset, [{"name": "Ada"}, {"name": "Brian"}])


def sealed_table(http, platform, ruleset: str) -> Table:
    """Games A and B of `ruleset`; in A each seat that may bet now has sealed a bet."""
    game_id, tokens = two_humans(http, ruleset)
    other_game_id, other_tokens = two_humans(http, ruleset)
    for seat, token in enumerate(tokens):
        place_a_bet(http, game_id, seat, token)
    table = Table(game_id, tokens, other_game_id, other_tokens)
    table.entry_id, table.entry_is_sealed = seat_zero_entry(platform, game_id)
    table.secrets = {seat: secrets_of(own_view(http, game_id, token)) for seat, token in enumerate(tokens)}
    return table


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
    yield Caller.ADMIN, "the admin token", bearer(ADMIN_TOKEN)
    if other_seat:
        yield Caller.OTHER_SEAT, f"seat {1 - seat}'s token", bearer(table.tokens[1 - seat])


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


def assert_answer(answer, op: Operation, status: int, label: str) -> None:
    """The expected status, as problem+json when an error, conforming to openapi.yaml."""
    shown = answer.get_data(as_text=True)[:300]
    assert answer.status_code == status, f"{op} with {label}: {answer.status_code}, not {status}: {shown}"
    if status >= 400:
        assert answer.mimetype == PROBLEM, f"{op} with {label}: {answer.mimetype}, not {PROBLEM}"
    assert_conforms(answer, op.method, answer.request.path)


def games_state(platform, *game_ids: str) -> tuple:
    """Each game's stream length and ledger."""
    return (
        [platform.store.version(game_id) for game_id in game_ids],
        [platform.ledgers.current(game_id) for game_id in game_ids],
    )


def stored_state(platform, *game_ids: str) -> tuple:
    """What a refused request must not change: each game's stream length and ledger, and the lobby."""
    return games_state(platform, *game_ids), platform.lobby.games(None, 200, 0)
