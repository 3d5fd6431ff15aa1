"""The authorization matrix, generated from openapi.yaml so that a new route cannot be missed.

Each operation is classified by its own `security`: a write that needs a seat token refuses no
token, a malformed one, another game's and (per seat) another seat's with the documented
401/403 and appends nothing; a write that takes no token ignores any; a read answers each
seat, a spectator and a bad token as documented, and never shows one seat's sealed bets or
hand to another seat or a spectator.
"""

from __future__ import annotations

import pytest

from tests.support.authorization import (
    ADMIN_TOKEN,
    SEATS,
    Table,
    assert_answer,
    bearer,
    call,
    create_game,
    games_state,
    leaked,
    read_body,
    request_body,
    sealed_table,
    stored_state,
    wrong_callers,
)
from tests.support.operations import Access, Caller, Operation, Unclassified, expected_status, operations

pytestmark = pytest.mark.integration

OPERATIONS = operations()
WRITES = [op for op in OPERATIONS if op.is_write]
READS = [op for op in OPERATIONS if not op.is_write]
GAME_READS = [op for op in READS if op.reads_a_game]
OF_A_GAME = [op for op in OPERATIONS if "game_id" in op.path_parameters]
UNKNOWN_GAME = "0123456789abcdef"
IDEMPOTENCY_KEY = "Idempotency-Key"
SCENARIOS = ["neck_and_neck", "jockey"]  # sealed bets; sealed bets and hands of cards
WRITE_RULESET = "neck_and_neck"
QUERY_VALUES = {"at": lambda game_version: range(1, game_version + 1), "seat": lambda _: range(SEATS)}


@pytest.fixture
def http(http, app, platform):
    """The test client of an app whose live feeds end after 0.15 s and whose admin token is configured."""
    app.config.update(FEED_MAX_LIFETIME_S=0.15, FEED_KEEPALIVE_S=0.05)
    platform.settings["FURLONG_ADMIN_TOKEN"] = ADMIN_TOKEN
    return http


def open_seat_path(http, op: Operation) -> str:
    """The path of `op` on a fresh game whose seat 1 is open."""
    game_id, _ = create_game(http, WRITE_RULESET, [{"name": "Ada"}, {"open": True}])
    return op.path_with({"game_id": game_id, "seat": 1})


def read_requests(op: Operation, table: Table, game_version: int) -> list[tuple[str, dict, str | None]]:
    """(path, query, Accept) for the plain read, each interesting query value, each success media type."""
    queries = [{}] + [
        {name: value} for name in op.query_parameters for value in QUERY_VALUES.get(name, lambda _: ())(game_version)
    ]
    media_types = op.success_media_types or [None]
    return [(op.path_with(table.path_values(op)), query, media) for query in queries for media in media_types]


@pytest.mark.parametrize("op", OPERATIONS, ids=str)
def test_every_operation_of_the_spec_says_who_may_call_it(op):
    try:
        access, success = op.access, op.success_status
    except Unclassified as error:
        pytest.fail(str(error))
    if access is not Access.PUBLIC:
        assert op.documents(401) or access is Access.ADMIN_OPTIONAL, f"{op} takes a token but documents no 401"
    else:
        assert not op.documents(401), f"{op} takes no token, so it cannot answer 401"
    assert 200 <= success < 400, f"{op} documents no success (2xx, or 3xx for a route that only redirects)"


@pytest.mark.parametrize("op", WRITES, ids=str)
def test_a_write_answers_every_wrong_credential_as_documented_and_a_refusal_appends_nothing(http, platform, op):
    if op.access is Access.PUBLIC:
        assert_a_write_ignores_the_credential(http, platform, op)
    else:
        assert_a_write_refuses_every_wrong_credential(http, platform, op)


def assert_a_write_refuses_every_wrong_credential(http, platform, op: Operation) -> None:
    """401/403 for each wrong caller with nothing stored; then the seat's own token, same key, is accepted."""
    table = sealed_table(http, platform, WRITE_RULESET)
    path, body = op.path_with(table.path_values(op, seat=0)), request_body(op, seat=0)
    key = {IDEMPOTENCY_KEY: "matrix-key-7Hq2Wm9PzL4xVb8NcR3t"} if IDEMPOTENCY_KEY in op.header_parameters else {}
    before = stored_state(platform, table.game_id, table.other_game_id)
    for caller, label, headers in wrong_callers(table, seat=0, other_seat=op.per_seat):
        assert_answer(call(http, op, path, {**headers, **key}, body), op, expected_status(op, caller), label)
        assert stored_state(platform, table.game_id, table.other_game_id) == before, f"{op} with {label} stored"
    owner = call(http, op, path, {**bearer(table.tokens[0]), **key}, body)
    assert_answer(owner, op, op.success_status, "seat 0's own token and the refused requests' Idempotency-Key")


