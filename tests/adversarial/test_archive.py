"""Attacks on the archive of finished games (issue 40), against gunicorn and an RQ worker that archive every game a
second after its end: a flood of loads, a forged archived log, paths through a game id, a create replayed to
shadow an archived game."""

from __future__ import annotations

import secrets
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from audit.archived import archived_object, game_key
from audit.verify import read_export
from events.signing import SigningKey
from tests.e2e.conftest import RqWorker, gunicorn

from .conftest import ADMIN_TOKEN, Stack

ARCHIVE_DB = 13  # not 3 (e2e), 5 (live feed), 6 (fuzzing), 9 (browser), 11 (adversarial) nor 12 (archiving)
BOTS = {"ruleset": "jockey", "seats": [{"bot": "basic"}, {"bot": "basic"}]}


class ArchivingStack(Stack):
    """The server under attack, with its archive folder."""

    archive: Path


@pytest.fixture(scope="module")
def archiving(redis_server, signing_key, tmp_path_factory) -> Iterator[ArchivingStack]:
    """gunicorn and an RQ worker as in the attack suite, archiving finished games 1 s after their end."""
    folder = tmp_path_factory.mktemp("archiving-stack")
    options = ["--workers", "2", "--worker-class", "gthread", "--threads", "16"]
    env = {
        "FURLONG_ADMIN_TOKEN": ADMIN_TOKEN,
        "RATE_LIMIT_EXEMPT": "",
        "RATE_LIMIT_TRUSTED_PROXIES": "1",
        "ARCHIVE_AFTER_S": "1",
        "ARCHIVE_URL": str(folder / "archive"),
    }
    with gunicorn(redis_server, ARCHIVE_DB, options, env) as url:
        redis_url = redis_server.url.rsplit("/", 1)[0] + f"/{ARCHIVE_DB}"
        worker = RqWorker(redis_url, env=env).start()
        try:
            stack = ArchivingStack(url, redis_url, folder / "access.log")
            stack.archive = folder / "archive"
            yield stack
        finally:
            worker.stop()


def archived_game(stack: ArchivingStack, body: dict | None = None, **kwargs) -> str:
    """An all-bot game played to its end and handed over to the archive: its id."""
    game_id = stack.create(body or BOTS, **kwargs)["game_id"]
    stack.finished(game_id)
    deadline = time.monotonic() + 90
    while stack.redis.exists(f"furlong:{{{game_id}}}:events"):
        assert time.monotonic() < deadline, f"game {game_id} was not archived in 90 s"
        time.sleep(0.2)
    return game_id


def events_of(stack: ArchivingStack, game_id: str) -> list:
    """The game's exported events (its checkpoint is signed anew at each export)."""
    return read_export(stack.call("GET", f"/games/{game_id}/export").text.splitlines())


@pytest.mark.attack(
    "make the server fetch and verify archived logs over and over: unknown ids, archived games",
    adversary="flooding client",
)
def test_loads_of_the_archive_are_costly_reads_and_a_flood_of_them_is_refused(archiving: ArchivingStack):
    game_id = archived_game(archiving)
    archiving.new_client()
    probes = [archiving.call("GET", f"/games/{secrets.token_hex(8)}") for _ in range(12)]
    assert {p.status_code for p in probes[:10]} == {404}
    assert probes[-1].status_code == 429 and probes[-1].json()["rule"] == "rate.costly"
    refused = archiving.call("GET", f"/games/{game_id}/events")
    assert refused.status_code in (200, 429)  # a process that read it lately serves it; one that did not refuses
    archiving.new_client()
    assert archiving.call("GET", f"/games/{game_id}").status_code == 200


@pytest.mark.attack("pass a forged log off as an archived game by writing to the archive", adversary="local user")
def test_a_forged_archived_log_is_never_served(archiving: ArchivingStack):
    real = archived_game(archiving)
    export = archiving.call("GET", f"/games/{real}/export").text.splitlines()
    envelopes = read_export(export)
    victim = archived_game(archiving)  # never read: no process keeps it
    path = archiving.archive / game_key(victim)
    path.write_bytes(archived_object(envelopes, SigningKey.generate()))  # another game's log, signed by the forger

    for route in ("", "/events", "/export", "/audit"):
        answer = archiving.call("GET", f"/games/{victim}{route}")
        assert answer.status_code == 500 and answer.json()["title"] == "Archived game does not verify", route
    assert "GameCreated" not in archiving.call("GET", f"/games/{victim}/export").text  # not one event served


@pytest.mark.attack("read the archive's files (keys, other objects) through a game id", adversary="spectator")
@pytest.mark.parametrize("game_id", ["..%2F..%2Fkeys", "%2E%2E", "x.seats", "g%2F..%2Findex", "~tmp", "games"])
def test_a_game_id_reaches_no_file_of_the_archive_but_its_own_game(archiving: ArchivingStack, game_id: str):
    archiving.new_client()
    for route in ("", "/events", "/export"):
        answer = archiving.call("GET", f"/games/{game_id}{route}")
        assert answer.status_code == 404 and answer.headers["Content-Type"] == "application/problem+json"


@pytest.mark.attack(
    "replay an archived game's create (its Idempotency-Key) to start a new game under its id", adversary="creator"
)
def test_a_create_replayed_after_the_archive_makes_no_game_under_the_archived_id(archiving: ArchivingStack):
    key = {"Idempotency-Key": secrets.token_urlsafe(16)}
    game_id = archived_game(archiving, headers=key)
    before = events_of(archiving, game_id)

    replayed = archiving.call("POST", "/games", json=BOTS, headers=key)

    assert replayed.status_code == 422 and replayed.json()["field"] == "Idempotency-Key"
    assert not archiving.redis.exists(f"furlong:{{{game_id}}}:events", f"furlong:{{{game_id}}}:seed")
    assert events_of(archiving, game_id) == before
