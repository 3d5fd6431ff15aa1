"""The authorization matrix, generated from openapi.yaml so that a new route cannot be missed.

Each operation is classified by its own `security`: a write that needs a seat token refuses no
token, a malformed one, another game's, a player identity and (per seat) another seat's with the
documented 401/403 and appends nothing; a write that takes no token ignores any; a write that takes
an optional player identity (`Furlong-Player`) refuses one that does not verify with a 401 and
stores nothing, ignores `Authorization`, and seats only the player who sent it; a route that needs
a player identity refuses none or a bad one with a 401 (and another player a thing of the path's
player with a 403); a read answers each seat, a spectator, a player and a bad token as documented,
never shows one seat's sealed bets or hand to another seat, a spectator or a player without its
seat token, and a player's own identity only to that player. A route of a webhook subscription answers its owner
alone, by its player identity or by its management token: no credential of an owner (a seat token is none) is a 401,
another owner finds no such subscription (404, what an unknown one answers) and changes nothing. No answer to anyone
holds a webhook's signing secret or management token, but the one that makes it or rotates it.
"""

from __future__ import annotations

import pytest

from tests.support.authorization import (
    ADMIN_TOKEN,
    OWNER_KINDS,
    SEATS,
    UNKNOWN_HOOK,
    Table,
    as_player,
    assert_answer,
    bearer,
    call,
    create_game,
    games_of,
    games_state,
    leaked,
    owned_body,
    owner_callers,
    player_body,
    player_callers,
    read_body,
    request_body,
    sealed_table,
    stored_state,
    wrong_callers,
)
from tests.support.operations import (
    OTHER_OWNERS,
    OWNERS,
    PLAYER_ACCESS,
    PLAYER_CALLERS,
    PLAYER_REQUIRED_RULE,
    Access,
    Caller,
    Operation,
    Unclassified,
    expected_rules,
    expected_status,
    operations,
)

pytestmark = pytest.mark.integration

OPERATIONS = operations()
WRITES = [op for op in OPERATIONS if op.is_write]
READS = [op for op in OPERATIONS if not op.is_write]
GAME_READS = [op for op in READS if op.reads_a_game]
PLAYER_READS = [op for op in READS if op.access is Access.PLAYER_REQUIRED]
OWNED_READS = [op for op in READS if op.access is Access.WEBHOOK_OWNER]
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
    return open_seat(http, op)[1]


def open_seat(http, op: Operation) -> tuple[list[str], str]:
    """([the fresh game's id], the path of `op` on it) when `op` names a seat, ([], its path) when it names
    nothing: where a write that takes one seat, or makes a game, may succeed."""
    if not op.path_parameters:
        return [], op.path
    if set(op.path_parameters) != {"game_id", "seat"}:
        raise Unclassified(f"{op}: the matrix knows no fresh target for the path parameters {op.path_parameters}")
    game_id, _ = create_game(http, WRITE_RULESET, [{"name": "Ada"}, {"open": True}])
    return [game_id], op.path_with({"game_id": game_id, "seat": 1})


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
    match op.access:
        case Access.PUBLIC:
            assert_a_write_ignores_the_credential(http, platform, op)
        case Access.PLAYER_OPTIONAL:
            assert_a_write_takes_an_optional_player_identity(http, platform, op)
        case Access.PLAYER_REQUIRED:
            assert_a_write_refuses_every_wrong_player(http, platform, op)
        case Access.WEBHOOK_OWNER:
            assert_only_the_subscriptions_owner_is_answered(http, platform, op)
        case _:
            assert_a_write_refuses_every_wrong_credential(http, platform, op)


def assert_a_write_refuses_every_wrong_credential(http, platform, op: Operation) -> None:
    """401/403 for each wrong caller (a player identity among them: it is no seat token) with nothing stored; then
    the seat's own token, same key, is accepted."""
    table = sealed_table(http, platform, WRITE_RULESET, op)
    path, body = op.path_with(table.path_values(op, seat=0)), request_body(op, seat=0)
    key = {IDEMPOTENCY_KEY: "matrix-key-7Hq2Wm9PzL4xVb8NcR3t"} if IDEMPOTENCY_KEY in op.header_parameters else {}
    before = stored_state(platform, table.game_id, table.other_game_id)
    for caller, label, headers in [*wrong_callers(table, seat=0, other_seat=op.per_seat), *player_callers(table)]:
        assert_answer(call(http, op, path, {**headers, **key}, body), op, expected_status(op, caller), label)
        assert stored_state(platform, table.game_id, table.other_game_id) == before, f"{op} with {label} stored"
    owner = call(http, op, path, {**bearer(table.tokens[0]), **key}, body)
    assert_answer(owner, op, op.success_status, "seat 0's own token and the refused requests' Idempotency-Key")


