"""ARCHIVE (issue 40): what archiving saves and what it costs, on `make run`'s configuration.

**Redis memory per finished game**, before and after archiving: all-bot games (basic seats, each ruleset's usual
table) played in process on a redis-server configured as `make run`'s, then handed over by the archiver. Two
figures, side by side: the game's own keys (MEMORY USAGE of every key under its hash tag) and the server's
`used_memory_dataset` growth (the anchor: anything a game might leave elsewhere would show there).
**Archive bytes per game**: its object (the compressed export), seat digests and index entry.

**Reads**: GET of the game document and of its events, over HTTP from the Procfile's gunicorn, of hot games
against archived ones, in interleaved rounds: archived games read through a server that keeps the last 64 read
(ARCHIVE_CACHE_GAMES, the default: all but the first read are cached) and through one that keeps none (every read
fetches, decompresses and verifies the object). Ratios are against the hot reads of the same rounds.

    python -m bench archive
"""

from __future__ import annotations

import contextlib
import http.client
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import redis

from app.archiving import Archiver
from app.follow_ups import follow_up
from audit.archived import game_key
from bootstrap import Platform, build_platform
from events.lifecycle import SeatSpec
from games.registry import RULESETS
from projections.lobby import STATUSES
from workers.scheduling import InlineScheduler

from .procs import FURLONG_APP, USERS_CONFIGURATION, gunicorn, load_average, throwaway_env, users_redis

TABLES = {"neck_and_neck": 3, "jockey": 4, "long_shot": 4, "photo_finish": 3, "homestretch": 4}
ARCHIVED, HOT = 3, 2  # games per ruleset handed over to the archive, and kept hot for the reads
LOBBY = "furlong:{lobby}"
ROUNDS = 20  # read rounds: each reads every hot and every archived game once per server, interleaved
PATHS = ("/games/{id}", "/games/{id}/events")


def played(platform: Platform, ruleset_id: str, n: int) -> str:
    """An all-bot game of basic seats played to its end in process: its id."""
    game_id = f"{ruleset_id}-{n}"
    seats = tuple(SeatSpec(bot="basic") for _ in range(TABLES[ruleset_id]))
    created = platform.handler.create(game_id, ruleset_id, seats, {}, f"archive-bench-{n}", {"system": "bench"})
    follow_up(platform, None, created.game)
    return game_id


def tagged_bytes(client: redis.Redis, game_id: str) -> tuple[int, int]:
    """What Redis holds of a game: its keys under its hash tag and its lobby entries (how many), and their bytes
    (MEMORY USAGE of the keys, the lengths of the lobby's fields and values naming it)."""
    keys = list(client.scan_iter(match=f"furlong:{{{game_id}}}:*", count=1000))
    size = sum(int(client.memory_usage(key, samples=0) or 0) for key in keys)
    listed: list[Any] = [client.hget(f"{LOBBY}:{field}", game_id) for field in ("summaries", "versions")]
    listed += [client.zscore(f"{LOBBY}:{status}", game_id) for status in STATUSES]
    entries = [entry for entry in listed if entry is not None]
    return len(keys) + len(entries), size + sum(len(game_id) + len(str(entry)) for entry in entries)


def used_memory(client: redis.Redis) -> int:
    """The server's memory for its data (used_memory_dataset: without client buffers and scripts), in bytes."""
    return int(client.info("memory")["used_memory_dataset"])


def archive_bytes(platform: Platform, game_id: str) -> int:
    """The archive's bytes for one game: its object, its seat digests and its index entry."""
    keys = [game_key(game_id), f"games/{game_id}.seats.json"]
    index = [k for k in platform.archive.keys("index/finished/") if k.endswith(f"-{game_id}.json")]
    return sum(len(platform.archive.get(key) or b"") for key in keys + index)


def memory(
    platform: Platform, archiver: Archiver, client: redis.Redis
) -> tuple[dict[str, float], list[str], list[str]]:
    """Per ruleset: KiB per finished game in Redis hot and archived, archive KiB; the archived and the hot games."""
    print(f"  {'ruleset':<14} {'Redis KiB/game hot':>18} {'after archiving':>16} {'keys left':>9} {'archive KiB':>11}")
    figures: dict[str, float] = {}
    archived, hot = [], []
    for ruleset_id in TABLES:
        hot += [played(platform, ruleset_id, ARCHIVED + n) for n in range(HOT)]  # first: the lobby's tables grown
        before = used_memory(client)
        games = [played(platform, ruleset_id, n) for n in range(ARCHIVED)]
        grown = used_memory(client) - before
        tagged = [tagged_bytes(client, game_id) for game_id in games]
        outcomes = [archiver.archive_game(game_id).result for game_id in games]
        assert outcomes == ["archived"] * ARCHIVED, outcomes
        left = [tagged_bytes(client, game_id) for game_id in games]
        after = used_memory(client) - before
        stored = statistics.mean(archive_bytes(platform, game_id) for game_id in games) / 1024
        hot_kib = statistics.mean(size for _, size in tagged) / 1024
        left_kib = statistics.mean(size for _, size in left) / 1024
        print(
            f"  {ruleset_id:<14} {hot_kib:>9.1f} ({grown / ARCHIVED / 1024:>6.1f}) {left_kib:>6.2f} "
            f"({after / 1024:>6.2f}) {sum(n for n, _ in left):>9} {stored:>11.1f}"
        )
        figures |= {
            f"{ruleset_id} hot KiB": hot_kib,
            f"{ruleset_id} archived KiB": left_kib,
            f"{ruleset_id} archive KiB": stored,
        }
        archived += games
    print(
        f"  (Redis KiB: the game's keys by MEMORY USAGE and its lobby entries; in brackets, the server's "
        f"used_memory_dataset growth per game while hot, and after archiving for the whole batch of {ARCHIVED}: "
        f"a residue of the allocator's, about the same whatever the games' size)"
    )
    return figures, archived, hot


