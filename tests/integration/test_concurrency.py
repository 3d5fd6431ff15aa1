"""Concurrent commands at one game: no gap, no duplicate, every 201 is in the log, every refusal a clean 4xx."""

from __future__ import annotations

import threading
from collections import Counter

import pytest

pytestmark = pytest.mark.integration


def test_sixteen_concurrent_bets_lose_and_duplicate_nothing(app, http):
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": f"p{i}"} for i in range(6)]}).json
    game_id, tokens = made["game_id"], [s["token"] for s in made["seats"]]
    start = threading.Barrier(16)
    answers: list[tuple[int, dict]] = [None] * 16

    def bet(i: int):
        client = app.test_client()
        start.wait()
        response = client.post(
            f"/games/{game_id}/commands",
            json={"type": "PlaceBet", "horse": i % 6 + 1, "amount": 4000},
            headers={"Authorization": f"Bearer {tokens[i % 6]}"},
        )
        answers[i] = (response.status_code, response.json)

    threads = [threading.Thread(target=bet, args=(i,)) for i in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    log = http.get(f"/games/{game_id}/events?limit=1000").json["events"]
    assert [e["version"] for e in log] == list(range(1, len(log) + 1))
    assert all(later["prev_hash"] == earlier["hash"] for earlier, later in zip(log, log[1:]))
    by_version = {e["version"]: e for e in log}
    accepted = [body for status, body in answers if status == 201]
    refused = [(status, body) for status, body in answers if status != 201]
    assert Counter(status for status, _ in answers) == {201: 12, 422: 4}
    assert all(body["rule"] == "neck_and_neck.bet.within_cash" for _, body in refused)
    for body in accepted:
        assert all(by_version[e["version"]]["hash"] == e["hash"] for e in body["events"])
    placed = [e for e in log if e["type"] == "BetPlaced"]
    assert len(placed) == 12 and len({e["command_id"] for e in placed}) == 12
