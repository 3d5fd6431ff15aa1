"""Sizing on a local Redis Cluster (docs/scaling.md): throughput with 1 shard and with 3, the cost of WAIT, Redis
CPU per command, and memory per game.

    python -m bench.cluster                      # 1 and 3 shards, WAIT 1 and WAIT 0, 2 processes, 20 s each
    python -m bench.cluster --seconds 10 --processes 2 --shards 1 3

Each run starts a fresh cluster (every master with one replica) in a temporary folder. `--processes` Python
processes each build the real platform on it (REDIS_CLUSTER_NODES, every after-commit effect; follow-ups are
recorded, not queued) and play all-bot Jockey games through the command handler, one command per append, for
`--seconds`. Reported per run: commands/s and events/s (all processes), command p50/p95, and the Redis CPU
the masters used per 1,000 commands (INFO cpu, user + sys). Then, on the last cluster: the memory of a finished
game's keys and of a running game's keys at 100 events (MEMORY USAGE summed over the game's keys).
Bounded: at most 60 s per run, 8 processes.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import secrets
import statistics
import tempfile
import time
from typing import Any

import redis

from app.scheduling import RecordingScheduler
from bootstrap import build_platform
from devtools.redis_cluster import LocalRedisCluster
from events.handler import IN_BATCH
from events.lifecycle import SeatSpec
from games.registry import RULESETS
from workers.simulate import _next_command

from .procs import load_average

RULESET, LEVELS = RULESETS["jockey"], ("basic", "random", "random")
MAX_SECONDS, MAX_PROCESSES = 60, 8
BENCH = {"system": "bench"}


def platform_on(seeds: str, wait_replicas: int) -> Any:
    """The real platform on the cluster; follow-ups only recorded (the bench drives every seat itself)."""
    config = {"REDIS_CLUSTER_NODES": seeds, "REDIS_WAIT_REPLICAS": wait_replicas, "WEB_THREADS": 8}
    return build_platform(config, scheduler=lambda _: RecordingScheduler())


def new_game(platform: Any, game_id: str) -> Any:
    """A new all-bot game on the platform."""
    seats = tuple(SeatSpec(bot=level) for level in LEVELS)
    return platform.handler.create(game_id, RULESET.id, seats, {}, secrets.token_hex(32), BENCH, IN_BATCH).game


def play_for(seeds: str, wait_replicas: int, seconds: float, worker: int, out: Any) -> None:
    """One process: all-bot games until `seconds` pass; puts (commands, events, latencies in ms) on `out`."""
    platform, rnd = platform_on(seeds, wait_replicas), random.Random(worker)
    commands, events, latencies = 0, 0, []
    stop, number = time.monotonic() + seconds, 0
    while time.monotonic() < stop:
        game_id, number = f"b{worker}x{number}x{secrets.token_hex(4)}", number + 1
        game = new_game(platform, game_id)
        while game.status == "running" and time.monotonic() < stop:
            seat, command = _next_command(game, RULESET, LEVELS, rnd)
            began = time.perf_counter()
            outcome = platform.handler.play(game_id, command, {"bot": seat}, game.version, IN_BATCH)
            latencies.append((time.perf_counter() - began) * 1000)
            game, commands, events = outcome.game, commands + 1, events + len(outcome.envelopes)
    out.put((commands, events, latencies))


def masters_cpu(cluster: LocalRedisCluster) -> float:
    """CPU seconds (user + sys) the cluster's masters have used so far."""
    total = 0.0
    for master in cluster.masters():
        with redis.Redis(port=master.tcp_port) as node:
            cpu: Any = node.info("cpu")
            total += float(cpu["used_cpu_user"]) + float(cpu["used_cpu_sys"])
    return total


def run(cluster: LocalRedisCluster, wait_replicas: int, seconds: float, processes: int) -> dict[str, float]:
    """One timed run on `cluster`: throughput, latency and Redis CPU per 1,000 commands."""
    out: Any = multiprocessing.get_context("spawn").Queue()
    cpu_before = masters_cpu(cluster)
    workers = [
        multiprocessing.get_context("spawn").Process(
            target=play_for, args=(cluster.seed_nodes, wait_replicas, seconds, i, out)
        )
        for i in range(processes)
    ]
    for worker in workers:
        worker.start()
    results = [out.get(timeout=seconds + 60) for _ in workers]
    for worker in workers:
        worker.join(10)
    cpu = masters_cpu(cluster) - cpu_before
    commands = sum(r[0] for r in results)
    latencies = sorted(ms for r in results for ms in r[2])
    return {
        "commands_s": commands / seconds,
        "events_s": sum(r[1] for r in results) / seconds,
        "p50_ms": statistics.median(latencies) if latencies else 0.0,
        "p95_ms": latencies[int(0.95 * (len(latencies) - 1))] if latencies else 0.0,
        "redis_cpu_ms_per_1000": 1e6 * cpu / max(1, commands),
    }


