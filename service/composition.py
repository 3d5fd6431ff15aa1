"""The composition root: one place builds the store, queue and clock for app, workers and tests."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import redis
from rq import Queue
from rq.serializers import JSONSerializer

from events.handler import CommandHandler, Effect, Outcome, utc_now
from events.redis_store import RedisEventStore
from events.vault import RedisVault
from games.base import Ruleset
from games.registry import RULESETS
from projections.ledger_store import LedgerStore
from projections.lobby import Lobby
from projections.snapshots import GameLoader
from workers.scheduling import QUEUE, RqScheduler
from workers.turns import follow_up

from .keys import KeyStore

DEFAULTS = {
    "REDIS_URL": "redis://127.0.0.1:6390/0",
    "SNAPSHOT_EVERY": 50,
    "IDEMPOTENCY_TTL_S": 48 * 3600,
    "FURLONG_ADMIN_TOKEN": "",
    "WEB_THREADS": 256,
    "REDIS_POOL_WAIT_S": 2.0,
    "FURLONG_SIGNING_KEY": "",
    "FURLONG_RETIRED_KEYS": "",
    "FURLONG_KEYS_DIR": "data/keys",
}
SPARE_CONNECTIONS = 16  # beyond one per web thread: the worker's sweep and other background users


@dataclass
class Platform:
    """Everything a request, a job or a test needs, wired once."""

    redis: redis.Redis
    rulesets: Mapping[str, Ruleset]
    store: RedisEventStore
    vault: RedisVault
    loader: GameLoader
    lobby: Lobby
    ledgers: LedgerStore
    handler: CommandHandler
    scheduler: Any
    clock: Callable[[], str]
    settings: Mapping[str, Any]
    keys: KeyStore


def settings_from(config: Mapping[str, Any] | None) -> dict[str, Any]:
    """Defaults, then environment, then explicit config."""
    merged = dict(DEFAULTS)
    merged.update({k: os.environ[k] for k in DEFAULTS if k in os.environ})
    merged.update(config or {})
    return merged


def pooled_client(settings: Mapping[str, Any]) -> redis.Redis:
    """A client whose pool has a connection for every web thread; when all are busy a request waits a little,
    then gets a ConnectionError (a 503 with Retry-After), never a 500."""
    pool = redis.BlockingConnectionPool.from_url(
        settings["REDIS_URL"],
        max_connections=int(settings["WEB_THREADS"]) + SPARE_CONNECTIONS,
        timeout=float(settings["REDIS_POOL_WAIT_S"]),
    )
    return redis.Redis(connection_pool=pool)


def build_platform(
    config: Mapping[str, Any] | None = None,
    client: redis.Redis | None = None,
    clock: Callable[[], str] = utc_now,
    rulesets: Mapping[str, Ruleset] = RULESETS,
    scheduler: Any = None,
) -> Platform:
    """Wire the platform against one Redis (from REDIS_URL unless a client is given).

    Follow-up work (bot turns, deadlines) goes to RQ on the same Redis unless another
    scheduler is given (an InlineScheduler runs it in-process).
    """
    settings = settings_from(config)
    client = client or pooled_client(settings)
    store = RedisEventStore(client)
    loader = GameLoader(store, rulesets, every=int(settings["SNAPSHOT_EVERY"]))
    lobby, vault = Lobby(client), RedisVault(client)

    ledgers = LedgerStore(client, store, loader, rulesets)
    handler = CommandHandler(store, loader.load, rulesets, vault, clock=clock)
    scheduler = scheduler or RqScheduler(Queue(QUEUE, connection=client, serializer=JSONSerializer))
    platform = Platform(
        client, rulesets, store, vault, loader, lobby, ledgers, handler, scheduler, clock, settings, KeyStore(settings)
    )
    handler.effects.extend(after_commit_effects(platform))
    if hasattr(scheduler, "platform"):
        scheduler.platform = platform
    return platform


def after_commit_effects(platform: Platform) -> list[Effect]:
    """What follows every append, in order: the read models, then the follow-ups (each caught up if it fails)."""

    def snapshot(outcome: Outcome) -> None:
        platform.loader.remember(outcome.before, outcome.after)

    def lobby_summary(outcome: Outcome) -> None:
        platform.lobby.record(outcome.after)

    def ledger_copy(outcome: Outcome) -> None:
        platform.ledgers.record(outcome.before, outcome.after, outcome.envelopes)

    def tokens_of_leavers(outcome: Outcome) -> None:
        for seat, (was, now) in enumerate(zip(outcome.before.seats, outcome.after.seats)):
            if now.left and not was.left:
                platform.vault.revoke_seat(outcome.after.game_id, seat)

    def follow_ups(outcome: Outcome) -> None:
        if outcome.follow_up:
            follow_up(platform, outcome.before, outcome.after)

    return [tokens_of_leavers, snapshot, lobby_summary, ledger_copy, follow_ups]
