"""End to end: a scripted client plays Neck and Neck over HTTP against gunicorn and real Redis."""
from __future__ import annotations

import random

import pytest

from scripts.play import Api, play_game
from tests.support.openapi import route_template, validate_response

pytestmark = pytest.mark.e2e


def conforming(method, path, status, body, content_type):
    """Every answer the client sees must match openapi.yaml."""
    validate_response(method, route_template(path), status, body, content_type)


def test_a_three_seat_game_is_played_to_the_end_using_only_legal_commands(server_url):
    api = Api(server_url, observe=conforming)
    game = play_game(api, "neck_and_neck", 3, random.Random(7))
    assert game["status"] == "finished"
    events = all_events(api, game["game_id"])
    paid = {seat: 10_000 for seat in range(3)}
    for event in events:
        for settlement in event["data"].get("settlements", []) if event["type"] == "BetsSettled" else []:
            paid[settlement["seat"]] += settlement["payout"]
    assert {s["seat"]: s["money"] for s in game["standings"]} == paid
    assert [e["type"] for e in events].count("RaceFinished") == 3
    assert events[-1]["type"] == "GameEnded"


def all_events(api: Api, game_id: str) -> list[dict]:
    """The whole log, page by page."""
    events: list[dict] = []
    while True:
        _, page = api.call("GET", f"/games/{game_id}/events?after={len(events)}&limit=1000")
        events += page["events"]
        if len(events) >= page["version"]:
            return events
