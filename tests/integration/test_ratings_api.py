"""Ratings and players over HTTP on real Redis: every answer of the new routes as openapi.yaml describes it; a player
who beats the bots climbs the leaderboard; a game that never began rates nobody."""

from __future__ import annotations

import pytest

from tests.support.openapi import assert_conforms

pytestmark = pytest.mark.integration
PLAYER = "Furlong-Player"


def guest(http, name):
    made = http.post("/players", json={"name": name})
    assert_conforms(made, "POST", "/players")
    return made.json["player_id"], {PLAYER: made.json["token"]}


def play_out(http, player, ruleset="photo_finish", bots=("basic", "random")):
    """A game of the player (handed to the basic bot at once) and bots, to its end; its id."""
    seats = [{"player": True}, *({"bot": level} for level in bots)]
    made = http.post("/games", json={"ruleset": ruleset, "seats": seats}, headers=player)
    assert_conforms(made, "POST", "/games")
    game_id, token = made.json["game_id"], made.json["seats"][0]["token"]
    http.post(f"/games/{game_id}/seats/0/autoplay", json={"on": True}, headers={"Authorization": f"Bearer {token}"})
    return game_id


def test_every_players_and_ratings_answer_is_as_the_spec_says(http):
    ann, as_ann = guest(http, "Ann")
    game_id = play_out(http, as_ann)
    for path in (f"/players/{ann}", f"/players/{ann}/games", f"/players/{ann}/ratings", "/players/b_basic",
                 "/players/b_basic/ratings", "/leaderboards/photo_finish", "/leaderboards/jockey",
                 f"/games/{game_id}", "/games?status=finished"):  # fmt: skip
        assert_conforms(http.get(path), "GET", path.split("?")[0])
    assert_conforms(http.get("/players/me", headers=as_ann), "GET", "/players/me")
    assert_conforms(http.get("/players/me", headers={PLAYER: "made-up"}), "GET", "/players/me")
    assert_conforms(http.get("/players/g_nobody/ratings"), "GET", "/players/g_nobody/ratings")
    assert_conforms(http.get("/leaderboards/chess"), "GET", "/leaderboards/chess")
    export = http.get("/ratings/export")
    assert_conforms(export, "GET", "/ratings/export")
    assert export.data.decode().count("\n") == 2  # one update, then the checkpoint


def test_a_players_rating_and_its_history_follow_each_rated_game(http):
    ann, as_ann = guest(http, "Ann")
    games = [play_out(http, as_ann) for _ in range(3)]
    rated = http.get(f"/players/{ann}/ratings").json
    assert [item["game_id"] for item in rated["history"]] == games
    assert [item["games"] for item in rated["history"]] == [1, 2, 3]
    current = rated["ratings"]["photo_finish"]
    assert (current["mu"], current["sigma"], current["games"]) == tuple(
        rated["history"][-1][k] for k in ("mu", "sigma", "games")
    )
    assert current["provisional"] is True
    board = http.get("/leaderboards/photo_finish").json["players"]
    assert {p["player_id"] for p in board} == {ann, "b_basic", "b_random"}
    assert [p["place"] for p in board] == [1, 2, 3]
    assert next(p for p in board if p["player_id"] == ann)["name"] == "Ann"


def test_a_game_that_never_began_rates_nobody(http, platform):
    _, as_ann = guest(http, "Ann")
    made = http.post("/games", json={"ruleset": "photo_finish", "seats": [{"player": True}, {"open": True}]},
                     headers=as_ann).json  # fmt: skip
    platform.handler.expire(made["game_id"])
    assert http.get(f"/games/{made['game_id']}").json["status"] == "finished"
    assert http.get("/ratings/export").data.decode().count("\n") == 1  # the checkpoint alone


def test_the_leaderboard_pages_with_limit_and_offset(http):
    _, as_ann = guest(http, "Ann")
    play_out(http, as_ann, bots=("basic", "random", "random"))
    whole = http.get("/leaderboards/photo_finish").json["players"]
    pages = [http.get(f"/leaderboards/photo_finish?limit=1&offset={n}").json["players"] for n in range(len(whole))]
    assert [page[0] for page in pages] == whole
