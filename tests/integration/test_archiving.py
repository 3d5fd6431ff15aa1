"""Finished games handed over to the archive on a real redis-server and a directory archive: every read of the game
answers as before, Redis keeps nothing of it, and an archiver killed at any step resumes without loss."""

from __future__ import annotations

import dataclasses
import json

import pytest

from app.archiving import BACKOFF_S, index_key
from audit.archived import game_key, open_archived
from bootstrap import build_platform, redis_adapters
from bootstrap.archive import archive_from_url
from events.archive import ArchiveUnavailable
from games.registry import RULESETS
from service import create_app
from workers.scheduling import InlineScheduler

pytestmark = pytest.mark.integration
STEPS = ("written", "verified", "indexed", "forgotten")


class Crash(Exception):
    """The archiver killed at a step."""


class DownArchive:
    """An archive store that does not answer."""

    def put(self, *_):
        raise ArchiveUnavailable("the store is down")

    get = delete = keys = put


@pytest.fixture
def archive(tmp_path):
    return archive_from_url(str(tmp_path / "archive"), str(tmp_path))


@pytest.fixture
def platform(redis_client, archive):
    adapters = dataclasses.replace(redis_adapters(redis_client), archive=archive)
    return build_platform({"ARCHIVE_AFTER_S": 0}, adapters=adapters, rulesets=RULESETS, scheduler=InlineScheduler)


@pytest.fixture
def http(platform):
    return create_app({"TESTING": True}, platform=platform).test_client()


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def finished_game(http):
    """A Neck and Neck game of Ann (played for by the basic bot) and a bot, played to its end: (id, Ann's token)."""
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"bot": "basic"}]}).json
    game_id, token = made["game_id"], made["seats"][0]["token"]
    keyed = {**bearer(token), "Idempotency-Key": "autoplay-on"}  # a keyed receipt, archived with its game too
    http.post(f"/games/{game_id}/seats/0/autoplay", json={"on": True}, headers=keyed)
    assert http.get(f"/games/{game_id}").json["status"] == "finished"
    return game_id, token


def without_checkpoint(export: bytes) -> bytes:
    """An export's envelopes (its checkpoint line is signed when asked)."""
    return b"".join(line for line in export.splitlines(keepends=True) if not line.startswith(b'{"checkpoint"'))


def unsigned(body):
    """A body without what is signed as it is asked (its checkpoints, or a signed report's date and signature)."""
    if isinstance(body, dict):
        signed = {"checkpoint"} | ({"signature", "at", "key_id"} if "signature" in body else set())
        return {k: unsigned(v) for k, v in body.items() if k not in signed}
    return [unsigned(item) for item in body] if isinstance(body, list) else body


def reads(http, game_id, token):
    """Every read of a finished game, as (status, body)."""
    entries = http.get(f"/games/{game_id}/ledger?limit=1000").json["journal"]
    paths = [
        f"/games/{game_id}",
        f"/games/{game_id}/events",
        f"/games/{game_id}/events?after=5&limit=7",
        f"/games/{game_id}/state?at=9",
        f"/games/{game_id}/ledger",
        f"/games/{game_id}/audit",
        f"/games/{game_id}/audit/payouts/{entries[-1]['id']}",
        "/games?status=finished",
        "/games",
    ]
    answers = {}
    for path in paths:
        for who, headers in (("spectator", {}), ("Ann", bearer(token))):
            answer = http.get(path, headers=headers)
            answers[path, who] = (answer.status_code, unsigned(answer.json), answer.headers.get("ETag"))
    dispute = http.post(f"/games/{game_id}/disputes", json={"entry_id": entries[-1]["id"]})
    answers["dispute"] = (dispute.status_code, unsigned(dispute.json))
    export = http.get(f"/games/{game_id}/export")
    answers["export"] = (export.status_code, without_checkpoint(export.data))
    version = http.get(f"/games/{game_id}").json["version"]
    feed = http.get(f"/games/{game_id}/events?after={version - 3}", headers={"Accept": "text/event-stream"})
    lines = feed.data.decode().splitlines()
    answers["feed"] = (
        feed.status_code,
        [unsigned(json.loads(line[6:])) if line.startswith("data: ") else line for line in lines],
    )
    answers["legal"] = http.get(f"/games/{game_id}/legal-commands", headers=bearer(token)).status_code
    return answers