def game_memory(cluster: LocalRedisCluster, game_id: str) -> tuple[int, int]:
    """Bytes the game's keys take (MEMORY USAGE, summed over the masters that hold them): all of them, and
    those that stay once the per-command receipts (`:receipt:attempt:`, 600 s to live) have expired."""
    total, kept = 0, 0
    for master in cluster.masters():
        with redis.Redis(port=master.tcp_port) as node:
            for key in node.scan_iter(match=f"furlong:{{{game_id}}}:*", count=1000):
                size = int(node.memory_usage(key, samples=0) or 0)
                total, kept = total + size, kept + (0 if b":receipt:attempt:" in key else size)
    return total, kept


def memory(cluster: LocalRedisCluster) -> dict[str, float]:
    """Bytes per finished all-bot game (mean of 5) and per running game at 100 events."""
    platform, rnd = platform_on(cluster.seed_nodes, 1), random.Random(99)
    finished: list[tuple[tuple[int, int], int]] = []
    running: list[tuple[tuple[int, int], int]] = []
    for number in range(5):
        game_id = f"mem{number}x{secrets.token_hex(4)}"
        game = new_game(platform, game_id)
        while game.status == "running":
            seat, command = _next_command(game, RULESET, LEVELS, rnd)
            game = platform.handler.play(game_id, command, {"bot": seat}, game.version, IN_BATCH).game
            if game.version >= 100 and not running:
                running.append((game_memory(cluster, game_id), game.version))
        finished.append((game_memory(cluster, game_id), game.version))
    return {
        "finished_bytes": statistics.mean(b[0] for b, _ in finished),
        "finished_kept_bytes": statistics.mean(b[1] for b, _ in finished),
        "finished_events": statistics.mean(v for _, v in finished),
        "running_bytes": running[0][0][0] if running else 0.0,
        "running_events": running[0][1] if running else 0.0,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.cluster", description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--shards", type=int, nargs="+", default=[1, 3])
    parser.add_argument("--fsync", choices=["always", "everysec"], default="always", help="every node's appendfsync")
    args = parser.parse_args(argv)
    seconds, processes = min(args.seconds, MAX_SECONDS), min(args.processes, MAX_PROCESSES)
    print(
        f"load average {load_average()}; {processes} processes x {seconds:.0f} s per run; Jockey, 3 bots; "
        f"appendfsync {args.fsync}"
    )
    print("| shards | WAIT replicas | commands/s | events/s | command p50 / p95 ms | Redis CPU ms per 1,000 commands |")
    print("|---|---|---|---|---|---|")
    last: LocalRedisCluster | None = None
    for shards in args.shards:
        with tempfile.TemporaryDirectory(prefix="furlong-bench-cluster-") as folder:
            cluster = LocalRedisCluster(data_dir=folder, masters=shards, replicas_per_master=1).start()
            for member in cluster.nodes():
                with redis.Redis(port=member.tcp_port) as node:
                    node.config_set("appendfsync", args.fsync)
            try:
                for wait in (1, 0):
                    r = run(cluster, wait, seconds, processes)
                    print(
                        f"| {shards} | {wait} | {r['commands_s']:.0f} | {r['events_s']:.0f} "
                        f"| {r['p50_ms']:.2f} / {r['p95_ms']:.2f} | {r['redis_cpu_ms_per_1000']:.0f} |"
                    )
                if shards == args.shards[-1]:
                    m = memory(cluster)
                    print(
                        f"memory: a finished game ({m['finished_events']:.0f} events) {m['finished_bytes'] / 1024:.1f}"
                        f" KiB, {m['finished_kept_bytes'] / 1024:.1f} KiB once its command receipts expire; a running"
                        f" game at {m['running_events']:.0f} events {m['running_bytes'] / 1024:.1f} KiB"
                    )
                last = cluster
            finally:
                cluster.stop()
    print(f"load average {load_average()}" if last else "")


if __name__ == "__main__":
    main()