def assert_a_write_refuses_every_wrong_player(http, platform, op: Operation) -> None:
    """401 for no player identity (whatever Authorization holds) and for one that does not verify, 403 for another
    player where the path names seat 0's player's thing, with nothing stored; then seat 0's player is accepted."""
    table = sealed_table(http, platform, WRITE_RULESET, op)
    path, body = op.path_with(table.path_values(op, seat=0)), request_body(op, seat=0)
    before = stored_state(platform, table.game_id, table.other_game_id)
    others = [
        (c, label, h) for c, label, h in player_callers(table, other_player=op.documents(403)) if c is not Caller.PLAYER
    ]
    for caller, label, headers in [*wrong_callers(table, seat=0, other_seat=True), *others]:
        answer = call(http, op, path, headers, body)
        assert_answer(answer, op, expected_status(op, caller), label, expected_rules(op, caller))
        assert stored_state(platform, table.game_id, table.other_game_id) == before, f"{op} with {label} stored"
    owner = call(http, op, path, as_player(table.players[0]), body)
    success = owner.status_code if owner.status_code in op.success_statuses else op.success_status
    assert_answer(owner, op, success, "seat 0's player identity")


def assert_a_write_takes_an_optional_player_identity(http, platform, op: Operation) -> None:
    """A Furlong-Player header that does not verify is a 401 that stores nothing, even with a body that needs no
    player; a body that seats the caller's own player needs the header (player.required); `Authorization` is
    ignored; a player's write seats that player (its game lists under it), and never another player."""
    table = sealed_table(http, platform, WRITE_RULESET, op)
    refused_games, refused_path = open_seat(http, op)
    as_itself = player_body(op)
    bodies = [(request_body(op, seat=1), False)] + ([(as_itself, True)] if as_itself else [])
    cases = [
        (caller, f"{label}{' and a seat of its own player' if seats_the_caller else ''}", headers, body,
         seats_the_caller, *_expected_as_player(op, caller, seats_the_caller))
        for caller, label, headers in [*wrong_callers(table, seat=0, other_seat=True), *player_callers(table)]
        for body, seats_the_caller in bodies
    ]  # fmt: skip
    watched = (table.game_id, table.other_game_id, *refused_games)
    before = stored_state(platform, *watched)
    for _caller, label, headers, body, _seats_the_caller, status, rules in cases:
        if status >= 400:
            assert_answer(call(http, op, refused_path, headers, body), op, status, label, rules)
            assert stored_state(platform, *watched) == before, f"{op} with {label} stored"
    for caller, label, headers, body, seats_the_caller, status, _rules in cases:
        if status < 400:
            answer = call(http, op, open_seat(http, op)[1], headers, body)
            assert_answer(answer, op, status, label)
            if "subscription" in answer.json:  # a write that makes a webhook subscription, not a game
                assert_owned_only_by_its_caller(http, table, op, caller, answer.json, label)
            else:
                assert_seated_only_its_player(http, table, op, caller, answer.json["game_id"], seats_the_caller, label)


def _expected_as_player(op: Operation, caller: Caller, seats_the_caller: bool) -> tuple[int, tuple[str, ...]]:
    """As expected_status and expected_rules; a body that seats the caller's own player needs its identity."""
    if seats_the_caller and caller not in PLAYER_CALLERS:
        return 401, (PLAYER_REQUIRED_RULE,)
    return expected_status(op, caller), expected_rules(op, caller)


def assert_seated_only_its_player(
    http, table: Table, op: Operation, caller: Caller, game_id: str, seats_the_caller: bool, label: str
) -> None:
    """The game lists under the calling player when the write took a seat for it (a seat of the path, or a body's
    own-player seat), and never under the other guest nor under a caller without a player identity."""
    sender = {Caller.PLAYER: table.players[0], Caller.OTHER_PLAYER: table.players[1]}.get(caller)
    seated = sender is not None and (seats_the_caller or "seat" in op.path_parameters)
    for guest in table.players:
        listed = games_of(http, guest)
        if guest is sender and seated:
            assert game_id in listed, f"{op} with {label}: the game does not list under {guest.player_id}"
        else:
            assert game_id not in listed, f"{op} with {label}: the game lists under {guest.player_id}"