def objects(archive):
    """Every object of the archive, by key."""
    return {key: archive.get(key) for key in archive.keys("")}


def game_keys(redis_client, game_id):
    return sorted(redis_client.scan_iter(match=f"furlong:{{{game_id}}}*"))


def test_an_archived_game_reads_exactly_as_before_and_redis_keeps_nothing_of_it(http, platform, redis_client):
    game_id, token = finished_game(http)
    before = reads(http, game_id, token)
    assert game_keys(redis_client, game_id)
    outcome = platform.archiver().archive_game(game_id)
    assert outcome.result == "archived" and outcome.keys_removed > 0
    assert game_keys(redis_client, game_id) == []
    assert not redis_client.hexists("furlong:{lobby}:summaries", game_id)
    assert redis_client.zscore("furlong:{lobby}:finished", game_id) is None
    assert reads(http, game_id, token) == before


def test_a_fresh_process_reads_the_archived_game_from_the_archive_alone(http, platform, redis_client, archive):
    game_id, token = finished_game(http)
    before = reads(http, game_id, token)
    platform.archiver().archive_game(game_id)
    fresh = build_platform(
        {"ARCHIVE_AFTER_S": 0},
        adapters=dataclasses.replace(redis_adapters(redis_client), archive=archive),
        rulesets=RULESETS,
        scheduler=InlineScheduler,
    )
    assert reads(create_app({"TESTING": True}, platform=fresh).test_client(), game_id, token) == before


def test_the_archived_object_is_the_games_export_signed_at_its_end(http, platform, archive):
    game_id, _ = finished_game(http)
    log = platform.store.read(game_id)
    platform.archiver().archive_game(game_id)
    envelopes, checkpoint = open_archived(game_id, archive.get(game_key(game_id)), platform.keys.public_keys())
    assert envelopes == log and checkpoint["at"] == log[-1].at
    [entry] = list(archive.keys("index/finished/"))
    assert entry == index_key(platform.loader.load(game_id)) and entry.endswith(f"-{game_id}.json")
    listed = [g for g in http.get("/games?status=finished").json["games"] if g["game_id"] == game_id]
    assert listed == [json.loads(archive.get(entry))]


@pytest.mark.parametrize("step", STEPS)
def test_an_archiver_killed_after_any_step_resumes_and_the_game_reads_the_same(
    http, platform, redis_client, archive, step
):
    game_id, token = finished_game(http)
    before = reads(http, game_id, token)

    def crash(reached):
        if reached == step:
            raise Crash(step)

    with pytest.raises(Crash):
        platform.archiver(steps=crash).archive_game(game_id)
    written = objects(archive)
    assert platform.archiver().sweep() == ({} if step == "forgotten" else {"archived": 1})
    assert platform.archiver().archive_game(game_id).result == "gone"
    assert game_keys(redis_client, game_id) == []
    assert objects(archive).items() >= written.items()
    assert reads(http, game_id, token) == before


def test_a_crash_between_the_keys_and_the_lobby_is_caught_up_by_the_next_sweep(http, platform, redis_client):
    game_id, token = finished_game(http)
    before, game = reads(http, game_id, token), platform.loader.load(game_id)
    platform.archiver().archive_game(game_id)
    platform.lobby.record(game)  # the lobby entry a crash after the keys left behind
    assert platform.archiver().sweep() == {"gone": 1}
    assert redis_client.zscore("furlong:{lobby}:finished", game_id) is None
    assert game_keys(redis_client, game_id) == [] and reads(http, game_id, token) == before


