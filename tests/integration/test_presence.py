"""Presence on real Redis: a seat is connected once its token or its live feed is seen; a running game's seat not
seen for GONE_AFTER_S is gone, and the sweep then times out each turn it owes at once (its TurnTimedOut says so),
unless the table turned deadlines off."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from app.presence import GONE_AFTER_S
from tests.support.openapi import assert_conforms
from workers.turns import play_for_the_gone, time_out

pytestmark = pytest.mark.integration


def two_humans(http, options=None):
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}],
                                     "options": options or {}}).json  # fmt: skip
    return made["game_id"], [seat["token"] for seat in made["seats"]]


def presence(http, game_id):
    answer = http.get(f"/games/{game_id}/presence")
    assert_conforms(answer, "GET", f"/games/{game_id}/presence")
    return {item["seat"]: item for item in answer.json["seats"]}


def test_a_seat_whose_token_is_used_is_connected_and_the_other_is_not(http):
    game_id, tokens = two_humans(http)
    http.get(f"/games/{game_id}", headers={"Authorization": f"Bearer {tokens[0]}"})
    seats = presence(http, game_id)
    assert seats[0]["connected"] and seats[0]["last_seen"] is not None
    assert not seats[1]["connected"] and seats[1]["last_seen"] is None
    assert not seats[0]["gone"] and not seats[1]["gone"]


def test_a_live_feed_marks_its_seat_connected(http, app):
    app.config.update(FEED_MAX_LIFETIME_S=0.2, FEED_KEEPALIVE_S=0.05)
    game_id, tokens = two_humans(http)
    http.get(f"/games/{game_id}/events", headers={"Accept": "text/event-stream",
                                                 "Authorization": f"Bearer {tokens[1]}"})  # fmt: skip
    assert presence(http, game_id)[1]["connected"]


def test_a_gone_seats_turn_is_timed_out_at_once_and_the_log_says_why(http, platform):
    game_id, _ = two_humans(http)
    later = datetime.now(UTC) + timedelta(seconds=GONE_AFTER_S + 1)
    platform.presence.seen(game_id, 0, later.timestamp() - 1)  # seat 0 is here; seat 1 was never seen
    game = platform.loader.load(game_id)
    owing = set(game.owing_since)
    assert 1 in owing
    assert play_for_the_gone(platform, game, later) >= 1
    events = http.get(f"/games/{game_id}/events?limit=1000").json["events"]
    timed_out = [e["data"] for e in events if e["type"] == "TurnTimedOut"]
    assert timed_out and all(item["seat"] == 1 and item["gone"] is True for item in timed_out)


def test_a_table_without_deadlines_waits_for_its_gone_players(http, platform):
    game_id, _ = two_humans(http, {"turn_timeout_s": 0})
    later = datetime.now(UTC) + timedelta(seconds=GONE_AFTER_S + 1)
    game = platform.loader.load(game_id)
    assert play_for_the_gone(platform, game, later) == 0
    assert platform.loader.load(game_id).version == game.version


def test_a_seat_that_times_out_normally_says_it_was_not_gone(http, platform):
    game_id, _ = two_humans(http, {"turn_timeout_s": 1})
    game = platform.loader.load(game_id)
    seat = min(game.owing_since)
    assert time_out(platform, game_id, seat, game.owing_since[seat], datetime.now(UTC) + timedelta(seconds=5))
    events = http.get(f"/games/{game_id}/events?limit=1000").json["events"]
    assert [e["data"].get("gone") for e in events if e["type"] == "TurnTimedOut"] == [None]