def assert_owned_only_by_its_caller(http, table: Table, op: Operation, caller: Caller, made: dict, label: str) -> None:
    """A subscription made with a player identity is that player's (no management token answered); one made without
    is its management token's alone; it lists under no other player."""
    sender = {Caller.PLAYER: table.players[0], Caller.OTHER_PLAYER: table.players[1]}.get(caller)
    made_id = made["subscription"]["id"]
    assert ("management_token" in made) is (sender is None), f"{op} with {label}: {sorted(made)}"
    for guest in table.players:
        listed = [hook["id"] for hook in http.get("/webhooks", headers=as_player(guest)).json]
        assert (made_id in listed) is (guest is sender), f"{op} with {label}: {guest.name} lists {listed}"
    if sender is None:
        listed = http.get("/webhooks", headers=bearer(made["management_token"])).json
        assert [hook["id"] for hook in listed] == [made_id], f"{op} with {label}: its token lists {listed}"


def assert_only_the_subscriptions_owner_is_answered(http, platform, op: Operation) -> None:
    """For a subscription owned by a player identity, then one owned by a management token: everyone but its owner
    is refused as documented (another owner as if it were not there: the answer for an unknown subscription, nothing
    of it shown) and changes nothing; then its owner is answered."""
    table = sealed_table(http, platform, WRITE_RULESET, op)
    body = owned_body(op, table)
    for kind in OWNER_KINDS:
        hook, path = table.hooks[kind], op.path_with(table.path_values(op, owner=kind))
        unknown = op.path_with({**table.path_values(op, owner=kind), "subscription_id": UNKNOWN_HOOK})
        callers = list(owner_callers(table, kind))
        before = stored_state(platform, table.game_id, table.other_game_id)
        for caller, label, headers in [c for c in callers if c[0] not in OWNERS]:
            about = f"{label}, about the {kind}'s subscription"
            answer = call(http, op, path, headers, body)
            assert_answer(answer, op, expected_status(op, caller), about, expected_rules(op, caller))
            assert stored_state(platform, table.game_id, table.other_game_id) == before, f"{op} with {about} changed"
            text = answer.get_data(as_text=True)
            assert hook.url not in text, f"{op} with {about} shows the subscription's endpoint"
            if caller in OTHER_OWNERS and answer.status_code == 404:
                as_unknown = call(http, op, unknown, headers, body).get_data(as_text=True)
                assert text == as_unknown.replace(UNKNOWN_HOOK, hook.id), f"{op} with {about}: {text} / {as_unknown}"
            elif caller in OTHER_OWNERS:
                assert hook.id not in text, f"{op} with {about} lists the subscription"
        ((caller, label, headers),) = [c for c in callers if c[0] in OWNERS]
        answer = call(http, op, path, headers, body)
        assert_answer(answer, op, expected_status(op, caller), f"{label}, about its own subscription")
        if op.method == "get" and "subscription_id" not in op.path_parameters:
            assert hook.id in answer.get_data(as_text=True), f"{op} does not list {label}'s own subscription"


@pytest.mark.parametrize("op", OWNED_READS, ids=str)
def test_a_read_of_a_webhook_subscription_answers_its_owner_alone(http, platform, op):
    assert_only_the_subscriptions_owner_is_answered(http, platform, op)


def assert_a_write_ignores_the_credential(http, platform, op: Operation) -> None:
    """Every caller, however wrong its token or player identity, gets the documented success; other games stay as
    they were."""
    table = sealed_table(http, platform, WRITE_RULESET, op)
    before = games_state(platform, table.game_id, table.other_game_id)
    callers = [
        *wrong_callers(table, seat=0, other_seat=True),
        *player_callers(table),
        (Caller.OWNER, "seat 0's token", bearer(table.tokens[0])),
    ]
    for caller, label, headers in callers:
        path = open_seat_path(http, op) if op.path_parameters else op.path
        answer = call(http, op, path, headers, request_body(op, seat=1))
        assert_answer(answer, op, expected_status(op, caller), label)
    assert games_state(platform, table.game_id, table.other_game_id) == before


