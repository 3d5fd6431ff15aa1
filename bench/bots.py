"""P4: bots through a real RQ worker: a bot's reply after its turn starts, beside a no-op RQ job (the anchor),
and the time of an all-bot game of every ruleset with every mix of `basic` and `random` levels; beside them, the
`expert`'s replies (issue 42) in a game of each ruleset (expert against basic, its default thinking time), for
EXPERT_LIMIT_S at most, and their p95 against the budget.

    python -m bench p4
    python -m bench p4 --table     # every mix at each ruleset's usual table size (bench/__main__.py TABLES)

One RQ worker as the Procfile starts it, on a throwaway redis-server. Games are created in this process on the
same Redis (the platform schedules their bot turns on RQ, as the web app does) and played by the worker alone,
one game at a time.
  - anchor: a no-op job's end to end latency, enqueued_at to ended_at as RQ records them, one job at a time;
  - reply: for every bot command, the `at` of its first event minus the `at` of the event before it (the one
    that made it the bot's turn);
  - game: the `at` of GameEnded minus the `at` of GameCreated.
"""

from __future__ import annotations

import itertools
import statistics
import tempfile
import time
from datetime import datetime

import redis
from rq import Queue
from rq.serializers import JSONSerializer

from adapters.redis_archiving import game_keys
from app.follow_ups import follow_up, moment
from app.scheduling import QUEUE
from bootstrap import build_platform
from events.lifecycle import EXPERT_MS, SeatSpec
from games.registry import RULESETS

from .procs import load_average, rq_worker, throwaway_env, users_redis

ANCHOR_JOBS = 40
GAME_LIMIT_S = 60.0  # a game still running after this is reported as such, and the bench moves on
EXPERT_LIMIT_S = 20.0  # an expert's game is watched this long (a whole one takes minutes: it thinks)
FAST_LEVELS = ("random", "basic")  # P4's goals are theirs
TABLES = {"neck_and_neck": 3, "jockey": 4, "long_shot": 4, "photo_finish": 3, "homestretch": 4}


def noop() -> None:
    """The anchor's job: nothing."""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def noop_latencies(client: redis.Redis, jobs: int = ANCHOR_JOBS) -> list[float]:
    """End to end ms of `jobs` no-op jobs, one at a time, as RQ records them (enqueued_at to ended_at)."""
    queue = Queue(QUEUE, connection=client, serializer=JSONSerializer)
    found = []
    for _ in range(jobs):
        job = queue.enqueue("bench.bots.noop", result_ttl=60)
        deadline = time.monotonic() + 30
        while not job.is_finished:
            if time.monotonic() > deadline or job.is_failed:
                raise RuntimeError(f"the no-op job {job.id} did not finish: {job.get_status()}")
            time.sleep(0.002)
        job.refresh()
        if job.ended_at is None or job.enqueued_at is None:
            raise RuntimeError(f"the no-op job {job.id} has no timestamps")
        found.append(_ms(job.enqueued_at, job.ended_at))
    return found


def _ms(start: datetime, end: datetime) -> float:
    return (end - start).total_seconds() * 1000


def mixes(seats: int) -> list[tuple[str, ...]]:
    """Every mix of bot levels at a table: how many seats each level plays (seat order does not matter)."""
    return list(itertools.combinations_with_replacement(FAST_LEVELS, seats))


