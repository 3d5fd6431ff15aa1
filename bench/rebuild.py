"""P3: events/s of a full-log rebuild and of the audit, each beside XRANGE of the same logs (the anchor).

    python -m bench p3

The logs: one long toy log (10,000 events), and finished all-bot games of every ruleset (random seats),
played in process and appended to a throwaway redis-server as they were decided, with no snapshot.
Then, per ruleset and over the same logs:
  - the anchor: XRANGE of each whole stream with redis-py (with hiredis's parser when it is installed);
  - rebuild: GameLoader.load of each game on a loader with no snapshot and no game in memory, so the game is
    read from Redis and folded from event 1;
  - audit: projections.audit.audit of each whole log (read from Redis first, as `GET /games/{id}/audit` does);
  - the floors under them: XRANGE of each whole stream with each event's JSON parsed by orjson, the fastest parser
    here (the store's own `load_json` checks more first), and nothing else; then the same with each event's hash
    worked out again (canonical JSON, SHA-256), as the audit checks every hash. Whatever reads the log as JSON
    does at least the first per event, an audit at least the second, so the time each goal leaves for the rest
    (the envelopes and events, the fold, the audit's other checks) is printed beside it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, cast

import orjson
import redis
import redis.utils

from app.bootstrap import in_memory_platform
from devtools.redis_server import RedisServer
from devtools.toy import TOY
from devtools.toy_games import add_until, toy_game
from events.redis_store import RedisEventStore, stream_key
from events.store import EventStore
from games.codec import sha256_hex
from games.registry import RULESETS
from projections.audit import audit
from projections.snapshots import GameLoader
from workers.simulate import play_game

from .procs import load_average

GAMES = 4  # per ruleset
LONG_LOG = 10_000  # events in the toy game's log (devtools/toy.py: the cheapest fold there is)
ROUNDS = 3  # best of
GOALS = {"rebuild": 0.50, "audit": 0.25}  # P3's goals, as shares of XRANGE's speed


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
    print(f"P3 rebuild and audit vs XRANGE of the same logs ({games} finished games per ruleset, best of {ROUNDS})")
    print(f"  {hiredis_note()}; load {load_average()}")
    print(
        f"  {'ruleset':<14} {'events':>7} {'XRANGE ev/s':>12} {'rebuild ev/s':>13} {'of XRANGE':>9} "
        f"{'audit ev/s':>11} {'of XRANGE':>9} {'verified':>8} {'parsed ev/s':>11} {'of XRANGE':>9}"
    )
    totals = {"xrange": 0.0, "rebuild": 0.0, "audit": 0.0, "parsed": 0.0, "hashed": 0.0}
    events_in_all = 0
    unverified = 0  # rulesets with a log whose audit did not verify
    rulesets = {**RULESETS, TOY.id: TOY}
    with RedisServer() as server:
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
    ratios = {name: totals["xrange"] / totals[name] for name in ("rebuild", "audit", "parsed", "hashed")}
    ratios["unverified"] = unverified
    print(
        f"  the five rulesets (time-weighted): rebuild {100 * ratios['rebuild']:.1f} % of XRANGE (goal >= "
        f"{100 * GOALS['rebuild']:.0f} %), audit {100 * ratios['audit']:.1f} % (goal >= {100 * GOALS['audit']:.0f} %)"
    )
    print("  the floors, what any rebuild or audit of these logs does at least:")
    print(
        f"    XRANGE with each event's JSON parsed by orjson: {floor_note(totals, events_in_all, 'parsed', 'rebuild')}"
    )
    print(f"    and each event's hash worked out again: {floor_note(totals, events_in_all, 'hashed', 'audit')}")
    return ratios


def floor_note(totals: dict[str, float], events: int, floor: str, measured: str) -> str:
    """How fast a floor runs against XRANGE, and what it leaves the rest of `measured` at its goal, per event."""
    goal, per_event = GOALS[measured], {name: 1e6 * seconds / events for name, seconds in totals.items()}
    left = per_event["xrange"] / goal - per_event[floor]  # at the goal, `measured` takes XRANGE's time / goal
    return (
        f"{100 * totals['xrange'] / totals[floor]:.1f} % of XRANGE ({per_event[floor]:.2f} us an event against "
        f"{per_event['xrange']:.2f}); at {100 * goal:.0f} % that leaves {left:.2f} us an event for the rest of "
        f"the {measured}, which takes {per_event[measured] - per_event[floor]:.2f} us now"
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
        f"  {name:<14} {events:>7,} {xrange:>12,.0f} {rebuild:>13,.0f} {100 * rebuild / xrange:>8.1f}% "
        f"{audited:>11,.0f} {100 * audited / xrange:>8.1f}% {verified!s:>8} {parsed:>11,.0f} "
        f"{100 * parsed / xrange:>8.1f}%"
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
