"""The composition root: the one place that wires ports to adapters, for the web app, workers, CLIs and benches."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import redis
from rq import Queue
from rq.serializers import JSONSerializer

from events.handler import Appended, CommandHandler, Effect, utc_now
from events.redis_store import RedisEventStore
from events.store import EventStore, InMemoryEventStore
from events.vault import InMemoryVault, RedisVault, Vault
from games.base import Ruleset
from games.registry import RULESETS
from projections.ledger_store import InMemoryLedgerRecords, LedgerRecords, LedgerStore, RedisLedgerRecords
from projections.lobby import InMemoryLobby, Lobby, LobbyIndex
from projections.snapshots import GameLoader

from .follow_ups import follow_up
from .keys import KeyStore
from .scheduling import QUEUE, RecordingScheduler, RqScheduler, Scheduler

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


@dataclass(frozen=True)
class Adapters:
    """One adapter per storage port: Redis in service, in-memory in simulations and fast tests."""

    store: EventStore
    vault: Vault
    lobby: LobbyIndex
    ledger_records: LedgerRecords
    redis: redis.Redis | None = None


@dataclass
class Platform:
    """Everything a request, a job or a test needs, wired once."""

    redis: redis.Redis | None
    rulesets: Mapping[str, Ruleset]
    store: EventStore
    vault: Vault
    loader: GameLoader
    lobby: LobbyIndex
    ledgers: LedgerStore
    handler: CommandHandler
    scheduler: Scheduler
    clock: Callable[[], str]
    settings: Mapping[str, Any]
    keys: KeyStore


# Makes the platform's scheduler once the platform exists (an in-process scheduler runs turns on it).
SchedulerFor = Callable[[Platform], Scheduler]


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


def redis_adapters(client: redis.Redis) -> Adapters:
    """Every storage port on one Redis (all of a game's keys share its hash tag)."""
    return Adapters(RedisEventStore(client), RedisVault(client), Lobby(client), RedisLedgerRecords(client), client)


def in_memory_adapters() -> Adapters:
    """Every storage port in this process's memory."""
    return Adapters(InMemoryEventStore(), InMemoryVault(), InMemoryLobby(), InMemoryLedgerRecords())


def rq_scheduler(platform: Platform) -> Scheduler:
    """Follow-ups as RQ jobs on the platform's Redis."""
    if platform.redis is None:
        raise ValueError("an RQ scheduler needs a Redis platform; give an in-process scheduler")
    return RqScheduler(Queue(QUEUE, connection=platform.redis, serializer=JSONSerializer))


def build_platform(
    config: Mapping[str, Any] | None = None,
    client: redis.Redis | None = None,
    clock: Callable[[], str] = utc_now,
    rulesets: Mapping[str, Ruleset] = RULESETS,
    scheduler: SchedulerFor = rq_scheduler,
    adapters: Adapters | None = None,
) -> Platform:
    """Wire the platform: on the given adapters, else on one Redis (a client, else REDIS_URL).

    Follow-up work (bot turns, deadlines) goes to RQ on the same Redis unless another
    scheduler is given (workers.scheduling.InlineScheduler runs it in-process).
    """
    settings = settings_from(config)
    adapters = adapters or redis_adapters(client or pooled_client(settings))
    loader = GameLoader(adapters.store, rulesets, every=int(settings["SNAPSHOT_EVERY"]))
    ledgers = LedgerStore(adapters.ledger_records, adapters.store, loader, rulesets)
    handler = CommandHandler(adapters.store, loader.load, rulesets, adapters.vault, clock=clock)
    platform = Platform(
        adapters.redis, rulesets, adapters.store, adapters.vault, loader, adapters.lobby, ledgers, handler,
        RecordingScheduler(), clock, settings, KeyStore(settings),
    )  # fmt: skip
    platform.scheduler = scheduler(platform)
    handler.effects.extend(after_commit_effects(platform))
    return platform


def in_memory_platform(
    scheduler: SchedulerFor = lambda _: RecordingScheduler(),
    rulesets: Mapping[str, Ruleset] = RULESETS,
    clock: Callable[[], str] = utc_now,
    config: Mapping[str, Any] | None = None,
) -> Platform:
    """The same platform on in-memory fakes: simulations, tournaments and fast tests."""
    return build_platform(config, clock=clock, rulesets=rulesets, scheduler=scheduler, adapters=in_memory_adapters())


def after_commit_effects(platform: Platform) -> list[Effect]:
    """What follows every append, in order: the read models, then the follow-ups (each caught up if it fails)."""

    def snapshot(appended: Appended) -> None:
        platform.loader.remember(appended.before, appended.after)

    def lobby_summary(appended: Appended) -> None:
        platform.lobby.record(appended.after)

    def ledger_copy(appended: Appended) -> None:
        platform.ledgers.record(appended.before, appended.after, appended.envelopes)

    def tokens_of_leavers(appended: Appended) -> None:
        for seat, (was, now) in enumerate(zip(appended.before.seats, appended.after.seats)):
            if now.left and not was.left:
                platform.vault.revoke_seat(appended.after.game_id, seat)

    def follow_ups(appended: Appended) -> None:
        if appended.follow_up:
            follow_up(platform, appended.before, appended.after)

    return [tokens_of_leavers, snapshot, lobby_summary, ledger_copy, follow_ups]