class Reader:
    """One kept-alive HTTP connection to a server, timing GETs."""

    def __init__(self, url: str):
        parts = urlsplit(url)
        self.connection = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port, timeout=30)

    def ms(self, path: str) -> float:
        """Milliseconds to GET `path` and read its whole answer (which must be a 200)."""
        started = time.perf_counter()
        self.connection.request("GET", path)
        answer = self.connection.getresponse()
        answer.read()
        took = (time.perf_counter() - started) * 1000
        assert answer.status == 200, (path, answer.status)
        return took


def percentiles(values: list[float]) -> tuple[float, float]:
    """p50 and p95."""
    ordered = sorted(values)
    return statistics.median(ordered), ordered[int(len(ordered) * 0.95)]


def reads(cached: str, uncached: str, archived: list[str], hot: list[str]) -> dict[str, float]:
    """p50/p95 ms of hot, archived-cached and archived-uncached reads, interleaved round by round, and ratios."""
    servers = {"hot": Reader(cached), "archived, cached": Reader(cached), "archived, not cached": Reader(uncached)}
    timings: dict[str, list[float]] = {kind: [] for kind in servers}
    for _ in range(ROUNDS):
        for hot_id, archived_id in zip(hot * len(archived), archived, strict=False):
            for path in PATHS:
                for kind, reader in servers.items():
                    timings[kind].append(reader.ms(path.format(id=hot_id if kind == "hot" else archived_id)))
    hot_p50, hot_p95 = percentiles(timings["hot"])
    figures: dict[str, float] = {}
    print(
        f"  {'read':<22} {'p50 ms':>7} {'p95 ms':>7} {'p50 / hot':>10} {'p95 / hot':>10}   ({len(timings['hot'])} each)"
    )
    for kind, found in timings.items():
        p50, p95 = percentiles(found)
        print(f"  {kind:<22} {p50:>7.2f} {p95:>7.2f} {p50 / hot_p50:>10.2f} {p95 / hot_p95:>10.2f}")
        figures |= {f"{kind} p50 ms": p50, f"{kind} p95 ms": p95, f"{kind} p50 / hot": p50 / hot_p50}
        figures[f"{kind} p95 / hot"] = p95 / hot_p95
    return figures


@contextlib.contextmanager
def servers(env: dict[str, str]) -> Iterator[tuple[str, str]]:
    """Two of the Procfile's gunicorn on one Redis and archive: the default cache, and none."""
    with gunicorn(FURLONG_APP, env) as cached, gunicorn(FURLONG_APP, {**env, "ARCHIVE_CACHE_GAMES": "0"}) as bare:
        yield cached.url, bare.url


def archive() -> dict[str, float]:
    """The ARCHIVE figures: Redis KiB per finished game hot and archived, archive KiB, and read latencies."""
    print(f"ARCHIVE memory per finished game and archived reads ({USERS_CONFIGURATION}); load {load_average()}")
    with users_redis() as server, tempfile.TemporaryDirectory() as folder:
        env = throwaway_env(server.url, folder) | {"ARCHIVE_URL": str(Path(folder) / "archive")}
        client = redis.Redis.from_url(server.url)
        settings = {k: env[k] for k in ("FURLONG_SIGNING_KEY", "FURLONG_KEYS_DIR", "ARCHIVE_URL")}
        platform = build_platform(  # games stay hot until the bench hands them over, with an archiver of no delay
            settings | {"ARCHIVE_AFTER_S": 3600}, client=client, rulesets=RULESETS, scheduler=InlineScheduler
        )
        archiver = build_platform(settings | {"ARCHIVE_AFTER_S": 0}, client=client, rulesets=RULESETS).archiver()
        figures, archived, hot = memory(platform, archiver, client)
        with servers(env) as (cached, uncached):
            figures |= reads(cached, uncached, archived, hot)
    return figures
