"""Ratings with real processes: a tournament of bots played by RQ workers behind gunicorn on a real redis-server is
rated game by game (some games archived meanwhile), and the offline command re-derives every rating from the
games' exports, and catches a tampered result."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from scripts.play import Api
from tests.e2e.conftest import ROOT, RqWorker, emptied, served
from tests.e2e.test_archiving_workers import fetch, wait_for

pytestmark = pytest.mark.e2e
RATINGS_DB = 13  # not 3, 5, 6, 9, 11 nor 12 (the other suites' databases)
TABLES = [("photo_finish", ["basic", "random"]), ("neck_and_neck", ["random", "basic", "random"])]
GAMES_PER_TABLE = 4


@pytest.fixture(scope="module")
def tournament(redis_server, tmp_path_factory):
    """Gunicorn and two RQ workers (archiving 2 s after each end), a bots' tournament played to its end: (URL, the
    exports' folder, the ratings export's path, the pinned keys' path)."""
    folder = tmp_path_factory.mktemp("ratings")
    redis_url = emptied(redis_server, RATINGS_DB)
    env = {"ARCHIVE_AFTER_S": "2", "ARCHIVE_URL": str(folder / "archive")}
    workers = [RqWorker(redis_url, with_scheduler=n == 0, env=env).start() for n in range(2)]
    try:
        with served(redis_url, ["--workers", "2", "--threads", "4"], env) as (url, _):
            games = play(Api(url))
            wait_for(lambda: rated(url) == len(games), 180, every=0.5)
            yield url, export_all(url, games, folder), folder
    finally:
        for worker in workers:
            worker.stop()


def play(api: Api) -> list[str]:
    """Every table's games, seats rotated, created at once: the workers play them."""
    games = []
    for ruleset, levels in TABLES:
        for n in range(GAMES_PER_TABLE):
            lineup = levels[n % len(levels) :] + levels[: n % len(levels)]
            status, made = api.call("POST", "/games", {"ruleset": ruleset, "seats": [{"bot": b} for b in lineup]})
            assert status == 201, made
            games.append(made["game_id"])
    return games


def rated(url: str) -> int:
    """How many updates the ratings log holds."""
    return json.loads(fetch(f"{url}/ratings/export")[1].splitlines()[-1])["checkpoint"]["version"]


def export_all(url: str, games: list[str], folder: Path) -> Path:
    """Each game's export into folder/games, the ratings export and the server's keys beside it."""
    (folder / "games").mkdir()
    for game_id in games:
        (folder / "games" / f"{game_id}.ndjson").write_bytes(fetch(f"{url}/games/{game_id}/export")[1])
    (folder / "ratings.ndjson").write_bytes(fetch(f"{url}/ratings/export")[1])
    (folder / "keys.json").write_bytes(fetch(f"{url}/.well-known/furlong-keys")[1])
    return folder


def rederive(folder: Path, ratings: Path | None = None) -> subprocess.CompletedProcess:
    """`python -m audit ratings` on the exports."""
    command = [sys.executable, "-m", "audit", "ratings", str(ratings or folder / "ratings.ndjson"), "--games",
               str(folder / "games"), "--keys", str(folder / "keys.json"), "--json"]  # fmt: skip
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_every_rating_is_re_derived_offline_from_the_games_exports(tournament):
    url, folder, _ = tournament
    done = rederive(folder)
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout)
    assert report["verified"] and report["updates"] == len(TABLES) * GAMES_PER_TABLE
    for ruleset, _ in TABLES:
        board = json.loads(fetch(f"{url}/leaderboards/{ruleset}")[1])["players"]
        served = {p["player_id"]: (p["mu"], p["sigma"], p["games"]) for p in board}
        again = {p: (r["mu"], r["sigma"], r["games"]) for p, r in report["ratings"][ruleset].items()}
        assert served == again and set(served) == {"b_basic", "b_random"}


def test_a_tampered_game_result_is_caught(tournament, tmp_path):
    _, folder, _ = tournament
    tampered = tmp_path / "games"
    tampered.mkdir()
    for export in (folder / "games").iterdir():
        (tampered / export.name).write_bytes(export.read_bytes())
    victim = sorted(tampered.iterdir())[0]
    lines = victim.read_text().splitlines()
    ended = next(i for i, line in enumerate(lines) if '"type":"GameEnded"' in line)
    event = json.loads(lines[ended])
    event["data"]["standings"] = [{**s, "rank": len(event["data"]["standings"]) + 1 - s["rank"]}
                                  for s in event["data"]["standings"]]  # fmt: skip
    lines[ended] = json.dumps(event, separators=(",", ":"))
    victim.write_text("\n".join(lines) + "\n")
    (tmp_path / "keys.json").write_bytes((folder / "keys.json").read_bytes())
    done = rederive(tmp_path, folder / "ratings.ndjson")
    assert done.returncode == 1 and not json.loads(done.stdout)["verified"]
    assert any(victim.stem in problem for problem in json.loads(done.stdout)["problems"])


def test_a_tampered_or_truncated_ratings_log_is_caught(tournament, tmp_path):
    _, folder, _ = tournament
    lines = (folder / "ratings.ndjson").read_text().splitlines()
    entry = json.loads(lines[0])
    entry["seats"][0]["after"]["mu"] += 1.0
    for name, text in {"changed": [json.dumps(entry), *lines[1:]], "truncated": [*lines[:2], lines[-1]]}.items():
        path = tmp_path / f"{name}.ndjson"
        path.write_text("\n".join(text) + "\n")
        done = rederive(folder, path)
        assert done.returncode == 1, name
        assert json.loads(done.stdout)["problems"], name