def assert_a_write_ignores_the_credential(http, platform, op: Operation) -> None:
    """Every caller, however wrong its token, gets the documented success; other games stay as they were."""
    table = sealed_table(http, platform, WRITE_RULESET)
    before = games_state(platform, table.game_id, table.other_game_id)
    callers = [
        *wrong_callers(table, seat=0, other_seat=True),
        (Caller.OWNER, "seat 0's token", bearer(table.tokens[0])),
    ]
    for caller, label, headers in callers:
        path = open_seat_path(http, op) if op.path_parameters else op.path
        answer = call(http, op, path, headers, request_body(op, seat=1))
        assert_answer(answer, op, expected_status(op, caller), label)
    assert games_state(platform, table.game_id, table.other_game_id) == before


@pytest.mark.parametrize("op", OF_A_GAME, ids=str)
def test_a_route_of_a_game_answers_404_for_an_unknown_game_whatever_the_token(http, platform, op):
    table = sealed_table(http, platform, WRITE_RULESET)
    before = stored_state(platform, table.game_id, table.other_game_id)
    path = op.path_with({**table.path_values(op), "game_id": UNKNOWN_GAME})
    for _caller, label, headers in wrong_callers(table, seat=0, other_seat=True):
        assert_answer(call(http, op, path, headers, request_body(op, seat=0)), op, 404, label)
    assert stored_state(platform, table.game_id, table.other_game_id) == before


@pytest.mark.parametrize("op", READS, ids=str)
def test_a_read_answers_no_token_a_wrong_token_and_the_admin_token_as_documented(http, platform, op):
    table = sealed_table(http, platform, WRITE_RULESET)
    before = stored_state(platform, table.game_id, table.other_game_id)
    for caller, label, headers in wrong_callers(table, seat=0, other_seat=False):
        for path, _, media in read_requests(op, table, game_version=0):
            answer = call(http, op, path, headers, read_body(op, table), accept=media)
            assert_answer(answer, op, expected_status(op, caller, table.entry_is_sealed), f"{label} ({media})")
    assert stored_state(platform, table.game_id, table.other_game_id) == before


@pytest.mark.parametrize("op", GAME_READS, ids=str)
@pytest.mark.parametrize("ruleset", SCENARIOS)
def test_a_read_shows_each_seat_only_its_own_secrets_and_a_spectator_none(http, platform, ruleset, op):
    table = sealed_table(http, platform, ruleset)
    before = stored_state(platform, table.game_id, table.other_game_id)
    readers = [(seat, bearer(token)) for seat, token in enumerate(table.tokens)] + [(None, {})]
    for seat, headers in readers:
        caller = Caller.NOBODY if seat is None else Caller.OWNER if seat == 0 else Caller.OTHER_SEAT
        label = "a spectator" if seat is None else f"seat {seat}"
        for path, query, media in read_requests(op, table, platform.store.version(table.game_id)):
            answer = call(http, op, path, headers, read_body(op, table), query=query, accept=media)
            assert_answer(answer, op, expected_status(op, caller, table.entry_is_sealed), f"{label} {query} {media}")
            found = leaked(answer.get_data(as_text=True), table, seat)
            assert not found, f"{op} {query} ({media}) shows {label} {', '.join(found)}"
    assert stored_state(platform, table.game_id, table.other_game_id) == before


@pytest.mark.parametrize("ruleset", SCENARIOS)
def test_every_secret_searched_for_is_in_its_own_seats_game_document(http, platform, ruleset):
    table = sealed_table(http, platform, ruleset)
    for seat, token in enumerate(table.tokens):
        text = http.get(f"/games/{table.game_id}", headers=bearer(token)).get_data(as_text=True)
        assert table.secrets[seat], f"seat {seat} of {ruleset} has no secret to search for"
        assert all(pattern.search(text) for pattern in table.secrets[seat])


def test_the_admin_export_of_a_running_game_holds_the_sealed_bets(http, platform):
    table = sealed_table(http, platform, "neck_and_neck")
    export = http.get(f"/games/{table.game_id}/export", headers=bearer(ADMIN_TOKEN))
    assert export.status_code == 200
    text = export.get_data(as_text=True)
    assert all(pattern.search(text) for patterns in table.secrets.values() for pattern in patterns)


@pytest.mark.parametrize("security", [None, [{"basicAuth": []}], [{}, {"seatToken": [], "adminToken": []}]])
def test_an_operation_whose_security_the_matrix_does_not_know_fails_naming_its_route(monkeypatch, security):
    document = {
        "paths": {"/games/{game_id}/brand-new": {"post": {"responses": {"200": {}}}}},
        "components": {"securitySchemes": {"seatToken": {}, "adminToken": {}}},
    }
    if security is not None:
        document["paths"]["/games/{game_id}/brand-new"]["post"]["security"] = security
    monkeypatch.setattr("tests.support.operations.spec", lambda: document)
    with pytest.raises(Unclassified, match=r"POST /games/\{game_id\}/brand-new"):
        _ = Operation("post", "/games/{game_id}/brand-new").access
