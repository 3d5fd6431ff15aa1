"""Seat tokens a process has seen confirmed are not asked of the vault again, and stop working when the seat
leaves, in every process (real Redis)."""

from __future__ import annotations

import pytest

from bootstrap import build_platform
from games.registry import RULESETS
from service import create_app
from workers.scheduling import InlineScheduler

pytestmark = pytest.mark.integration


def auth(token):
    return {"Authorization": f"Bearer {token}"}


class CountingVault:
    """The platform's vault, counting the seat lookups it answers."""

    def __init__(self, inner):
        self.inner, self.lookups = inner, 0

    def seat_for(self, game_id, token):
        self.lookups += 1
        return self.inner.seat_for(game_id, token)

    def __getattr__(self, name):
        return getattr(self.inner, name)


@pytest.fixture
def table(http):
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}]}).json
    return made["game_id"], [s["token"] for s in made["seats"]]


@pytest.fixture
def other_process(redis_client):
    """A second web process: its own platform (and memory of tokens) over the same Redis."""
    platform = build_platform({}, client=redis_client, rulesets=RULESETS, scheduler=InlineScheduler)
    return create_app({"TESTING": True}, platform=platform).test_client()


def test_a_process_asks_the_vault_for_a_token_once(http, platform, table):
    game_id, tokens = table
    platform.vault = CountingVault(platform.vault)
    for path in ("", "/legal-commands", "", "/legal-commands"):
        assert http.get(f"/games/{game_id}{path}", headers=auth(tokens[0])).status_code == 200
    assert platform.vault.lookups == 1


def test_an_unknown_token_is_still_refused(http, table):
    game_id, _ = table
    refused = http.get(f"/games/{game_id}/legal-commands", headers=auth("not-a-token"))
    assert refused.status_code == 401


def test_a_token_another_process_remembers_stops_working_when_its_seat_leaves(http, other_process, table):
    game_id, tokens = table
    assert other_process.get(f"/games/{game_id}", headers=auth(tokens[1])).json["seats"][1]["left"] is False
    assert http.post(f"/games/{game_id}/seats/1/leave", headers=auth(tokens[1])).status_code == 200
    for refused in (
        other_process.get(f"/games/{game_id}", headers=auth(tokens[1])),
        other_process.get(f"/games/{game_id}/legal-commands", headers=auth(tokens[1])),
        other_process.get(f"/games/{game_id}/state?at=1", headers=auth(tokens[1])),
        other_process.post(f"/games/{game_id}/commands", json={"type": "FinishBetting"}, headers=auth(tokens[1])),
    ):
        assert refused.status_code == 401 and refused.json["rule"] == "seat.left", refused.json
        assert refused.headers["Content-Type"] == "application/problem+json"
    assert other_process.get(f"/games/{game_id}", headers=auth(tokens[0])).status_code == 200


def test_a_seat_that_left_cannot_act_even_before_its_tokens_are_revoked(http, platform, table):
    game_id, tokens = table
    platform.vault = CountingVault(platform.vault)
    platform.vault.revoke_seat = lambda game_id, seat: None  # the revocation has not happened yet
    assert http.post(f"/games/{game_id}/seats/1/leave", headers=auth(tokens[1])).status_code == 200
    refused = http.post(f"/games/{game_id}/commands", json={"type": "FinishBetting"}, headers=auth(tokens[1]))
    assert refused.status_code == 401 and refused.json["rule"] == "seat.left"
    assert http.get(f"/games/{game_id}", headers=auth(tokens[1])).json["rule"] == "seat.left"
