"""A game's randomness is never known in advance to one player, and no sealed bet opens from a known seed."""

from __future__ import annotations

import json

import pytest

from events.rng import combined_seed, outcome_bytes
from games.codec import sha256_hex

from .conftest import Stack

OPEN_TABLE = {"ruleset": "neck_and_neck", "seats": [{"name": "A"}, {"open": True}]}
CHOSEN = {"seed": "known-to-the-creator"}


@pytest.mark.attack("choose the seed of a table with an open seat", adversary="creator")
def test_a_creator_cannot_choose_the_seed_of_a_table_someone_may_join(stack: Stack):
    games_before = stack.games()
    refused = stack.call("POST", "/games", json={**OPEN_TABLE, "options": CHOSEN})
    assert refused.status_code == 422 and refused.headers["Content-Type"] == "application/problem+json"
    assert "seed" in refused.json()["errors"]["options"]
    assert stack.games() == games_before


@pytest.mark.attack("choose the seed of a table of named seats handed to others", adversary="creator")
def test_a_creator_cannot_choose_the_seed_of_named_seats_either(stack: Stack):
    games_before = stack.games()
    body = {"ruleset": "jockey", "seats": [{"name": "A"}, {"name": "B"}], "options": CHOSEN}
    assert stack.call("POST", "/games", json=body).status_code == 422
    assert stack.games() == games_before


@pytest.mark.attack("open a bot's sealed bet from a chosen seed", adversary="spectator")
def test_a_known_seed_opens_no_sealed_bet(stack: Stack):
    body = {"ruleset": "neck_and_neck", "seats": [{"bot": "basic"}, {"bot": "random"}], "options": CHOSEN}
    made = stack.create(body)
    assert stack.call("GET", f"/games/{made['game_id']}").json()["seed"] == "chosen"
    listed = stack.call("GET", "/games?status=running").json()["games"] + stack.call("GET", "/games").json()["games"]
    assert {g["seed"] for g in listed if g["game_id"] == made["game_id"]} == {"chosen"}
    stack.finished(made["game_id"], timeout_s=120)
    log = [json.loads(line) for line in stack.call("GET", f"/games/{made['game_id']}/export").text.splitlines()]
    bets = [e for e in log if e.get("type") == "BetPlaced"]
    assert bets, "the bots placed no bet"
    key = combined_seed(CHOSEN["seed"], (None, None))
    for bet in bets[:5]:  # what a spectator who knows the seed tries on each sealed bet: 600 bets, salt from the seed
        data, cash = bet["data"], 100_000  # more than all the money at a table of two
        guessed_salt = outcome_bytes(key, made["game_id"], data["salt_nonce"])[:16].hex()
        assert _opening(data["commitment"], guessed_salt, cash) is None
        assert _opening(data["commitment"], data["salt"], cash) == (data["horse"], data["amount"])  # the method works


def _opening(commitment: str, salt: str, cash: int) -> tuple[int, int] | None:
    """The (horse, amount) whose commitment with this salt is `commitment`, trying every bet a seat could place."""
    for horse in range(1, 7):
        for amount in range(100, cash + 1, 100):
            if sha256_hex({"amount": amount, "horse": horse, "salt": salt}) == commitment:
                return horse, amount
    return None
