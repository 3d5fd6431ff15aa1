"""Players on a real Redis Cluster: guests, their histories (each player's list on its own slot), ratings (one
slot, one script), quick play's claims (one slot, one script) and presence (the game's slot) work as on one Redis,
and archiving leaves no key of a game behind on any master."""

from __future__ import annotations

import pytest
from redis.cluster import RedisCluster

from service import create_app
from tests.cluster.test_archiving_cluster import cluster_platform  # noqa: F401 (a fixture)

pytestmark = pytest.mark.integration
PLAYER = "Furlong-Player"


def guest(http, name):
    made = http.post("/players", json={"name": name}).json
    return made["player_id"], {PLAYER: made["token"]}


def test_players_ratings_seeks_and_presence_on_the_cluster(cluster_platform):  # noqa: F811
    http = create_app({"TESTING": True, "RATE_LIMITS": "off"}, platform=cluster_platform).test_client()
    (ann, as_ann), (bob, as_bob) = guest(http, "Ann"), guest(http, "Bob")
    wish = {"ruleset": "photo_finish", "seats": 2}
    assert http.post("/seeks", json=wish, headers=as_ann).json["status"] == "waiting"
    matched = http.post("/seeks", json=wish, headers=as_bob).json
    game_id = matched["game_id"]
    seated = {seat["player"] for seat in http.get(f"/games/{game_id}").json["seats"]}
    assert matched["status"] == "matched" and seated == {ann, bob}
    tokens = {}
    for seat, headers in enumerate((as_ann, as_bob)):
        taken = http.post(f"/games/{game_id}/seats/{seat}/token", headers=headers)
        tokens[seat] = taken.json["token"] if taken.status_code == 201 else None
    for seat, token in tokens.items():
        if token:
            http.post(f"/games/{game_id}/seats/{seat}/autoplay", json={"on": True},
                      headers={"Authorization": f"Bearer {token}"})  # fmt: skip
    assert http.get(f"/games/{game_id}").json["status"] == "finished"
    assert {p["player_id"] for p in http.get("/leaderboards/photo_finish").json["players"]} == {ann, bob}
    assert [g["game_id"] for g in http.get(f"/players/{ann}/games").json["games"]] == [game_id]
    assert cluster_platform.archiver().archive_game(game_id).result == "archived"
    client: RedisCluster = cluster_platform.redis
    assert client.keys(f"furlong:{{{game_id}}}*", target_nodes=RedisCluster.PRIMARIES) == []
    assert [g["game_id"] for g in http.get(f"/players/{bob}/games").json["games"]] == [game_id]
    assert http.get(f"/players/{bob}/ratings").json["ratings"]["photo_finish"]["games"] == 1
