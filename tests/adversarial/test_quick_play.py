"""Quick play, seat tokens by identity and presence, attacked: a seek flood meets one waiting seek per player and
the creation limit; nobody cancels another's seek, takes a seat token for a seat its identity does not hold (nor
for one it left), or makes a seat look present without its token."""

from __future__ import annotations

import pytest

from .conftest import Stack

PLAYER = "Furlong-Player"


def guest(stack: Stack, name: str) -> tuple[str, dict[str, str]]:
    made = stack.call("POST", "/players", json={"name": name})
    assert made.status_code == 201, made.text
    return made.json()["player_id"], {PLAYER: made.json()["token"]}


WISH = {"ruleset": "long_shot", "seats": 8, "options": {"turn_timeout_s": 0}}  # 8 seats: nobody is matched here


@pytest.mark.attack("flood the pool with seeks from one identity", adversary="flooding client")
def test_one_identity_waits_in_one_seek_however_many_it_sends(stack: Stack):
    _, as_ann = guest(stack, "Ann")
    answers = [stack.call("POST", "/seeks", json=WISH, headers=as_ann) for _ in range(8)]
    statuses = [a.status_code for a in answers]
    assert statuses[0] == 201 and set(statuses[1:]) <= {200, 429}
    waiting = [s for s in stack.call("GET", "/seeks").json()["seeks"] if s["name"] == "Ann"]
    assert len({s["seek_id"] for s in waiting}) == 1
    other = stack.call("POST", "/seeks", json={**WISH, "seats": 7}, headers=as_ann)
    assert other.status_code in (409, 429)


@pytest.mark.attack("flood the pool with new identities and their seeks", adversary="flooding client")
def test_making_identities_and_seeks_from_one_address_meets_the_creation_limit(stack: Stack):
    answers = [stack.call("POST", "/players", json={"name": f"Flood {n}"}) for n in range(30)]
    assert any(a.status_code == 429 and a.json()["rule"] == "rate.create" for a in answers)


@pytest.mark.attack("cancel another player's seek", adversary="player")
def test_nobody_cancels_another_players_seek(stack: Stack):
    _, as_ann = guest(stack, "Ann")
    _, as_eve = guest(stack, "Eve")
    seek = stack.call("POST", "/seeks", json=WISH, headers=as_ann).json()
    for headers in (as_eve, {}, {PLAYER: "made-up"}):
        refused = stack.call("DELETE", f"/seeks/{seek['seek_id']}", headers=headers)
        assert refused.status_code in (401, 403) and refused.headers["Content-Type"] == "application/problem+json"
    assert stack.call("GET", f"/seeks/{seek['seek_id']}").json()["status"] == "waiting"
    assert stack.call("DELETE", f"/seeks/{seek['seek_id']}", headers=as_ann).json()["status"] == "cancelled"


@pytest.mark.attack("take a seat token for a seat one's identity does not hold", adversary="player")
def test_a_seat_token_is_given_only_for_a_seat_the_identity_holds(stack: Stack):
    _, as_ann = guest(stack, "Ann")
    _, as_eve = guest(stack, "Eve")
    made = stack.create({"ruleset": "neck_and_neck", "seats": [{"player": True}, {"name": "Bob"}]}, headers=as_ann)
    game_id, before = made["game_id"], stack.version(made["game_id"])
    for seat, headers in ((0, as_eve), (1, as_eve), (1, as_ann), (0, {}), (0, {PLAYER: "made-up"}), (5, as_ann)):
        refused = stack.call("POST", f"/games/{game_id}/seats/{seat}/token", headers=headers)
        assert refused.status_code in (401, 403, 422), (seat, refused.text)
        assert "token" not in refused.json()
    assert stack.call("POST", f"/games/{game_id}/seats/0/token", headers=as_ann).status_code == 201
    assert stack.version(game_id) == before


@pytest.mark.attack("take a new seat token for a seat one left", adversary="departed seat")
def test_a_seat_that_left_gets_no_new_token_from_its_identity(stack: Stack):
    _, as_ann = guest(stack, "Ann")
    made = stack.create({"ruleset": "neck_and_neck", "seats": [{"player": True}, {"name": "Bob"}]}, headers=as_ann)
    game_id, token = made["game_id"], made["seats"][0]["token"]
    assert stack.call("POST", f"/games/{game_id}/seats/0/leave", token).status_code == 200
    refused = stack.call("POST", f"/games/{game_id}/seats/0/token", headers=as_ann)
    assert refused.status_code == 403 and refused.json()["rule"] == "seat.left"


@pytest.mark.attack("make a seat look present without its token", adversary="spectator")
def test_only_a_seats_own_token_marks_it_present(stack: Stack):
    made = stack.create({"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}]})
    game_id, tokens = made["game_id"], [seat["token"] for seat in made["seats"]]
    stack.call("GET", f"/games/{game_id}")
    stack.call("GET", f"/games/{game_id}", "not-a-token")
    stack.call("GET", f"/games/{game_id}/legal-commands", "not-a-token")
    seats = stack.call("GET", f"/games/{game_id}/presence").json()["seats"]
    assert not any(item["connected"] for item in seats)
    stack.call("GET", f"/games/{game_id}", tokens[1])
    seats = {item["seat"]: item for item in stack.call("GET", f"/games/{game_id}/presence").json()["seats"]}
    assert seats[1]["connected"] and not seats[0]["connected"]
