"""A seat that left sees no more than a spectator, on every channel, from its `SeatLeft` on."""

from __future__ import annotations

import json
import time

import pytest
import requests

from .conftest import Stack


class Feed:
    """A live feed read message by message."""

    def __init__(self, stack: Stack, game_id: str, token: str):
        headers = {"Accept": "text/event-stream", "Authorization": f"Bearer {token}", "X-Forwarded-For": stack.address}
        url = f"{stack.url}/games/{game_id}/events"
        self.response = requests.get(url, headers=headers, stream=True, timeout=(5, 30))
        self.lines = self.response.iter_lines(chunk_size=None, decode_unicode=True)

    def events(self, until: float) -> list[dict]:
        """Every event the feed sends until GameEnded, or until `until` (monotonic seconds)."""
        got, data = [], None
        for line in self.lines:
            if line.startswith("data: "):
                data = json.loads(line.removeprefix("data: "))
            elif line == "" and data is not None:
                got.append(data)
                if data["type"] == "GameEnded" or time.monotonic() > until:
                    break
                data = None
        self.response.close()
        return got


@pytest.mark.attack("keep a live feed open after leaving, to read the bot's sealed bets", adversary="departed seat")
def test_a_departed_seats_open_feed_shows_what_a_spectator_sees(stack: Stack):
    made = stack.create({"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"bot": "basic"}]})
    game_id, ann = made["game_id"], made["seats"][0]["token"]
    feed = Feed(stack, game_id, ann)
    placed = stack.call(
        "POST", f"/games/{game_id}/commands", token=ann, json={"type": "PlaceBet", "horse": 2, "amount": 500}
    )
    assert placed.status_code == 201
    assert stack.call("POST", f"/games/{game_id}/seats/0/leave", token=ann).status_code == 200
    events = feed.events(until=time.monotonic() + 60)
    left = next(e["version"] for e in events if e["type"] == "SeatLeft")
    own_before = [e for e in events if e["type"] == "BetPlaced" and e["version"] < left and e["data"]["seat"] == 0]
    assert own_before and "horse" in own_before[0]["data"]  # her own bet, placed while she sat, she saw
    own_after = [e for e in events if e["type"] == "BetPlaced" and e["version"] > left and e["data"]["seat"] == 0]
    assert own_after, "the bot placed no bet for the departed seat while the feed was open"
    assert all(e.get("redacted") and "horse" not in e["data"] and "amount" not in e["data"] for e in own_after)
    again = stack.call("GET", f"/games/{game_id}/events?after=0", token=ann)
    assert again.status_code in (401, 403, 410)


@pytest.mark.attack("read what an expert bot weighed before the end, to learn its sealed bets", adversary="player")
def test_an_opponent_cannot_read_what_an_expert_weighed_before_the_end(stack: Stack):
    refused_while_running(stack, "its opponent")


@pytest.mark.attack("read what an expert bot weighed before the end, to learn its sealed bets", adversary="spectator")
def test_a_spectator_cannot_read_what_an_expert_weighed_before_the_end(stack: Stack):
    refused_while_running(stack, "a spectator")


@pytest.mark.attack("read what an expert bot weighed after leaving, before the end", adversary="departed seat")
def test_a_departed_seat_cannot_read_what_an_expert_weighed_before_the_end(stack: Stack):
    refused_while_running(stack, "a seat that left")


def refused_while_running(stack: Stack, who: str) -> None:
    """Once the expert has bet against Ann, `who` asks for what it weighed while the game runs: a 403, nothing told."""
    seats = [{"bot": "expert"}, {"name": "Ann"}]
    made = stack.create({"ruleset": "neck_and_neck", "seats": seats, "options": {"expert_ms": 1000}})
    game_id, ann = made["game_id"], made["seats"][1]["token"]
    try:
        deadline = time.monotonic() + 60
        while not any("bot" in e["actor"] for e in stack.call("GET", f"/games/{game_id}/events").json()["events"]):
            assert time.monotonic() < deadline, "the expert never bet"
            time.sleep(0.1)
        if who == "a seat that left":
            assert stack.call("POST", f"/games/{game_id}/seats/1/leave", token=ann).status_code == 200
        token = None if who == "a spectator" else ann
        refused = stack.call("GET", f"/games/{game_id}/explanations", token=token)
        assert refused.status_code == 403 and refused.json()["rule"] == "explanations.sealed", refused.text
        assert "options" not in refused.text and "PlaceBet" not in refused.text
    finally:
        stack.take_out(game_id)  # the expert would think 1 s a move for the rest of the session
