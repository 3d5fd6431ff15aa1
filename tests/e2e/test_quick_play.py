"""Quick play with real processes: 200 seekers at once, through two gunicorn web processes on a real redis-server,
are matched into games with nobody matched twice and no game made twice; once nobody arrives or leaves, nobody is
left waiting who could be matched."""

from __future__ import annotations

import json
import statistics
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.e2e.conftest import emptied, served

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]
QUICK_PLAY_DB = 14  # the other suites use 3, 5, 6, 9, 11, 12 and 13
SEEKERS, SEATS = 200, 3


def call(url, method, path, body=None, player=None):
    """One request: (status, parsed JSON)."""
    request = urllib.request.Request(
        url + path, method=method, data=None if body is None else json.dumps(body).encode()
    )
    request.add_header("Content-Type", "application/json")
    if player:
        request.add_header("Furlong-Player", player)
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


@pytest.fixture(scope="module")
def two_web_processes(redis_server):
    with served(emptied(redis_server, QUICK_PLAY_DB), ["--workers", "2", "--threads", "16"]) as (url, _):
        yield url


def test_200_seekers_at_once_over_two_web_processes_are_each_matched_once(two_web_processes):
    url = two_web_processes
    guests = [call(url, "POST", "/players", {"name": f"Seeker {n}"})[1] for n in range(SEEKERS)]
    wish = {"ruleset": "photo_finish", "seats": SEATS, "options": {"turn_timeout_s": 0}}

    def seek(guest):
        started = time.monotonic()
        status, found = call(url, "POST", "/seeks", wish, guest["token"])
        assert status == 201, found
        while found["status"] == "waiting" and time.monotonic() - started < 20:
            time.sleep(0.2)
            found = call(url, "GET", f"/seeks/{found['seek_id']}")[1]
        return found, time.monotonic() - started

    with ThreadPoolExecutor(SEEKERS) as pool:
        outcomes = list(pool.map(seek, guests))
    seeks = [call(url, "GET", f"/seeks/{found['seek_id']}")[1] for found, _ in outcomes]  # as they stand now
    matched = [s for s in seeks if s["status"] == "matched"]
    games: dict[str, list[dict]] = {}
    for s in matched:
        games.setdefault(s["game_id"], []).append(s)
    assert len(matched) == SEEKERS - SEEKERS % SEATS and len(games) == SEEKERS // SEATS
    assert all(sorted(s["seat"] for s in group) == list(range(SEATS)) for group in games.values())
    for game_id, group in games.items():
        seated = call(url, "GET", f"/games/{game_id}")[1]["seats"]
        assert [seat["player"] for seat in seated] == [s["player_id"] for s in sorted(group, key=lambda s: s["seat"])]
    seekers = {guest["player_id"] for guest in guests}
    lobby = call(url, "GET", "/games?limit=200")[1]["games"]  # the session's other (archived) games too
    ours = [g["game_id"] for g in lobby if any(seat.get("player") in seekers for seat in g["seats"])]
    assert sorted(ours) == sorted(games)  # each game made once, and no other game seats a seeker
    waiting = call(url, "GET", "/seeks")[1]["seeks"]
    assert len(waiting) == SEEKERS % SEATS  # fewer than a table: nobody left who could be matched
    waits = sorted(wait for found, wait in outcomes if found["status"] == "matched")
    p50, p95 = statistics.median(waits), waits[int(0.95 * len(waits))]
    print(f"\nquick play: {SEEKERS} seekers over 2 web processes, {len(games)} games, the last matched after "
          f"{waits[-1]:.2f} s; seek to match p50 {p50:.2f} s, p95 {p95:.2f} s")  # fmt: skip
