"""Measure command latency against log length, events read per load, and full games of every ruleset."""

from __future__ import annotations

import statistics
import sys
import time

import redis

from app.follow_ups import follow_up
from audit.verify import audit
from bench.procs import users_redis
from bootstrap import Platform, build_platform
from devtools.counting import CountingStore
from devtools.toy import TOY, Add
from devtools.toy_games import add_until, toy_game
from events.lifecycle import SeatSpec
from events.loader import GameLoader
from events.signing import SigningKey, b64
from games.registry import RULESETS
from workers.scheduling import InlineScheduler

LENGTHS = (10, 1_000, 5_000, 20_000)
SAMPLES = 200
GAMES, AUDITED = 10, 3


def command_latency(platform: Platform, length: int) -> tuple[float, float, int]:
    """Median and p95 ms of one command once the log holds `length` events; most events read by a load."""
    game_id = f"bench{length}"
    toy_game(platform, game_id, target=10**9)
    add_until(platform, game_id, length)
    timings: list[float] = []
    reads: list[int] = []
    for _ in range(SAMPLES):
        started = time.perf_counter()
        platform.handler.play(game_id, Add(0, 1), {"seat": 0})
        timings.append((time.perf_counter() - started) * 1000)
        counting = CountingStore(platform.store)
        GameLoader(counting, platform.rulesets, every=50).load(game_id)
        reads.append(counting.events_read)
    timings.sort()
    return statistics.median(timings), timings[int(len(timings) * 0.95)], max(reads)


TABLES = {"neck_and_neck": 3, "jockey": 4, "long_shot": 4, "photo_finish": 3, "homestretch": 4}


def signing_overhead(platform: Platform, game_id: str) -> tuple[float, float, float]:
    """Side by side: median ms of a command, median ms of signing its checkpoint, and their ratio."""
    commands: list[float] = []
    signatures: list[float] = []
    for _ in range(SAMPLES):
        started = time.perf_counter()
        outcome = platform.handler.play(game_id, Add(0, 1), {"seat": 0})
        commands.append((time.perf_counter() - started) * 1000)
        after = outcome.game
        started = time.perf_counter()
        platform.keys.current.checkpoint(game_id, after.version, after.last_hash, platform.clock())
        signatures.append((time.perf_counter() - started) * 1000)
    command, signing = statistics.median(commands), statistics.median(signatures)
    return command, signing, signing / command


def full_game(platform: Platform, ruleset_id: str, seed: int) -> tuple[int, int, float]:
    """Events, commands and seconds of one all-bot game (random seats) at the ruleset's table size."""
    game_id = f"{ruleset_id}{seed}"
    started = time.perf_counter()
    bots = tuple(SeatSpec(bot="random") for _ in range(TABLES[ruleset_id]))
    created = platform.handler.create(game_id, ruleset_id, bots, {}, f"seed{seed}", {"system": "bench"})
    follow_up(platform, None, created.game)
    envelopes = platform.store.read(game_id)
    commands = len({e.command_id for e in envelopes})
    return len(envelopes), commands, time.perf_counter() - started


def audit_seconds(platform: Platform, game_id: str) -> tuple[int, float, bool]:
    """Entries in a finished game's ledger, seconds to audit its whole log, and the verdict."""
    envelopes = platform.store.read(game_id)
    started = time.perf_counter()
    report = audit(envelopes, platform.rulesets, platform.ledgers.current(game_id))
    return report["ledger"]["entries"], time.perf_counter() - started, report["verified"]


def main() -> None:
    """Run every benchmark against a throwaway real redis-server and print a table."""
    with users_redis() as server:
        throwaway_key = {"FURLONG_SIGNING_KEY": b64(SigningKey.generate().raw())}  # never data/keys
        platform = build_platform(
            throwaway_key,
            client=redis.Redis.from_url(server.url),
            rulesets={**RULESETS, "toy": TOY},
            scheduler=InlineScheduler,
        )
        print(f"command latency vs log length ({SAMPLES} commands each, real redis-server, snapshot every 50)")
        print(f"{'events in log':>14} {'median ms':>10} {'p95 ms':>8} {'max events read per load':>25}")
        for length in LENGTHS:
            median, p95, read = command_latency(platform, length)
            print(f"{length:>14,} {median:>10.2f} {p95:>8.2f} {read:>25}")
        command, signing, ratio = signing_overhead(platform, f"bench{LENGTHS[1]}")
        print(
            f"\nsigning a command's checkpoint (Ed25519), measured beside the command ({SAMPLES} each, "
            f"{LENGTHS[1]:,}+ events): command median {command:.3f} ms, signing median {signing:.3f} ms, "
            f"ratio {ratio:.3f} ({100 * ratio:.1f}% of the command's median latency)"
        )
        print(f"\nfull all-bot games ({GAMES} per ruleset, random seats), and the audit of {AUDITED} of them")
        print(
            f"{'ruleset':>14} {'seats':>5} {'events':>7} {'commands':>8} {'ms/command':>10} {'s/game':>7} "
            f"{'audit s':>7} {'verified':>8}"
        )
        for ruleset_id, seats in TABLES.items():
            games = [full_game(platform, ruleset_id, seed) for seed in range(GAMES)]
            audits = [audit_seconds(platform, f"{ruleset_id}{seed}") for seed in range(AUDITED)]
            per_command = statistics.median(1000 * s / c for _, c, s in games)
            print(
                f"{ruleset_id:>14} {seats:>5} {statistics.median(e for e, _, _ in games):>7.0f} "
                f"{statistics.median(c for _, c, _ in games):>8.0f} {per_command:>10.2f} "
                f"{statistics.median(s for _, _, s in games):>7.2f} {statistics.median(a[1] for a in audits):>7.2f} "
                f"{all(a[2] for a in audits)!s:>8}"
            )


if __name__ == "__main__":
    from bench.suite import main as suite

    suite(sys.argv[1:], legacy=main)  # no argument: every bench of issue 14; `p2-full`: this module's main()