def test_a_crash_while_the_receipts_go_leaves_the_game_to_the_next_sweep(http, platform, redis_client, monkeypatch):
    game_id, token = finished_game(http)
    before, delete = reads(http, game_id, token), redis_client.delete

    def crash_after_the_receipts(*keys):
        if any(key.endswith(":events") for key in keys):
            raise Crash("killed before the stream went")
        return delete(*keys)

    monkeypatch.setattr(platform.hot_games._redis, "delete", crash_after_the_receipts)
    with pytest.raises(Crash):
        platform.archiver().archive_game(game_id)
    assert not [key for key in game_keys(redis_client, game_id) if b":receipt:" in key]
    monkeypatch.undo()
    assert reads(http, game_id, token) == before
    assert platform.archiver().sweep() == {"archived": 1}
    assert game_keys(redis_client, game_id) == [] and reads(http, game_id, token) == before


def test_two_archivers_never_hand_over_the_same_game_at_once(http, platform):
    game_id, _ = finished_game(http)
    assert platform.hot_games.lease(game_id, "another archiver", 60)
    assert platform.archiver().archive_game(game_id).result == "busy"
    platform.hot_games.release(game_id, "another archiver")
    assert platform.archiver().archive_game(game_id).result == "archived"


def test_a_game_is_archived_only_once_its_delay_has_passed(http, platform):
    game_id, _ = finished_game(http)
    late = build_platform({"ARCHIVE_AFTER_S": 3600}, client=platform.redis, scheduler=InlineScheduler)
    assert late.archiver().archive_game(game_id).result == "too-soon"


def test_a_running_game_is_never_archived(http, platform):
    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}]}).json
    assert platform.archiver().archive_game(made["game_id"]).result == "not-finished"
    assert platform.archiver().sweep() == {}


def test_with_the_store_down_the_game_stays_in_redis_and_archiving_backs_off(
    http, platform, redis_client, archive, monkeypatch
):
    game_id, token = finished_game(http)
    before = reads(http, game_id, token)
    monkeypatch.setattr(platform, "archive", DownArchive())
    assert platform.archiver().sweep() == {"unavailable": 1}
    assert platform.hot_games.paused() == BACKOFF_S[0] and platform.archiver().sweep() == {"paused": 1}
    assert game_keys(redis_client, game_id) and reads(http, game_id, token) == before
    redis_client.delete("furlong:{archiving}:paused")
    assert platform.archiver().sweep() == {"unavailable": 1} and platform.hot_games.paused() == BACKOFF_S[1]
    redis_client.delete("furlong:{archiving}:paused")
    monkeypatch.setattr(platform, "archive", archive)
    assert platform.archiver().sweep() == {"archived": 1}


def test_a_command_to_an_archived_game_is_refused_as_for_any_finished_game(http, platform, redis_client):
    game_id, token = finished_game(http)
    command = {"type": "PlaceBet", "horse": 3, "amount": 100}
    hot = http.post(f"/games/{game_id}/commands", json=command, headers={**bearer(token), "Idempotency-Key": "a-1"})
    platform.archiver().archive_game(game_id)
    cold = http.post(f"/games/{game_id}/commands", json=command, headers={**bearer(token), "Idempotency-Key": "a-2"})
    assert (cold.status_code, cold.json["title"]) == (hot.status_code, hot.json["title"])
    assert game_keys(redis_client, game_id) == []


def test_the_metrics_show_the_backlog_and_the_archived_games(http, platform):
    finished_game(http)
    scraped = http.get("/metrics").text
    assert "furlong_archive_backlog 1.0" in scraped
    platform.archiver().sweep()
    scraped = http.get("/metrics").text
    assert "furlong_archive_backlog 0.0" in scraped
    assert 'furlong_archived_games_total{ruleset="neck_and_neck"}' in scraped


