"""RATINGS (issue 41): whether the ratings order the bot levels as the tournaments do, and what re-deriving them
costs, on `make run`'s configuration.

**Order**: all-bot games of each ruleset's usual table (one `basic` seat, the rest `random`, seats rotated) played
in process on a redis-server configured as `make run`'s, each rated as it ends (the after-commit rating); then each
ruleset's board: `b_basic` above `b_random`, with basic's win rate from the same games beside it.
**Re-derivation**: every game exported (GET /games/{id}/export) and the ratings log (GET /ratings/export), then
`python -m audit ratings` run in process over them, against its anchor from the same run: the plain audit of the
same exports (`python -m audit`'s checks, every game), so the ratio is what the ratings add to auditing the games.

    python -m bench ratings [--games N]   # N games per ruleset (default 40)
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

import redis

from audit.ratings import verify_ratings
from audit.receipts import load_keys
from audit.verify import audit, scan_export
from bootstrap import Platform, build_platform
from events.lifecycle import SeatSpec
from games.registry import RULESETS
from service import create_app
from workers.scheduling import InlineScheduler

from .procs import USERS_CONFIGURATION, load_average, throwaway_env, users_redis

TABLES = {"neck_and_neck": 3, "jockey": 4, "long_shot": 4, "photo_finish": 3, "homestretch": 4}
GAMES = 40


def played(platform: Platform, ruleset_id: str, n: int) -> str:
    """Game n of a ruleset's usual table, basic in seat n mod seats: its id (rated as it ended)."""
    seats = TABLES[ruleset_id]
    levels = ["random"] * seats
    levels[n % seats] = "basic"
    game_id = f"rate-{ruleset_id}-{n}"
    platform.handler.create(game_id, ruleset_id, tuple(SeatSpec(bot=b) for b in levels), {}, game_id, {"system": "b"})
    return game_id


def basic_wins(platform: Platform, game_ids: list[str]) -> float:
    """The basic seat's share of wins (a shared first place counts 1/k)."""
    total = 0.0
    for game_id in game_ids:
        game = platform.loader.load(game_id)
        assert game is not None and game.status == "finished", game_id
        firsts = [s.seat for s in game.standings if s.rank == 1]
        basic = next(i for i, seat in enumerate(game.seats) if seat.bot == "basic")
        total += (basic in firsts) / len(firsts)
    return total / len(game_ids)


def order(platform: Platform, games: int) -> tuple[dict[str, float], dict[str, list[str]]]:
    """Per ruleset: basic's ordinal minus random's, with the board and basic's win rate printed; the games."""
    print(f"  {'ruleset':<14} {'games':>5} {'b_basic mu/sigma':>18} {'b_random mu/sigma':>18} {'basic wins':>10} order")
    figures: dict[str, float] = {}
    played_ids: dict[str, list[str]] = {}
    for ruleset_id in TABLES:
        played_ids[ruleset_id] = [played(platform, ruleset_id, n) for n in range(games)]
        board = dict(platform.ratings.board(ruleset_id))
        basic, random = board["b_basic"], board["b_random"]
        fair = 1 / TABLES[ruleset_id]
        wins = basic_wins(platform, played_ids[ruleset_id])
        right = "basic above random" if basic.ordinal > random.ordinal else "RANDOM ABOVE BASIC"
        print(
            f"  {ruleset_id:<14} {games:>5} {basic.mu:>8.2f} / {basic.sigma:<7.2f} {random.mu:>8.2f} / "
            f"{random.sigma:<7.2f} {100 * wins:>8.1f} % (fair {100 * fair:.0f} %) {right}"
        )
        figures[f"{ruleset_id} basic - random ordinal"] = basic.ordinal - random.ordinal
    return figures, played_ids


def exported(platform: Platform, games: list[str], folder: Path) -> Path:
    """Every game's export, the ratings export and the keys, as a verifier downloads them."""
    client = create_app({"TESTING": True, "RATE_LIMITS": "off"}, platform=platform).test_client()
    (folder / "games").mkdir()
    for game_id in games:
        (folder / "games" / f"{game_id}.ndjson").write_bytes(client.get(f"/games/{game_id}/export").data)
    (folder / "ratings.ndjson").write_bytes(client.get("/ratings/export").data)
    (folder / "keys.json").write_bytes(client.get("/.well-known/furlong-keys").data)
    return folder


def rederivation(folder: Path, games: int) -> dict[str, float]:
    """Seconds to re-derive every rating, and to audit the same exports alone (the anchor), interleaved twice."""
    keys = load_keys(json.loads((folder / "keys.json").read_text()))
    timings: dict[str, list[float]] = {"ratings": [], "audits": []}
    for _ in range(2):
        started = time.perf_counter()
        report = verify_ratings(str(folder / "ratings.ndjson"), str(folder / "games"), keys)
        timings["ratings"].append(time.perf_counter() - started)
        assert report["verified"], report["problems"]
        started = time.perf_counter()
        for path in sorted((folder / "games").iterdir()):
            with open(path, encoding="utf-8") as lines:
                assert audit(scan_export(lines).envelopes, RULESETS)["verified"]
        timings["audits"].append(time.perf_counter() - started)
    ratings, audits = min(timings["ratings"]), min(timings["audits"])
    print(
        f"  python -m audit ratings over {games} games: {ratings:.2f} s ({1000 * ratings / games:.1f} ms a game); "
        f"auditing the same exports alone: {audits:.2f} s; ratio {ratings / audits:.2f}"
    )
    return {"re-derive s": ratings, "re-derive / audit": ratings / audits}


def ratings(argv: list[str] | None = None) -> dict[str, float]:
    """The RATINGS figures: each ruleset's bot levels in order, and the re-derivation's time against the audit's."""
    parser = argparse.ArgumentParser(prog="python -m bench ratings")
    parser.add_argument("--games", type=int, default=GAMES, help=f"games per ruleset (default {GAMES})")
    games = parser.parse_args(argv or []).games
    print(f"RATINGS order of the bot levels and re-derivation ({USERS_CONFIGURATION}); load {load_average()}")
    with users_redis() as server, tempfile.TemporaryDirectory() as folder:
        env = throwaway_env(server.url, folder)
        settings = {k: env[k] for k in ("FURLONG_SIGNING_KEY", "FURLONG_KEYS_DIR")}
        client = redis.Redis.from_url(server.url)
        platform = build_platform(settings, client=client, scheduler=InlineScheduler)
        figures, played_ids = order(platform, games)
        every = [game_id for ids in played_ids.values() for game_id in ids]
        figures |= rederivation(exported(platform, every, Path(folder)), len(every))
    return figures
