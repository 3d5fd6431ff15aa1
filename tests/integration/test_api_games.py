"""The HTTP API over real Redis, driven with the toy ruleset: lifecycle, auth, idempotency, errors."""

from __future__ import annotations

import hashlib

import pytest

pytestmark = pytest.mark.integration


def create(http, seats=None, **options):
    body = {"ruleset": "toy", "seats": seats or [{"name": "Ann"}, {"name": "Bob"}], "options": options}
    response = http.post("/games", json=body)
    assert response.status_code == 201, response.json
    return response.json


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def version_of(http, game_id):
    return http.get(f"/games/{game_id}").json["version"]


def test_creating_a_game_returns_tokens_for_named_seats_only(http):
    made = create(http, seats=[{"name": "Ann"}, {"bot": "random"}, {"open": True}])
    assert [s["kind"] for s in made["seats"]] == ["human", "bot", "open"]
    assert made["seats"][0]["token"] and made["seats"][1]["token"] is None
    assert made["status"] == "open"


def test_a_game_starts_when_its_last_open_seat_is_joined(http):
    made = create(http, seats=[{"name": "Ann"}, {"open": True}])
    joined = http.post(f"/games/{made['game_id']}/seats/1/join", json={"name": "Cy"})
    assert joined.status_code == 201 and joined.json["status"] == "running"
    again = http.post(f"/games/{made['game_id']}/seats/1/join", json={"name": "Di"})
    assert again.status_code == 422 and again.json["rule"] == "seat.taken"


def test_the_first_event_commits_to_the_seed_and_the_last_reveals_it(http):
    made = create(http, seats=[{"name": "Ann"}], target=2)
    token = made["seats"][0]["token"]
    http.post(f"/games/{made['game_id']}/commands", json={"type": "Add", "amount": 2}, headers=bearer(token))
    events = http.get(f"/games/{made['game_id']}/events").json["events"]
    seed = events[-1]["data"]["seed"]
    assert events[-1]["type"] == "GameEnded"
    assert events[0]["data"]["seed_sha256"] == hashlib.sha256(seed.encode()).hexdigest()
    assert all("seed" not in e["data"] for e in events[:-1])


def test_a_command_answers_201_with_its_events_and_the_new_version(http):
    made = create(http)
    sent = http.post(
        f"/games/{made['game_id']}/commands",
        json={"type": "Add", "amount": 3},
        headers=bearer(made["seats"][0]["token"]),
    )
    assert sent.status_code == 201
    assert sent.json["events"][0]["type"] == "Added" and sent.json["version"] == sent.json["events"][-1]["version"]


def test_legal_commands_have_designs_shape_name_their_ruleset_and_are_ready_to_send(http):
    ready, chosen = create(http), create(http)
    for made in (ready, chosen):
        token = made["seats"][0]["token"]
        legal = http.get(f"/games/{made['game_id']}/legal-commands", headers=bearer(token)).json
        assert legal[0] == {
            "ruleset": "toy",
            "command": {"type": "Add", "amount": 1},
            "params": {"amount": {"min": 1, "max": 3, "multiple_of": 1}},
        }
        body = legal[0]["command"] if made is ready else {**legal[0]["command"], "amount": 3}
        sent = http.post(f"/games/{made['game_id']}/commands", json=body, headers=bearer(token))
        assert sent.status_code == 201 and sent.json["events"][0]["data"]["amount"] == body["amount"]


def test_acting_out_of_turn_is_403_and_appends_nothing(http):
    made = create(http)
    before = version_of(http, made["game_id"])
    sent = http.post(
        f"/games/{made['game_id']}/commands",
        json={"type": "Add", "amount": 1},
        headers=bearer(made["seats"][1]["token"]),
    )
    assert sent.status_code == 403 and sent.mimetype == "application/problem+json"
    assert "seat 0's turn" in sent.json["detail"]
    assert version_of(http, made["game_id"]) == before