def p4(table: bool = False, expert_watch_s: float = EXPERT_LIMIT_S) -> dict[str, float]:
    """Bot replies and all-bot games through the worker; returns the reply p50 and p95 (ms, on the log's whole-ms
    clocks), how many replies, the anchor's p50 and the slowest game's seconds; each expert game is watched for
    `expert_watch_s`."""
    print(f"P4 bots through one RQ worker (the Procfile's worker line); load {load_average()}")
    replies: list[float] = []
    slowest = 0.0
    with users_redis() as server, tempfile.TemporaryDirectory() as keys:
        env = throwaway_env(server.url, keys)
        client = redis.Redis.from_url(server.url)
        platform = build_platform({"FURLONG_SIGNING_KEY": env["FURLONG_SIGNING_KEY"]}, client=client)
        with rq_worker(env):
            anchor = noop_latencies(client)
            print(
                f"  anchor: a no-op RQ job, enqueue to finished: p50 {statistics.median(anchor):.1f} ms, "
                f"p95 {percentile(anchor, 0.95):.1f} ms ({len(anchor)} jobs)"
            )
            print(f"  {'ruleset':<14} {'levels':<28} {'events':>6} {'commands':>8} {'game s':>7} {'reply p50 ms':>12}")
            for ruleset in RULESETS.values():
                seats = TABLES[ruleset.id] if table else ruleset.min_seats
                for number, levels in enumerate(mixes(seats)):
                    game_id = f"p4-{ruleset.id}-{number}"
                    specs = tuple(SeatSpec(bot=level) for level in levels)
                    created = platform.handler.create(
                        game_id, ruleset.id, specs, {}, f"seed-{game_id}", {"system": "bench"}
                    )
                    if created.after is not None:
                        follow_up(platform, None, created.after)
                    seconds, events, commands, game_replies = watch(platform.store, game_id)
                    replies += game_replies
                    slowest = max(slowest, seconds)
                    shown = f"{seconds:>7.2f}" if seconds < GAME_LIMIT_S else f">{GAME_LIMIT_S:>5.0f}!"
                    print(
                        f"  {ruleset.id:<14} {','.join(levels):<28} {events:>6} {commands:>8} {shown} "
                        f"{statistics.median(game_replies) if game_replies else float('nan'):>12.1f}"
                    )
            thinking = experts(platform, expert_watch_s)
    p50, p95 = statistics.median(replies), percentile(replies, 0.95)
    print(
        f"  bot reply after its turn starts, all games: p50 {p50:.1f} ms, p95 {p95:.1f} ms ({len(replies)} replies; "
        f"the log's clocks count whole ms, so 0 is under 1 ms) vs the no-op job's p50 "
        f"{statistics.median(anchor):.1f} ms (ratio {p50 / statistics.median(anchor):.2f})"
    )
    print(f"  goals: reply p50 <= 10 ms; every game <= 5 s (slowest {slowest:.2f} s); load {load_average()}")
    anchor_p50 = statistics.median(anchor)
    return {
        "reply_p50_ms": p50,
        "reply_p95_ms": p95,
        "replies": len(replies),
        "anchor_p50_ms": anchor_p50,
        "slowest_s": slowest,
        **thinking,
    }


def experts(platform, watch_s: float = EXPERT_LIMIT_S) -> dict[str, float]:
    """The expert's replies through the worker: a game of each ruleset, expert (seat 0) against basic seats, watched
    for `watch_s`; p50 and p95 of its replies, and the p95 against its budget."""
    replies: list[float] = []
    for ruleset in RULESETS.values():
        if ruleset.determinize is None:
            continue
        game_id = f"p4-expert-{ruleset.id}"
        specs = (SeatSpec(bot="expert"), *(SeatSpec(bot="basic") for _ in range(max(2, ruleset.min_seats) - 1)))
        created = platform.handler.create(game_id, ruleset.id, specs, {}, f"seed-{game_id}", {"system": "bench"})
        if created.after is not None:
            follow_up(platform, None, created.after)
        time.sleep(watch_s)
        found = [ms for ms, actor in actions(platform.store, game_id) if actor == {"bot": 0}]
        print(f"  expert, {ruleset.id}: {len(found)} replies, p50 {statistics.median(found):.0f} ms, "
              f"p95 {percentile(found, 0.95):.0f} ms (budget {EXPERT_MS} ms)")  # fmt: skip
        replies += found
        platform.redis.delete(*game_keys(game_id))  # its bots' next jobs find no game: they stop
    p50, p95 = statistics.median(replies), percentile(replies, 0.95)
    print(f"  expert replies, all rulesets: p50 {p50:.0f} ms, p95 {p95:.0f} ms = {p95 / EXPERT_MS:.2f} x its budget")
    return {"expert_reply_p50_ms": p50, "expert_reply_p95_ms": p95, "expert p95 / budget": p95 / EXPERT_MS}


def actions(store, game_id: str) -> list[tuple[float, dict]]:
    """Each command's reply in ms (the `at` of its first event minus the event before it) and its actor."""
    envelopes = store.read(game_id)
    return [
        (_ms(moment(previous.at), moment(envelope.at)), envelope.actor)
        for previous, envelope in zip(envelopes, envelopes[1:])
        if envelope.command_id != previous.command_id
    ]


def watch(store, game_id: str) -> tuple[float, int, int, list[float]]:
    """Wait for a game to end (at most GAME_LIMIT_S); its seconds, events, commands and bot replies in ms."""
    deadline = time.monotonic() + GAME_LIMIT_S
    while time.monotonic() < deadline:
        log = store.read(game_id, after=max(0, store.version(game_id) - 1))
        if log and log[-1].type == "GameEnded":
            break
        time.sleep(0.05)
    envelopes = store.read(game_id)
    replies, commands = [], 0
    for previous, envelope in zip(envelopes, envelopes[1:]):
        if envelope.command_id != previous.command_id:
            commands += 1
            if "bot" in envelope.actor:
                replies.append(_ms(moment(previous.at), moment(envelope.at)))
    ended = envelopes[-1].type == "GameEnded"
    seconds = _ms(moment(envelopes[0].at), moment(envelopes[-1].at)) / 1000 if ended else float("inf")
    return seconds, len(envelopes), commands, replies
