"""ALL_EVENTS: what the all-games feed costs, on `make run`'s Redis (append-only, fsync on every write).

Whole all-bot games of Neck and Neck (about 1,300 appends a game) are played through the command handler in this
process on two throwaway redis-servers configured alike: on one a worker's feed publisher (its own process, as the
Procfile's workers run it) publishes every append to the feed; the other has none (the anchor). Rounds alternate
between them. Measured: seconds per game on each and their ratio (the publisher takes nothing from the appends' path
but its share of the machine and of Redis), how long after a game's last append the feed holds it (p50, p95), and
the feed's bytes per event.

    python -m bench all_events
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

import redis

from bootstrap import Platform, build_platform
from service import create_app
from workers.scheduling import InlineScheduler

from .procs import users_redis

ROUNDS, GAMES = 5, 3
TABLE = {"ruleset": "neck_and_neck", "seats": [{"bot": "random"}] * 2, "options": {"bot_delay_ms": 0}}
PUBLISHER = "import sys; from bench.all_events import publish_forever; publish_forever(sys.argv[1])"


def publish_forever(redis_url: str) -> None:
    """A worker's feed publisher on `redis_url`, until killed (run in its own process)."""
    from workers.worker import feed_publisher

    platform = build_platform({"REDIS_URL": redis_url}, scheduler=InlineScheduler)
    publisher = feed_publisher(platform)
    assert publisher is not None
    publisher.start()
    while True:
        time.sleep(60)


def game(platform: Platform) -> tuple[str, float]:
    """One all-bot game its bots play to the end in-process: its id and the seconds it took."""
    http = create_app({"TESTING": True, "RATE_LIMITS": "off"}, platform=platform).test_client()
    started = time.perf_counter()
    made = http.post("/games", json=TABLE).get_json()
    assert http.get(f"/games/{made['game_id']}").get_json()["status"] == "finished", made
    return made["game_id"], time.perf_counter() - started


def lag_s(platform: Platform, game_id: str, limit_s: float = 60) -> float:
    """Seconds from now until the feed holds the game's last event."""
    started, last = time.perf_counter(), platform.store.version(game_id)
    while platform.all_events.fed(game_id) < last:
        assert time.perf_counter() - started < limit_s, f"game {game_id} not published within {limit_s} s"
        time.sleep(0.002)
    return time.perf_counter() - started


def all_events(rounds: int = ROUNDS, games: int = GAMES) -> dict[str, float]:
    """Seconds per game with the feed published beside and without, their ratio, the lag and bytes per event."""
    fed_server, anchor_server = users_redis(), users_redis()
    fed_server.start()
    anchor_server.start()
    publisher = subprocess.Popen([sys.executable, "-c", PUBLISHER, fed_server.url])
    try:
        fed = build_platform({"REDIS_URL": fed_server.url}, scheduler=InlineScheduler)
        anchor = build_platform({"REDIS_URL": anchor_server.url}, scheduler=InlineScheduler)
        samples: dict[str, list[float]] = {"feed": [], "anchor": []}
        lags: list[float] = []
        for _ in range(rounds):
            for name, platform in (("feed", fed), ("anchor", anchor)):
                for _ in range(games):
                    game_id, seconds = game(platform)
                    samples[name].append(seconds)
                    if name == "feed":
                        lags.append(lag_s(platform, game_id))
        client = redis.Redis.from_url(fed_server.url)
        entries, memory = client.xlen("furlong:{feed-0}:published"), client.memory_usage("furlong:{feed-0}:published")
    finally:
        publisher.kill()
        publisher.wait()
        fed_server.stop()
        anchor_server.stop()
    with_feed, alone = statistics.median(samples["feed"]), statistics.median(samples["anchor"])
    p50, p95 = statistics.median(lags) * 1000, statistics.quantiles(lags, n=20)[-1] * 1000
    per_event = (memory or 0) / max(1, entries)
    print(f"ALL_EVENTS: {rounds} alternating rounds of {games} all-bot Neck and Neck games, median per game")
    print(f"  with the feed published beside {with_feed:.2f} s, without {alone:.2f} s: {with_feed / alone:.3f} x")
    print(f"  the feed held each game's last event {p50:.0f} ms (p50), {p95:.0f} ms (p95) after the game's end")
    print(f"  the feed holds {entries:,} events in {(memory or 0) / 1024:.0f} KiB: {per_event:.0f} B an event")
    return {
        "game with feed s": with_feed,
        "game without feed s": alone,
        "appends with feed / without": with_feed / alone,
        "published after the end p50 ms": p50,
        "published after the end p95 ms": p95,
        "feed bytes per event": per_event,
    }