def test_an_open_game_nobody_joined_is_archived_once_it_expires_like_any_finished_game(http, platform, redis_client):
    from workers.turns import expire

    made = http.post("/games", json={"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"open": True}]}).json
    game_id = made["game_id"]
    assert platform.archiver().archive_game(game_id).result == "not-finished"
    assert expire(platform, game_id) is True
    before = unsigned(http.get(f"/games/{game_id}/events").json)
    assert platform.archiver().archive_game(game_id).result == "archived"
    assert game_keys(redis_client, game_id) == [] and unsigned(http.get(f"/games/{game_id}/events").json) == before


def test_the_end_of_a_game_schedules_its_archiving_after_the_delay(http, platform):
    game_id, _ = finished_game(http)
    assert list(platform.scheduler.archivings) == [game_id]


def test_an_archived_game_read_while_the_store_is_down_is_a_503_not_a_404(http, platform, monkeypatch):
    game_id, _ = finished_game(http)
    platform.archiver().archive_game(game_id)
    monkeypatch.setattr(platform.store.archived, "archive", DownArchive())
    platform.store.archived._kept.pop(game_id)
    answer = http.get(f"/games/{game_id}")
    assert answer.status_code == 503 and "Retry-After" in answer.headers


def test_retention_deletes_archived_games_older_than_its_days_and_keeps_the_others(http, platform, archive, caplog):
    from datetime import UTC, datetime, timedelta

    from app.archiving import expire_archives

    game_id, _ = finished_game(http)
    platform.archiver().archive_game(game_id)
    now = datetime.now(UTC)
    assert expire_archives(archive, 0, now + timedelta(days=400)) == []
    assert expire_archives(archive, 30, now + timedelta(days=29)) == []
    assert http.get(f"/games/{game_id}").status_code == 200
    assert expire_archives(archive, 30, now + timedelta(days=31)) == [game_id]
    assert list(archive.keys("")) == [] and "retention: archived game" in caplog.text
    platform.store.archived._kept.pop(game_id)
    assert http.get(f"/games/{game_id}").status_code == 404


def test_a_late_retry_of_a_create_under_an_archived_games_id_makes_no_new_game(http, platform, redis_client):
    key = {"Idempotency-Key": "create-archived-Jk4nW8sPq2LxV7bRt9Mz"}
    body = {"ruleset": "neck_and_neck", "seats": [{"bot": "basic"}, {"bot": "basic"}]}
    game_id = http.post("/games", json=body, headers=key).json["game_id"]
    before = unsigned(http.get(f"/games/{game_id}").json)
    assert platform.archiver().archive_game(game_id).result == "archived"
    retried = http.post("/games", json=body, headers=key)
    assert retried.status_code == 422 and retried.json["field"] == "Idempotency-Key"
    assert game_keys(redis_client, game_id) == [] and unsigned(http.get(f"/games/{game_id}").json) == before


@pytest.mark.parametrize("game_id", ["Ó", "g%2F..", "a b", "..", "x" * 300])
def test_an_id_that_cannot_name_an_archived_game_is_simply_not_found(http, game_id):
    assert http.get(f"/games/{game_id}").status_code == 404
    assert http.post(f"/games/{game_id}/seats/1/autoplay", json={"on": True}).status_code in (401, 404)


def test_loads_of_archived_games_not_kept_read_count_as_costly_reads_of_their_client(platform, redis_client, archive):
    from app.rate_limits import InMemoryRateLimiter
    from service.throttle import EXTENSION

    made = create_app({"TESTING": True}, platform=platform).test_client()
    game_id, _ = finished_game(made)
    platform.archiver().archive_game(game_id)
    adapters = dataclasses.replace(redis_adapters(redis_client), archive=archive)
    keeping_none = build_platform({"ARCHIVE_CACHE_GAMES": 0}, adapters=adapters, scheduler=InlineScheduler)
    app = create_app({"TESTING": True, "RATE_LIMITS": "on"}, platform=keeping_none)
    app.extensions[EXTENSION] = InMemoryRateLimiter(lambda: 50.0)
    http, public = app.test_client(), {"REMOTE_ADDR": "203.0.113.7"}

    answers = [http.get(f"/games/{game_id}", environ_base=public) for _ in range(11)]

    assert [a.status_code for a in answers] == [200] * 10 + [429] and answers[-1].json["rule"] == "rate.costly"
    assert "loads of archived games" in answers[-1].json["detail"]
    assert http.get(f"/games/{game_id}", environ_base={"REMOTE_ADDR": "203.0.113.8"}).status_code == 200
    assert [http.get("/rulesets", environ_base=public).status_code for _ in range(3)] == [200] * 3


def test_an_archived_object_that_does_not_verify_is_never_served(http, platform, redis_client, archive, tmp_path):
    from audit.archived import archived_object
    from events.signing import SigningKey

    game_id, token = finished_game(http)
    envelopes = platform.store.read(game_id)
    platform.archiver().archive_game(game_id)
    forged = archived_object(envelopes, SigningKey.generate())  # the same log, signed by a key not the server's
    (tmp_path / "archive" / game_key(game_id)).write_bytes(forged)
    adapters = dataclasses.replace(redis_adapters(redis_client), archive=archive)  # a process that never read it
    fresh = create_app({"TESTING": True}, platform=build_platform(adapters=adapters, rulesets=RULESETS))

    for route in ("", "/events", "/export", "/ledger"):
        answer = fresh.test_client().get(f"/games/{game_id}{route}", headers=bearer(token))
        assert answer.status_code == 500 and answer.json["title"] == "Archived game does not verify", route
        assert answer.mimetype == "application/problem+json"


def test_creating_games_costs_no_costly_read_though_each_new_id_is_checked_against_the_archive(platform):
    from app.rate_limits import InMemoryRateLimiter
    from service.throttle import EXTENSION

    app = create_app({"TESTING": True, "RATE_LIMITS": "on", "RATE_LIMIT_CREATE_BURST": "30"}, platform=platform)
    app.extensions[EXTENSION] = InMemoryRateLimiter(lambda: 50.0)
    http, public = app.test_client(), {"REMOTE_ADDR": "203.0.113.9"}
    body = {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"name": "Bob"}]}

    made = [http.post("/games", json=body, environ_base=public).status_code for _ in range(12)]

    assert made == [201] * 12
    assert http.get("/games/0123456789abcdef/audit", environ_base=public).status_code == 404  # costly budget intact


def test_a_process_that_never_played_an_archived_game_refuses_its_commands_as_for_any_finished_game(
    http, platform, redis_client, archive
):
    game_id, token = finished_game(http)
    hot = http.post(f"/games/{game_id}/commands", json={"type": "RollDice"}, headers=bearer(token))
    platform.archiver().archive_game(game_id)
    adapters = dataclasses.replace(redis_adapters(redis_client), archive=archive)  # no secret of it kept
    fresh = create_app({"TESTING": True}, platform=build_platform(adapters=adapters, rulesets=RULESETS)).test_client()

    cold = fresh.post(f"/games/{game_id}/commands", json={"type": "RollDice"}, headers=bearer(token))
    joined = fresh.post(f"/games/{game_id}/seats/1/join", json={"name": "Bob", "client_seed": "óìv½"})
    autoplay = fresh.post(f"/games/{game_id}/seats/0/autoplay", json={"on": False}, headers=bearer(token))

    assert (cold.status_code, cold.json["title"]) == (hot.status_code, hot.json["title"])
    assert joined.status_code == 422 and joined.json["rule"] == "seat.taken"
    assert autoplay.status_code == 422
    assert game_keys(redis_client, game_id) == []