def test_acting_for_another_seat_is_403(http):
    made = create(http)
    sent = http.post(
        f"/games/{made['game_id']}/commands",
        json={"type": "Add", "amount": 1, "seat": 1},
        headers=bearer(made["seats"][0]["token"]),
    )
    assert sent.status_code == 403 and sent.json["rule"] == "seat.not_yours"


def test_a_stale_if_match_is_409_and_the_current_one_is_accepted(http):
    made = create(http)
    game, token = made["game_id"], made["seats"][0]["token"]
    current = version_of(http, game)
    stale = http.post(
        f"/games/{game}/commands",
        json={"type": "Add", "amount": 1},
        headers={**bearer(token), "If-Match": f'"{current - 1}"'},
    )
    assert stale.status_code == 409 and stale.json["version"] == current
    fresh = http.post(
        f"/games/{game}/commands",
        json={"type": "Add", "amount": 1},
        headers={**bearer(token), "If-Match": f'"{current}"'},
    )
    assert fresh.status_code == 201


def test_a_repeated_idempotency_key_replays_the_first_answer_and_appends_nothing(http):
    made = create(http)
    game, headers = made["game_id"], {**bearer(made["seats"][0]["token"]), "Idempotency-Key": "k-1"}
    first = http.post(f"/games/{game}/commands", json={"type": "Add", "amount": 2}, headers=headers)
    again = http.post(f"/games/{game}/commands", json={"amount": 2, "type": "Add"}, headers=headers)
    assert (again.status_code, again.json) == (first.status_code, first.json)
    assert version_of(http, game) == first.json["version"]


def test_an_idempotency_key_reused_with_another_body_is_422(http):
    made = create(http)
    game, headers = made["game_id"], {**bearer(made["seats"][0]["token"]), "Idempotency-Key": "k-2"}
    http.post(f"/games/{game}/commands", json={"type": "Add", "amount": 2}, headers=headers)
    other = http.post(f"/games/{game}/commands", json={"type": "Add", "amount": 1}, headers=headers)
    assert other.status_code == 422 and other.json["field"] == "Idempotency-Key"


def test_creating_a_game_twice_with_one_key_makes_one_game(http):
    body = {"ruleset": "toy", "seats": [{"name": "Ann"}]}
    first = http.post("/games", json=body, headers={"Idempotency-Key": "create-1-Jk4nW8sPq2LxV7bRt9Mz"})
    again = http.post("/games", json=body, headers={"Idempotency-Key": "create-1-Jk4nW8sPq2LxV7bRt9Mz"})
    assert first.json == again.json
    assert len(http.get("/games").json["games"]) == 1


def test_a_refused_command_is_remembered_under_its_key_too(http):
    made = create(http)
    headers = {**bearer(made["seats"][0]["token"]), "Idempotency-Key": "k-3"}
    first = http.post(f"/games/{made['game_id']}/commands", json={"type": "Add", "amount": 9}, headers=headers)
    again = http.post(f"/games/{made['game_id']}/commands", json={"type": "Add", "amount": 9}, headers=headers)
    assert first.status_code == again.status_code == 422
    assert again.mimetype == "application/problem+json"


def test_the_lobby_lists_games_by_status(http):
    open_game = create(http, seats=[{"name": "Ann"}, {"open": True}])
    running = create(http)
    listed = {s: [g["game_id"] for g in http.get(f"/games?status={s}").json["games"]] for s in ("open", "running")}
    assert listed == {"open": [open_game["game_id"]], "running": [running["game_id"]]}


def test_the_lobby_is_written_when_what_it_shows_changes_not_after_every_command(http, platform):
    made = create(http, seats=[{"name": "Ann"}], target=10**6)
    game, token = made["game_id"], made["seats"][0]["token"]
    written_at = platform.lobby.known_version(game)
    for _ in range(3):
        http.post(f"/games/{game}/commands", json={"type": "Add", "amount": 1}, headers=bearer(token))
    assert platform.lobby.known_version(game) == written_at
    http.post(f"/games/{game}/seats/0/autoplay", json={"on": True}, headers=bearer(token))
    [summary] = [g for g in http.get("/games").json["games"] if g["game_id"] == game]
    assert summary["seats"][0]["autoplay"] and platform.lobby.known_version(game) > written_at + 3


