"""A player's games on a real redis-server and a directory archive: seats record the player, the history lists every
game the player sat in, newest first, with its seat and result, by ruleset and status, a page at a time, and keeps
listing each game exactly once when it moves to the archive."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from app.archiving import expire_archives
from tests.integration import test_archiving as archiving

pytestmark = pytest.mark.integration
PLAYER = "Furlong-Player"
archive, platform, http, bearer = (
    archiving.archive,
    archiving.platform,
    archiving.http,
    archiving.bearer,
)  # its fixtures


def guest(http, name="Ann"):
    """A new guest: (player id, its Furlong-Player header)."""
    made = http.post("/players", json={"name": name})
    assert made.status_code == 201, made.json
    return made.json["player_id"], {PLAYER: made.json["token"]}


def finished_as(http, player):
    """A Neck and Neck game of the player (seat 0, handed to the basic bot) and a bot, played to its end."""
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"player": True}, {"bot": "basic"}]},
                     headers=player)  # fmt: skip
    assert made.status_code == 201, made.json
    game_id, token = made.json["game_id"], made.json["seats"][0]["token"]
    http.post(f"/games/{game_id}/seats/0/autoplay", json={"on": True}, headers=bearer(token))
    assert http.get(f"/games/{game_id}").json["status"] == "finished"
    return game_id


def open_as(http, player, ruleset="photo_finish"):
    """A game of `ruleset` with the player's seat and an open one."""
    made = http.post("/games", json={"ruleset": ruleset, "seats": [{"player": True}, {"open": True}]}, headers=player)
    assert made.status_code == 201, made.json
    return made.json["game_id"]


def history(http, player_id, query=""):
    answer = http.get(f"/players/{player_id}/games{query}")
    assert answer.status_code == 200, answer.json
    return answer.json


def ids(page):
    return [game["game_id"] for game in page["games"]]


def test_a_players_games_list_newest_first_with_its_seat_and_its_result(http):
    ann, as_ann = guest(http)
    finished = finished_as(http, as_ann)
    waiting = open_as(http, as_ann)
    page = history(http, ann)
    assert ids(page) == [waiting, finished] and page["next_cursor"] is None
    newest, oldest = page["games"]
    assert (newest["seat"], newest["result"], newest["status"]) == (0, None, "open")
    assert oldest["seat"] == 0 and oldest["status"] == "finished"
    assert oldest["result"] == next(s for s in oldest["standings"] if s["seat"] == 0)
    assert oldest["seats"][0]["player"] == ann and oldest["seats"][0]["name"] == "Ann"


def test_a_seat_taken_by_joining_is_the_joining_players_and_is_named_after_them(http):
    ann, as_ann = guest(http)
    bob, as_bob = guest(http, "Bob")
    game_id = open_as(http, as_ann)
    joined = http.post(f"/games/{game_id}/seats/1/join", json={}, headers=as_bob)
    assert joined.status_code == 201 and joined.json["name"] == "Bob"
    assert ids(history(http, bob)) == [game_id] and history(http, bob)["games"][0]["seat"] == 1
    events = http.get(f"/games/{game_id}/events").json["events"]
    assert [e["data"]["player"] for e in events if e["type"] == "SeatJoined"] == [bob]
    created = next(e for e in events if e["type"] == "GameCreated")
    assert [seat.get("player") for seat in created["data"]["seats"]] == [ann, None]


def test_a_player_holds_at_most_one_seat_of_a_game_and_a_refused_join_appends_nothing(http):
    _, as_ann = guest(http)
    game_id = open_as(http, as_ann, "neck_and_neck")
    version = http.get(f"/games/{game_id}").json["version"]
    again = http.post(f"/games/{game_id}/seats/1/join", json={"name": "Annie"}, headers=as_ann)
    assert again.status_code == 422 and again.json["rule"] == "seat.player_seated"
    assert http.get(f"/games/{game_id}").json["version"] == version


