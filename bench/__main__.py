"""Measure command latency against log length, events read per load, and a full Neck and Neck game."""
from __future__ import annotations

import random
import statistics
import time

import redis

from events.lifecycle import SeatSpec
from events.redis_server import RedisServer
from games.registry import RULESETS
from projections.audit import audit
from projections.snapshots import GameLoader
from service.composition import build_platform
from tests.support.counting import CountingStore
from tests.support.games import add_until, toy_game
from tests.support.toy import TOY, Add
from workers.scheduling import InlineScheduler
from workers.turns import follow_up

LENGTHS = (10, 1_000, 5_000, 20_000)
SAMPLES = 200


def command_latency(platform, length: int) -> tuple[float, float, int]:
    """Median and p95 ms of one command once the log holds `length` events; most events read by a load."""
    game_id = f"bench{length}"
    toy_game(platform, game_id, target=10**9)
    add_until(platform, game_id, length)
    timings, reads = [], []
    for _ in range(SAMPLES):
        started = time.perf_counter()
        platform.handler.play(game_id, Add(0, 1), {"seat": 0})
        timings.append((time.perf_counter() - started) * 1000)
        counting = CountingStore(platform.store)
        GameLoader(counting, platform.rulesets, every=50).load(game_id)
        reads.append(counting.events_read)
    timings.sort()
    return statistics.median(timings), timings[int(len(timings) * 0.95)], max(reads)


def full_game(platform, seed: int) -> tuple[int, float]:
    """Events and seconds of one all-bot 3-seat Neck and Neck game."""
    game_id = f"nn{seed}"
    started = time.perf_counter()
    bots = tuple(SeatSpec(bot="random") for _ in range(3))
    created = platform.handler.create(game_id, "neck_and_neck", bots, {}, f"seed{seed}", {"system": "bench"})
    follow_up(platform, None, created.after)
    return platform.loader.load(game_id).version, time.perf_counter() - started


def audit_seconds(platform, game_id: str) -> tuple[int, float, bool]:
    """Entries in a finished game's ledger, seconds to audit its whole log, and the verdict."""
    envelopes = platform.store.read(game_id)
    started = time.perf_counter()
    report = audit(envelopes, platform.rulesets, platform.ledgers.current(game_id))
    return report["ledger"]["entries"], time.perf_counter() - started, report["verified"]


def main() -> None:
    """Run every benchmark against a throwaway real redis-server and print a table."""
    with RedisServer() as server:
        platform = build_platform(client=redis.Redis.from_url(server.url), rulesets={**RULESETS, "toy": TOY},
                                  scheduler=InlineScheduler())
        print(f"command latency vs log length ({SAMPLES} commands each, real redis-server, snapshot every 50)")
        print(f"{'events in log':>14} {'median ms':>10} {'p95 ms':>8} {'max events read per load':>25}")
        for length in LENGTHS:
            median, p95, read = command_latency(platform, length)
            print(f"{length:>14,} {median:>10.2f} {p95:>8.2f} {read:>25}")
        games = [full_game(platform, seed) for seed in range(20)]
        counts = [events for events, _ in games]
        print(f"\n3-seat Neck and Neck, 20 all-bot games: events per game median {statistics.median(counts):.0f} "
              f"(min {min(counts)}, max {max(counts)}); seconds per game median "
              f"{statistics.median(s for _, s in games):.2f}")
        audits = [audit_seconds(platform, f"nn{seed}") for seed in range(5)]
        print(f"audit of a finished game (5 games): {statistics.median(a[0] for a in audits):.0f} ledger entries, "
              f"median {statistics.median(a[1] for a in audits):.2f} s, all verified: {all(a[2] for a in audits)}")


if __name__ == "__main__":
    random.seed(0)
    main()
