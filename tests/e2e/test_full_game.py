"""End to end: a scripted client plays every ruleset over HTTP against gunicorn and real Redis."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.registry import RULESETS
from scripts.play import Api, create_game, play, play_game
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
    paid = dict.fromkeys(range(3), 10000)
    for event in events:
        for settlement in event["data"].get("settlements", []) if event["type"] == "BetsSettled" else []:
            paid[settlement["seat"]] += settlement["payout"]
    assert {s["seat"]: s["money"] for s in game["standings"]} == paid
    assert [e["type"] for e in events].count("RaceFinished") == 3
    assert events[-1]["type"] == "GameEnded"


@pytest.mark.parametrize("ruleset_id", sorted(set(RULESETS) - {"neck_and_neck"}))
def test_a_game_of_every_ruleset_finishes_from_legal_commands_alone_and_its_audit_verifies(server_url, ruleset_id):
    api = Api(server_url, observe=conforming)
    game = play_game(api, ruleset_id, table_size(ruleset_id), random.Random(11))
    assert game["status"] == "finished"
    _, report = api.call("GET", f"/games/{game['game_id']}/audit")
    assert report["verified"], report["discrepancies"]
    assert report["randomness"]["status"] == "verified" and report["randomness"]["outcomes_checked"] > 0
    assert {s["seat"]: s["money"] for s in game["standings"]} == seat_money(api, game["game_id"])


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_early_in_a_game_no_seat_or_spectator_reads_a_secret_it_does_not_own(server_url, ruleset_id):
    api, seats = Api(server_url, observe=conforming), table_size(ruleset_id)
    game_id, tokens = create_game(api, ruleset_id, seats)
    play(api, game_id, tokens, random.Random(3), max_commands=seats)
    for viewer, token in [(None, None), *enumerate(tokens)]:
        leaked = [e for e in all_events(api, game_id, token) if unowned_secret_shown(ruleset_id, e, viewer)]
        assert leaked == [], f"viewer {viewer} reads {leaked[0]}"


def table_size(ruleset_id: str) -> int:
    """Four seats where the ruleset allows them (its issue's done-when table), else its most."""
    ruleset = RULESETS[ruleset_id]
    return 3 if ruleset_id in ("neck_and_neck", "photo_finish") else min(4, ruleset.max_seats)


def unowned_secret_shown(ruleset_id: str, event: dict, viewer: int | None) -> bool:
    """True if an event's sealed fields are readable by a viewer who does not own them."""
    cls = RULESETS[ruleset_id].event_type(event["type"])
    if cls is None or not cls.SECRET or (viewer is not None and event["data"].get(cls.OWNER) == viewer):
        return False
    return not event.get("redacted") or bool(set(cls.SECRET) & set(event["data"]))


def seat_money(api: Api, game_id: str) -> dict[int, int]:
    """Each seat's money in the ledger: the sum of its accounts."""
    _, ledger = api.call("GET", f"/games/{game_id}/ledger?limit=1")
    money: Counter = Counter()
    for account in ledger["accounts"]:
        if account["account"].startswith("seat:"):
            money[int(account["account"].split(":")[1])] += account["balance"]
    return dict(money)


def all_events(api: Api, game_id: str, token: str | None = None) -> list[dict]:
    """The whole log as the token's holder reads it, page by page."""
    events: list[dict] = []
    while True:
        _, page = api.call("GET", f"/games/{game_id}/events?after={len(events)}&limit=1000", token=token)
        events += page["events"]
        if len(events) >= page["version"]:
            return events