@pytest.mark.parametrize("op", OF_A_GAME, ids=str)
def test_a_route_of_a_game_answers_404_for_an_unknown_game_whatever_the_token(http, platform, op):
    table = sealed_table(http, platform, WRITE_RULESET, op)
    before = stored_state(platform, table.game_id, table.other_game_id)
    path = op.path_with({**table.path_values(op), "game_id": UNKNOWN_GAME})
    player = as_player(table.players[0]) if op.access in PLAYER_ACCESS else {}  # only the game is wrong
    for _caller, label, headers in wrong_callers(table, seat=0, other_seat=True):
        assert_answer(call(http, op, path, {**headers, **player}, request_body(op, seat=0)), op, 404, label)
    assert stored_state(platform, table.game_id, table.other_game_id) == before


@pytest.mark.parametrize("op", READS, ids=str)
def test_a_read_answers_no_token_a_wrong_token_and_the_admin_token_as_documented(http, platform, op):
    table = sealed_table(http, platform, WRITE_RULESET, op)
    before = stored_state(platform, table.game_id, table.other_game_id)
    for caller, label, headers in [*wrong_callers(table, seat=0, other_seat=False), *player_callers(table)]:
        for path, _, media in read_requests(op, table, game_version=0):
            answer = call(http, op, path, headers, read_body(op, table), accept=media)
            status, rules = expected_status(op, caller, table.entry_is_sealed), expected_rules(op, caller)
            assert_answer(answer, op, status, f"{label} ({media})", rules)
    assert stored_state(platform, table.game_id, table.other_game_id) == before


@pytest.mark.parametrize("op", PLAYER_READS, ids=str)
def test_a_read_of_the_callers_player_identity_shows_each_player_its_own_and_never_anothers(http, platform, op):
    table = sealed_table(http, platform, WRITE_RULESET, op)
    path = op.path_with(table.path_values(op))
    for guest in table.players:
        answer = call(http, op, path, as_player(guest))
        assert_answer(answer, op, op.success_status, f"{guest.name}'s player identity")
        text = answer.get_data(as_text=True)
        assert guest.player_id in text, f"{op} does not name {guest.name}'s own player id"
        others = [other.player_id for other in table.players if other is not guest and other.player_id in text]
        assert not others, f"{op} shows {guest.name} the player ids {others}"


@pytest.mark.parametrize("op", GAME_READS, ids=str)
@pytest.mark.parametrize("ruleset", SCENARIOS)
def test_a_read_shows_each_seat_only_its_own_secrets_and_a_spectator_none(http, platform, ruleset, op):
    table = sealed_table(http, platform, ruleset, op)
    before = stored_state(platform, table.game_id, table.other_game_id)
    readers = [
        *[(seat, Caller.OWNER if seat == 0 else Caller.OTHER_SEAT, f"seat {seat}", bearer(token))
          for seat, token in enumerate(table.tokens)],
        (None, Caller.NOBODY, "a spectator", {}),
        (None, Caller.PLAYER, "seat 0's player identity without its seat token", as_player(table.players[0])),
    ]  # fmt: skip
    for seat, caller, label, headers in readers:
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


@pytest.mark.parametrize(
    "security",
    [
        None,
        [{"basicAuth": []}],
        [{}, {"seatToken": [], "adminToken": []}],
        [{"seatToken": [], "playerToken": []}],
        [{}, {"webhookToken": []}],
    ],
)
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


@pytest.mark.parametrize(
    ("security", "access"),
    [
        ([{}, {"playerToken": []}], Access.PLAYER_OPTIONAL),
        ([{"playerToken": []}], Access.PLAYER_REQUIRED),
        ([{"playerToken": []}, {"webhookToken": []}], Access.WEBHOOK_OWNER),
    ],
)
def test_a_write_that_takes_a_player_identity_is_classified_by_its_security(monkeypatch, security, access):
    document = {
        "paths": {"/games/{game_id}/brand-new": {"post": {"security": security, "responses": {"201": {}}}}},
        "components": {"securitySchemes": {"seatToken": {}, "playerToken": {}, "webhookToken": {}}},
    }
    monkeypatch.setattr("tests.support.operations.spec", lambda: document)
    assert Operation("post", "/games/{game_id}/brand-new").access is access
