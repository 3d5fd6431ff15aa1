"""P3: events/s of a full-log rebuild and of the audit, each beside its floor from the same logs in the same run.

    python -m bench p3

The logs: one long toy log (10,000 events), and finished all-bot games of every ruleset (random seats),
played in process and appended to a throwaway redis-server as they were decided, with no snapshot.
Then, per ruleset and over the same logs:
  - the anchor: XRANGE of each whole stream with redis-py (with hiredis's parser when it is installed);
  - rebuild: GameLoader.load of each game on a loader with no snapshot and no game in memory, so the game is
    read from Redis and folded from event 1;
  - audit: audit.verify.audit of each whole log (read from Redis first, as `GET /games/{id}/audit` does);
  - the floors, the anchors of P3's goals: XRANGE of each whole stream with each event's JSON parsed by orjson,
    the fastest parser here (the store's own `load_json` checks more first), and nothing else; then the same with
    each event's hash worked out again (canonical JSON, SHA-256), as the audit checks every hash. Whatever reads
    the log as JSON does at least the first per event, an audit at least the second: the rebuild is measured
    against the first, the audit against the second.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, cast

import orjson
import redis
import redis.utils

from adapters.redis_store import RedisEventStore, stream_key
from audit.verify import audit
from bootstrap import in_memory_platform
from devtools.toy import TOY
from devtools.toy_games import add_until, toy_game
from events.loader import GameLoader
from events.store import EventStore
from games.codec import sha256_hex
from games.registry import RULESETS
from workers.simulate import play_game

from .procs import load_average, users_redis

GAMES = 4  # per ruleset
LONG_LOG = 10_000  # events in the toy game's log (devtools/toy.py: the cheapest fold there is)
ROUNDS = 3  # best of
GOALS = {"rebuild": 0.50, "audit": 0.50}  # P3's goals, as shares of their floors' speed
FLOORS = {"rebuild": "parsed", "audit": "hashed"}


def hiredis_note() -> str:
    """Whether redis-py parses replies with hiredis here."""
    if getattr(redis.utils, "HIREDIS_AVAILABLE", False):
        import hiredis

        return f"hiredis {getattr(hiredis, '__version__', '?')} is used"
    return "hiredis is NOT installed: the anchor uses redis-py's pure-Python parser"


def best_rate(events: int, run: Callable[[], object]) -> float:
    """Events per second of the fastest of ROUNDS runs."""
    best = float("inf")
    for _ in range(ROUNDS):
        started = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - started)
    return events / best


def p3(games: int = GAMES) -> dict[str, float]:
    """Per ruleset: XRANGE, rebuild and audit events/s and the ratios; returns the ratios over all rulesets."""
    print(f"P3 rebuild and audit vs their floors ({games} finished games per ruleset, best of {ROUNDS})")
    print(f"  {hiredis_note()}; load {load_average()}")
    print(
        f"  {'ruleset':<14} {'events':>7} {'XRANGE ev/s':>12} {'parsed ev/s':>11} {'rebuild ev/s':>13} "
        f"{'of parsed':>9} {'hashed ev/s':>11} {'audit ev/s':>11} {'of hashed':>9} {'verified':>8}"
    )
    totals = {"xrange": 0.0, "rebuild": 0.0, "audit": 0.0, "parsed": 0.0, "hashed": 0.0}
    events_in_all = 0
    unverified = 0  # rulesets with a log whose audit did not verify
    rulesets = {**RULESETS, TOY.id: TOY}
    with users_redis() as server:
        client = redis.Redis.from_url(server.url)
        store = RedisEventStore(client)
        long_log = long_toy_log(store)
        for index, ruleset in enumerate([TOY, *RULESETS.values()]):
            if ruleset is TOY:
                ids = [long_log]
                unverified += not row(client, store, rulesets, "toy (one log)", ids)[2]
                continue
            ids = []
            for number in range(1000 * index, 1000 * index + games):
                played = play_game(ruleset, ("random",) * ruleset.min_seats, number)
                version = 0
                for batch in played.batches:
                    version = store.append(played.game.game_id, version, batch)
                ids.append(played.game.game_id)
            events, rates, verified = row(client, store, rulesets, ruleset.id, ids)
            unverified += not verified
            events_in_all += events
            for name, rate in rates.items():
                totals[name] += events / rate
    ratios: dict[str, float] = {name: totals[floor] / totals[name] for name, floor in FLOORS.items()}
    ratios.update({f"{name} of XRANGE": totals["xrange"] / totals[name] for name in FLOORS})
    ratios["unverified"] = unverified
    print("  the five rulesets, time-weighted, each against its floor (what any rebuild or audit does at least):")
    print(f"    rebuild: {floor_note(totals, events_in_all, 'rebuild')}")
    print(f"    audit: {floor_note(totals, events_in_all, 'audit')}")
    return ratios


def floor_note(totals: dict[str, float], events: int, measured: str) -> str:
    """How fast `measured` runs against its floor and against XRANGE, and its time an event beyond the floor."""
    floor, goal = FLOORS[measured], GOALS[measured]
    per_event = {name: 1e6 * seconds / events for name, seconds in totals.items()}
    return (
        f"{100 * totals[floor] / totals[measured]:.1f} % of its floor (goal >= {100 * goal:.0f} %), "
        f"{100 * totals['xrange'] / totals[measured]:.1f} % of XRANGE; the floor takes {per_event[floor]:.2f} us an "
        f"event, the {measured} {per_event[measured] - per_event[floor]:.2f} us more"
    )


def long_toy_log(store: EventStore, length: int = LONG_LOG) -> str:
    """A toy game of `length` events, played in process and appended to `store` with no snapshot; its id."""
    platform = in_memory_platform(rulesets={TOY.id: TOY}, clock=lambda: "2026-01-01T00:00:00.000Z")
    toy_game(platform, "long-toy", target=10**9)
    add_until(platform, "long-toy", length)
    envelopes = platform.store.read("long-toy")
    for start in range(0, len(envelopes), 1000):
        store.append("long-toy", start, envelopes[start : start + 1000])
    return "long-toy"


def row(client: redis.Redis, store: EventStore, rulesets: dict, name: str, ids: list[str]) -> tuple[int, dict, bool]:
    """Measure and print one row; its events, its rates by name, and whether every log's audit verified."""
    events = sum(store.version(g) for g in ids)
    xrange = best_rate(events, lambda: [client.xrange(stream_key(g)) for g in ids])
    rebuild = best_rate(events, lambda: [GameLoader(store, rulesets).load(g) for g in ids])
    reports: list[dict] = []
    audited = best_rate(events, lambda: reports.extend(audit(store.read(g), rulesets) for g in ids))
    verified = all(r["verified"] for r in reports)
    parsed = best_rate(events, lambda: [parse_log(client, g) for g in ids])
    checks: list[list[bool]] = []
    hashed = best_rate(events, lambda: checks.extend(hash_log(client, g) for g in ids))
    if not all(all(game) for game in checks):
        raise AssertionError(f"{name}: the floor's hashes are not the log's: it hashed other bytes")
    print(
        f"  {name:<14} {events:>7,} {xrange:>12,.0f} {parsed:>11,.0f} {rebuild:>13,.0f} "
        f"{100 * rebuild / parsed:>8.1f}% {hashed:>11,.0f} {audited:>11,.0f} {100 * audited / hashed:>8.1f}% "
        f"{verified!s:>8}"
    )
    rates = {"xrange": xrange, "rebuild": rebuild, "audit": audited, "parsed": parsed, "hashed": hashed}
    return events, rates, verified


def parse_log(client: redis.Redis, game_id: str) -> list[dict[str, Any]]:
    """The game's stream read as the anchor reads it, each event's JSON parsed by orjson: nothing more."""
    entries = cast(list[tuple[bytes, dict[bytes, bytes]]], client.xrange(stream_key(game_id)))
    return [orjson.loads(fields[b"e"]) for _, fields in entries]


def hash_log(client: redis.Redis, game_id: str) -> list[bool]:
    """`parse_log`, then whether each event's hash is that of the rest of it (canonical JSON, SHA-256)."""
    return [event.pop("hash") == sha256_hex(event) for event in parse_log(client, game_id)]