def test_the_lobby_lists_a_running_game_with_its_version_now(http):
    made = create(http, seats=[{"name": "Ann"}], target=10**6)
    game, token = made["game_id"], made["seats"][0]["token"]
    for _ in range(3):
        http.post(f"/games/{game}/commands", json={"type": "Add", "amount": 1}, headers=bearer(token))
    [summary] = [g for g in http.get("/games?status=running").json["games"] if g["game_id"] == game]
    assert summary["version"] == version_of(http, game)


def test_time_travel_shows_the_view_after_the_version_asked(http):
    made = create(http)
    game, token = made["game_id"], made["seats"][0]["token"]
    before = version_of(http, game)
    http.post(f"/games/{game}/commands", json={"type": "Add", "amount": 3}, headers=bearer(token))
    past = http.get(f"/games/{game}/state?at={before}").json
    assert past["version"] == before and past["view"]["total"] == 0
    assert http.get(f"/games/{game}/state?at={before + 5}").status_code == 422


def test_events_after_a_version_are_paged_oldest_first(http):
    made = create(http)
    events = http.get(f"/games/{made['game_id']}/events?after=1&limit=1").json["events"]
    assert [e["version"] for e in events] == [2]


def test_a_hidden_number_is_redacted_for_others_until_the_rules_reveal_it(http):
    made = create(http, target=3)
    game, ann, bob = made["game_id"], made["seats"][0]["token"], made["seats"][1]["token"]
    http.post(f"/games/{game}/commands", json={"type": "Hide", "number": 4242}, headers=bearer(ann))
    assert "4242" in http.get(f"/games/{game}/events", headers=bearer(ann)).get_data(as_text=True)
    for reader in (bearer(bob), {}):
        hidden = http.get(f"/games/{game}/events", headers=reader).json["events"][-1]
        assert hidden["redacted"] is True and "number" not in hidden["data"]
    http.post(f"/games/{game}/commands", json={"type": "Add", "amount": 3}, headers=bearer(ann))
    assert "4242" in http.get(f"/games/{game}/events").get_data(as_text=True)


def test_a_finished_game_accepts_no_more_commands(http):
    made = create(http, seats=[{"name": "Ann"}], target=1)
    game, token = made["game_id"], made["seats"][0]["token"]
    http.post(f"/games/{game}/commands", json={"type": "Add", "amount": 1}, headers=bearer(token))
    late = http.post(f"/games/{game}/commands", json={"type": "Add", "amount": 1}, headers=bearer(token))
    assert late.status_code == 403 and late.json["rule"] == "game.over"
    assert http.get(f"/games/{game}").json["standings"] == [{"seat": 0, "money": 1, "rank": 1}]


def test_bot_seats_play_themselves_until_a_human_owes_a_command(http):
    made = create(http, seats=[{"bot": "random"}, {"name": "Ann"}], target=50)
    game = http.get(f"/games/{made['game_id']}").json
    assert game["view"]["turn"] == 1 and game["view"]["total"] > 0


def test_client_seeds_given_at_creation_and_join_are_public_and_key_the_randomness(http):
    made = http.post(
        "/games",
        json={
            "ruleset": "neck_and_neck",
            "seats": [{"name": "Ann", "client_seed": "ann's horseshoe"}, {"bot": "random"}, {"open": True}],
        },
    ).json
    game_id = made["game_id"]
    http.post(f"/games/{game_id}/seats/2/join", json={"name": "Cy", "client_seed": "cy's clover"})
    seats = http.get(f"/games/{game_id}").json["seats"]
    assert [s["client_seed"] for s in seats] == ["ann's horseshoe", None, "cy's clover"]
    assert http.get(f"/games/{game_id}/audit").json["randomness"]["status"] == "pending"


def test_a_client_seed_on_a_bot_seat_is_refused(http):
    response = http.post("/games", json={"ruleset": "toy", "seats": [{"bot": "random", "client_seed": "x"}]})
    assert response.status_code == 422 and "client_seed" in response.json["detail"]