def test_an_anonymous_seat_records_no_player_and_its_log_keeps_its_old_bytes(http):
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"open": True}]}).json
    http.post(f"/games/{made['game_id']}/seats/1/join", json={"name": "Bob"})
    export = http.get(f"/games/{made['game_id']}/export").data.decode()
    assert '"player"' not in export  # a field added later is written only when set (games.codec.added_later)


def test_the_history_filters_by_ruleset_and_status_and_pages_join_up_to_the_whole_list(http):
    ann, as_ann = guest(http)
    made = [finished_as(http, as_ann), open_as(http, as_ann), open_as(http, as_ann, "jockey"), open_as(http, as_ann)]
    whole = ids(history(http, ann))
    assert sorted(whole) == sorted(made) and len(whole) == 4
    assert ids(history(http, ann, "?ruleset=jockey")) == [made[2]]
    assert ids(history(http, ann, "?status=finished")) == [made[0]]
    assert ids(history(http, ann, "?status=open&ruleset=photo_finish")) == [made[3], made[1]]
    paged, cursor = [], ""
    while True:
        page = history(http, ann, f"?limit=1{cursor}")
        paged += ids(page)
        if page["next_cursor"] is None:
            break
        cursor = f"&cursor={page['next_cursor']}"
    assert paged == whole


def test_an_archived_game_stays_in_its_players_history_once_and_redis_keeps_no_list_entry(http, platform, redis_client):
    ann, as_ann = guest(http)
    finished = finished_as(http, as_ann)
    waiting = open_as(http, as_ann)
    before = history(http, ann)
    assert platform.archiver().archive_game(finished).result == "archived"
    assert redis_client.zrange(f"furlong:{{player:{ann}}}:games", 0, -1) == [waiting.encode()]
    after = history(http, ann)
    assert after == before
    assert ids(history(http, ann, "?status=finished&limit=1")) == [finished]
    assert ids(history(http, ann, "?ruleset=neck_and_neck")) == [finished]


def test_a_crash_after_indexing_lists_the_game_once_and_the_next_sweep_finishes(http, platform):
    ann, as_ann = guest(http)
    finished = finished_as(http, as_ann)

    def crash(step):
        if step == "indexed":
            raise RuntimeError("killed")

    with pytest.raises(RuntimeError):
        platform.archiver(steps=crash).archive_game(finished)
    assert ids(history(http, ann)) == [finished]  # in Redis and in the archive: listed once
    platform.archiver().sweep()
    assert ids(history(http, ann)) == [finished]


def test_retention_deletes_a_games_player_entries_with_it(http, platform, archive):
    ann, as_ann = guest(http)
    finished = finished_as(http, as_ann)
    platform.archiver().archive_game(finished)
    assert any(key.startswith(f"index/players/{ann}/") for key in archive.keys(""))
    assert expire_archives(archive, 30, datetime.now(UTC) + timedelta(days=31)) == [finished]
    assert list(archive.keys("")) == []
    assert history(http, ann)["games"] == []


def test_a_player_profile_is_public_and_an_unknown_or_malformed_id_is_not_found(http):
    ann, as_ann = guest(http)
    assert http.get(f"/players/{ann}").json == {"player_id": ann, "name": "Ann", "kind": "guest"}
    assert http.get("/players/me", headers=as_ann).json == {"player_id": ann, "name": "Ann", "kind": "guest"}
    for unknown in ("g_nobody", "../../etc", "p_" + "x" * 60):
        answer = http.get(f"/players/{unknown}/games")
        assert answer.status_code == 404 and answer.content_type == "application/problem+json"
    assert http.get(f"/players/{ann}/games?cursor=../x").status_code == 422


def test_the_player_token_is_kept_only_as_a_digest(http, redis_client):
    _, as_ann = guest(http)
    token = as_ann[PLAYER].encode()
    for key in redis_client.scan_iter(match="furlong:{player*"):
        kind = redis_client.type(key).decode()
        if kind == "hash":
            kept = [part for pair in redis_client.hgetall(key).items() for part in pair]
        else:
            kept = redis_client.zrange(key, 0, -1) if kind == "zset" else [redis_client.get(key) or b""]
        assert not any(token in part for part in [key, *kept])
