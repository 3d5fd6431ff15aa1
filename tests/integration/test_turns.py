"""Deadlines, timeouts, autoplay and leaving, with follow-ups run in-process (real Redis)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from app.follow_ups import moment
from games.registry import RULESETS

pytestmark = pytest.mark.integration


def auth(token):
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def table(http):
    made = http.post(
        "/games",
        json={
            "ruleset": "neck_and_neck",
            "seats": [{"name": "Ann"}, {"name": "Bob"}],
            "options": {"turn_timeout_s": 5},
        },
    ).json
    return made["game_id"], [s["token"] for s in made["seats"]]


def events_of(http, game_id, kind):
    return [e for e in http.get(f"/games/{game_id}/events?limit=1000").json["events"] if e["type"] == kind]


def test_each_owing_human_seat_shows_its_deadline(http, table):
    game_id, _ = table
    game = http.get(f"/games/{game_id}").json
    started = moment(events_of(http, game_id, "BettingOpened")[0]["at"])
    assert [d["seat"] for d in game["deadlines"]] == [0, 1]
    assert all(moment(d["at"]) == started + timedelta(seconds=5) for d in game["deadlines"])


def test_a_seat_that_lets_its_betting_deadline_pass_bets_nothing_and_is_done(http, platform, table):
    game_id, _ = table
    due = moment(http.get(f"/games/{game_id}").json["deadlines"][0]["at"])
    assert platform.scheduler.fire_timeouts(due - timedelta(seconds=1)) == 0
    assert platform.scheduler.fire_timeouts(due) == 2
    timed_out = events_of(http, game_id, "TurnTimedOut")
    assert [e["data"]["seat"] for e in timed_out] == [0, 1]
    assert events_of(http, game_id, "BetPlaced") == [] and len(events_of(http, game_id, "RaceStarted")) == 1
    assert timed_out[0]["actor"] == {"system": "timeout", "for_seat": 0}


def test_two_timeouts_for_the_same_deadline_act_once(http, platform, table):
    game_id, _ = table
    due = moment(http.get(f"/games/{game_id}").json["deadlines"][0]["at"])
    platform.scheduler.timeouts += [t for t in platform.scheduler.timeouts if t[1] == 0]
    platform.scheduler.fire_timeouts(due)
    assert [e["data"]["seat"] for e in events_of(http, game_id, "TurnTimedOut")] == [0, 1]


def test_acting_before_the_deadline_cancels_its_timeout(http, platform, table):
    game_id, tokens = table
    due = moment(http.get(f"/games/{game_id}").json["deadlines"][0]["at"])
    http.post(
        f"/games/{game_id}/commands", json={"type": "PlaceBet", "horse": 2, "amount": 100}, headers=auth(tokens[0])
    )
    platform.scheduler.fire_timeouts(due)
    assert [e["data"]["seat"] for e in events_of(http, game_id, "TurnTimedOut")] == [1]
    assert http.get(f"/games/{game_id}").json["deadlines"][0]["seat"] == 0


def test_a_seat_that_acts_and_still_owes_keeps_one_deadline_from_its_new_turn(http, platform, table):
    game_id, tokens = table
    http.post(
        f"/games/{game_id}/commands", json={"type": "PlaceBet", "horse": 2, "amount": 100}, headers=auth(tokens[0])
    )
    due = moment(http.get(f"/games/{game_id}").json["deadlines"][0]["at"])
    assert [(seat, at) for _, seat, _, at in platform.scheduler.timeouts if seat == 0] == [(0, due)]


def test_a_seat_that_finishes_its_turn_has_no_deadline_left(http, platform, table):
    game_id, tokens = table
    http.post(f"/games/{game_id}/commands", json={"type": "FinishBetting"}, headers=auth(tokens[0]))
    assert [seat for _, seat, _, _ in platform.scheduler.timeouts] == [1]


def test_a_finished_game_leaves_no_deadline(http, platform, table):
    game_id, _ = table
    for _ in range(5_000):
        game = http.get(f"/games/{game_id}").json
        if game["status"] == "finished":
            break
        platform.scheduler.fire_timeouts(max(moment(d["at"]) for d in game["deadlines"]))
    assert game["status"] == "finished" and platform.scheduler.timeouts == []


def test_a_timed_out_roller_has_its_whole_turn_played_by_the_basic_bot(http, platform, table):
    game_id, tokens = table
    for token in tokens:
        http.post(f"/games/{game_id}/commands", json={"type": "FinishBetting"}, headers=auth(token))
    due = moment(http.get(f"/games/{game_id}").json["deadlines"][0]["at"])
    platform.scheduler.fire_timeouts(due)
    game = http.get(f"/games/{game_id}").json
    assert game["view"]["turn"] == 1 and events_of(http, game_id, "TurnTimedOut")[0]["data"]["seat"] == 0


def test_autoplay_hands_the_seat_to_the_bot_until_switched_off(http, table):
    game_id, tokens = table
    on = http.post(f"/games/{game_id}/seats/0/autoplay", json={"on": True}, headers=auth(tokens[0]))
    assert on.status_code == 200 and on.json["autoplay"] is True
    assert [e["data"]["seat"] for e in events_of(http, game_id, "BettingFinished")] == [0]
    off = http.post(f"/games/{game_id}/seats/0/autoplay", json={"on": False}, headers=auth(tokens[0]))
    assert off.json["autoplay"] is False
    seats = http.get(f"/games/{game_id}").json["seats"]
    assert [s["autoplay"] for s in seats] == [False, False]


def test_only_the_seat_itself_may_switch_its_autoplay(http, table):
    game_id, tokens = table
    other = http.post(f"/games/{game_id}/seats/0/autoplay", json={"on": True}, headers=auth(tokens[1]))
    assert other.status_code == 403 and other.json["rule"] == "seat.not_yours"


def test_a_seat_that_leaves_becomes_a_bot_and_its_token_stops_working(http, table):
    game_id, tokens = table
    left = http.post(f"/games/{game_id}/seats/1/leave", headers=auth(tokens[1]))
    assert left.status_code == 200
    seat = http.get(f"/games/{game_id}").json["seats"][1]
    assert (seat["kind"], seat["bot"], seat["left"]) == ("bot", "basic", True)
    assert [e["data"]["seat"] for e in events_of(http, game_id, "BettingFinished")] == [1]
    refused = http.post(f"/games/{game_id}/commands", json={"type": "FinishBetting"}, headers=auth(tokens[1]))
    assert refused.status_code == 401


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_a_table_that_lets_every_deadline_pass_is_played_to_the_end_by_the_house(http, platform, ruleset_id):
    seats = [{"name": f"p{i}"} for i in range(RULESETS[ruleset_id].min_seats)]
    made = http.post("/games", json={"ruleset": ruleset_id, "seats": seats, "options": {"turn_timeout_s": 5}}).json
    game = http.get(f"/games/{made['game_id']}").json
    for _ in range(5_000):
        if game["status"] == "finished":
            break
        assert game["deadlines"], f"{ruleset_id} at version {game['version']}: nobody owes a command"
        platform.scheduler.fire_timeouts(max(moment(d["at"]) for d in game["deadlines"]))
        game = http.get(f"/games/{made['game_id']}").json
    assert game["status"] == "finished" and events_of(http, made["game_id"], "TurnTimedOut")
