"""Sealed bets never reach another seat or a spectator, on any read path, until the payoff reveals them."""

from __future__ import annotations

import json
import random

import pytest

pytestmark = pytest.mark.integration

BETS = {0: [(2, 1700)], 1: [(5, 2300), (1, 300)], 2: [(6, 3100)]}


def auth(token):
    return {"Authorization": f"Bearer {token}"} if token else {}


@pytest.fixture
def table(http):
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": n} for n in "ABC"]}).json
    tokens = [s["token"] for s in made["seats"]]
    for seat, bets in BETS.items():
        for horse, amount in bets:
            placed = http.post(
                f"/games/{made['game_id']}/commands",
                json={"type": "PlaceBet", "horse": horse, "amount": amount},
                headers=auth(tokens[seat]),
            )
            assert placed.status_code == 201, placed.json
    return made["game_id"], tokens


def salts_of(http, game_id, token):
    return [bet["salt"] for bet in http.get(f"/games/{game_id}", headers=auth(token)).json["view"]["you"]["bets"]]


def every_read(http, game_id, token) -> list:
    """Every answer a reader can get: game, each past state, events, legal commands, lobby, an error."""
    version = http.get(f"/games/{game_id}").json["version"]
    answers = [
        http.get(f"/games/{game_id}", headers=auth(token)).json,
        http.get(f"/games/{game_id}/events", headers=auth(token)).json,
        http.get("/games").json,
    ]
    answers += [http.get(f"/games/{game_id}/state?at={v}", headers=auth(token)).json for v in range(1, version + 1)]
    if token:
        answers.append(http.get(f"/games/{game_id}/legal-commands", headers=auth(token)).json)
        answers.append(
            http.post(
                f"/games/{game_id}/commands",
                json={"type": "PlaceBet", "horse": 1, "amount": 10**6},
                headers=auth(token),
            ).json
        )
    return answers


def leaked_bets(node, owner: int) -> list:
    """Any object in an answer that shows a horse or amount of `owner`'s bets."""
    found = []
    if isinstance(node, dict):
        if node.get("seat") == owner and ({"horse", "amount"} & node.keys()):
            found.append(node)
        for value in node.values():
            found += leaked_bets(value, owner)
    elif isinstance(node, list):
        for value in node:
            found += leaked_bets(value, owner)
    return found


def test_no_other_seat_or_spectator_sees_a_sealed_bet_anywhere(http, table):
    game_id, tokens = table
    for owner in BETS:
        salts = salts_of(http, game_id, tokens[owner])
        assert len(salts) == len(BETS[owner])
        for reader in [t for seat, t in enumerate(tokens) if seat != owner] + [None]:
            answers = every_read(http, game_id, reader)
            text = json.dumps(answers)
            assert not any(salt in text for salt in salts)
            assert leaked_bets(answers, owner) == []
            seen_cash = {s["seat"]: s["cash"] for s in answers[0]["view"]["seats"]}
            assert seen_cash[owner] == 10_000


def test_a_seat_sees_its_own_bets_and_what_it_may_still_bet(http, table):
    game_id, tokens = table
    you = http.get(f"/games/{game_id}", headers=auth(tokens[1])).json["view"]["you"]
    assert [(b["horse"], b["amount"]) for b in you["bets"]] == BETS[1]
    assert you["available"] == 10_000 - 2600


def test_the_payoff_reveals_every_bet_to_everyone(http, table):
    game_id, tokens = table
    rnd = random.Random(3)
    while not http.get(f"/games/{game_id}").json["view"]["results"]:
        owed = [
            (t, legal)
            for t in tokens
            for legal in [http.get(f"/games/{game_id}/legal-commands", headers=auth(t)).json]
            if legal
        ]
        token, legal = rnd.choice(owed)
        choice = rnd.choice([c for c in legal if c["command"]["type"] != "PlaceBet"] or legal)
        http.post(f"/games/{game_id}/commands", json=choice["command"], headers=auth(token))
    events = http.get(f"/games/{game_id}/events?limit=1000").json["events"]
    placed = [(e["data"]["seat"], e["data"]["horse"], e["data"]["amount"]) for e in events if e["type"] == "BetPlaced"]
    assert sorted(placed) == sorted((seat, h, a) for seat, bets in BETS.items() for h, a in bets)
