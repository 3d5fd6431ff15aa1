"""No seat passes for a bot, for a platform label, or for another seat, in the lobby and the log."""

from __future__ import annotations

import pytest
import requests

from .conftest import Stack, secret_key

DISGUISES = [
    "Bot 1 (basic)",
    "bot",
    "\u0412\u041e\u0422 1",  # Cyrillic letters that look like B, O, T
    "Ann (random)",
    "Seat 1 (open)",
    "Ann\u200b",  # a zero-width space
    "\u202eAnn",  # a right-to-left override
    "\u2066Ann\u2069",  # a left-to-right isolate
    "\u0410nn",  # Cyrillic A, Latin nn
    "Ann\u00a0Lee",  # a no-break space
]


@pytest.mark.attack("take a seat under a bot's name or with hidden characters", adversary="player")
@pytest.mark.parametrize("disguise", DISGUISES)
def test_a_joiner_cannot_pass_for_a_bot_or_hide_characters(stack: Stack, disguise: str):
    joined = joined_as(stack, disguise)
    assert joined.headers["Content-Type"] == "application/problem+json"
    assert "name" in joined.json()["errors"] and "token" not in joined.text


@pytest.mark.attack("create a table with a seat named like a bot", adversary="creator")
def test_a_creator_cannot_name_a_seat_like_a_bot(stack: Stack):
    games_before = stack.games()
    body = {"ruleset": "neck_and_neck", "seats": [{"name": "Bot 0 (basic)"}, {"name": "Ann"}]}
    assert stack.call("POST", "/games", json=body).status_code == 422
    assert stack.games() == games_before


@pytest.mark.attack("join under a name that looks like a seated player's", adversary="player")
@pytest.mark.parametrize("lookalike", ["ANN", "\uff21nn", "ann"])
def test_a_joiner_cannot_pass_for_a_seated_player(stack: Stack, lookalike: str):
    assert joined_as(stack, lookalike).json()["rule"] == "seat.name_taken"


def joined_as(stack: Stack, name: str) -> requests.Response:
    """An attempt to join Ann's table as `name`: refused (422), and nothing appended."""
    made = stack.create({"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"open": True}]})
    before = stack.version(made["game_id"])
    path, key = f"/games/{made['game_id']}/seats/1/join", {"Idempotency-Key": secret_key()}
    joined = stack.call("POST", path, json={"name": name}, headers=key)
    assert joined.status_code == 422 and stack.version(made["game_id"]) == before
    return joined
