"""The composition root: the one place that wires ports to adapters, for the web app, workers, CLIs and benches."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Mapping
from dataclasses import InitVar, dataclass, field
from datetime import UTC, datetime
from typing import Any, cast

import redis
from redis import Redis
from redis.cluster import ClusterNode, RedisCluster
from rq import Queue
from rq.serializers import JSONSerializer

from adapters.cluster_store import ClusterEventStore
from adapters.direct_calls import plain_pool
from adapters.outages import OUTAGES
from adapters.quick_pool import QuickBlockingConnectionPool
from adapters.redis_all_events import RedisAllEvents
from adapters.redis_archiving import RedisHotGames
from adapters.redis_explanations import RedisExplanations
from adapters.redis_ledger import RedisLedgerRecords
from adapters.redis_lobby import RedisLobby as Lobby
from adapters.redis_players import RedisPlayerDirectory
from adapters.redis_presence import RedisPresence
from adapters.redis_rate_limits import RedisFeedLeases, RedisRateLimiter
from adapters.redis_ratings import RedisRatingsLog
from adapters.redis_seeks import RedisSeekPool
from adapters.redis_store import RedisEventStore
from adapters.redis_vault import RedisVault
from adapters.redis_webhooks import RedisWebhookStore
from adapters.round_trips import count_round_trips, counting
from adapters.rq_scheduler import RqScheduler
from adapters.webhook_http import post
from app.all_events import AllEvents, InMemoryAllEvents, Publisher
from app.archived_reads import (
    ArchiveBackedLedgers,
    ArchiveBackedLobby,
    ArchiveBackedStore,
    ArchiveBackedVault,
    ArchivedGames,
)
from app.archiving import Archiver, HotGames, InMemoryHotGames
from app.explanations import Explanations, InMemoryExplanations
from app.follow_ups import deadlines_rider, follow_up
from app.identity import Issuers, issuers_from_setting
from app.keys import KeyStore
from app.metrics import count_conflict
from app.player_history import PlayerHistory
from app.players import Identities, InMemoryPlayerDirectory, PlayerDirectory
from app.presence import SEEN_EVERY_S, InMemoryPresence, Presence
from app.rate_limits import FeedLeases, InMemoryFeedLeases, InMemoryRateLimiter, RateLimiter
from app.ratings_log import InMemoryRatingsLog, Rater, RatingsLog
from app.scheduling import QUEUE, DeadlineIndexPort, RecordingScheduler, Scheduler
from app.seeks import InMemorySeekPool, Matchmaker, SeekPool, table_maker
from app.webhook_targets import Attempt
from app.webhooks import InMemoryWebhookStore, WebhookStore
from bootstrap.archive import DEFAULTS as ARCHIVE_SETTINGS
from bootstrap.archive import archive_from_settings
from events.archive import ArchiveStore, ArchiveUnavailable, InMemoryArchive
from events.bounded import Bounded
from events.feed_hub import PubSub
from events.game import Game
from events.handler import Appended, CommandHandler, Effect, utc_now
from events.known_tokens import KnownTokens
from events.loader import HOT_GAMES, GameLoader
from events.store import EventStore, InMemoryEventStore
from events.vault import InMemoryVault, Vault
from games.base import Ruleset
from games.registry import RULESETS
from projections.ledger_store import MODEL as LEDGER
from projections.ledger_store import InMemoryLedgerRecords, LedgerRecords, LedgerStore
from projections.lobby import InMemoryLobby, LobbyIndex, shows_change

log = logging.getLogger(__name__)
DEFAULTS = {
    "REDIS_URL": "redis://127.0.0.1:6390/0",
    "REDIS_CLUSTER_NODES": "",  # "host:port,host:port": the store on Redis Cluster (docs/scaling.md)
    "REDIS_CLUSTER_PASSWORD": "",  # the cluster nodes' password (in the environment: never on a command line)
    "RQ_REDIS_URL": "",  # jobs and deadlines on their own Redis; empty: REDIS_URL (RQ has no cluster support)
    "REDIS_WAIT_REPLICAS": 1,  # on a cluster, an append is acknowledged once this many replicas have it
    "REDIS_WAIT_TIMEOUT_MS": 2000,
    "SNAPSHOT_EVERY": 50,
    "HOT_GAMES": HOT_GAMES,  # games whose latest state each process keeps in memory (events/loader.py)
    "IDEMPOTENCY_TTL_S": 48 * 3600,
    "FURLONG_ADMIN_TOKEN": "",
    "OPEN_GAME_TTL_S": 3600,  # a game nobody finished joining ends after this long (0: it waits forever)
    "WEB_THREADS": 1280,
    "REDIS_POOL_WAIT_S": 2.0,
    "FURLONG_SIGNING_KEY": "",
    "FURLONG_RETIRED_KEYS": "",
    "FURLONG_KEYS_DIR": "data/keys",
    "ARCHIVE_AFTER_S": 300,  # a finished game goes to the archive this long after its end (app/archiving.py)
    "ARCHIVE_RETENTION_DAYS": 0,  # archived games created longer ago are deleted, each logged (0: kept for ever)
    "ARCHIVE_CACHE_GAMES": 64,  # archived games each process keeps read (app/archived_reads.py)
    "PLAYER_ISSUERS": "",  # JSON [{"issuer", "jwks_url", "audience"}]: sites whose users may play (app/identity.py)
    "PLAYER_ID_SECRET": "",  # hex: the secret issuers' users' player ids are made under ("": one kept in Redis)
    "WEBHOOK_ALLOWED_NETWORKS": "",  # addresses or CIDRs a webhook may target though not public ("": none)
    "WEBHOOK_TIMEOUT_S": 10,  # one delivery attempt, DNS to the answer's last byte read
    "WEBHOOK_MAX_ANSWER_BYTES": 65_536,  # of a receiver's answer body read, the rest ignored
    "WEBHOOK_GIVE_UP_S": 3 * 24 * 3600,  # a message failing this long disables its subscription
    "WEBHOOK_MAX_PER_OWNER": 20,  # subscriptions one player or management token may hold
    "WEBHOOK_MAX_PER_ADDRESS": 100,  # subscriptions the clients of one address (an IPv6 /64) may hold, owners summed
    "WEBHOOK_SECRET_OVERLAP_S": 24 * 3600,  # a replaced signing secret still signs this long
    "EVENTS_FEED_PARTS": 0,  # streams of the all-games feed (app/all_events.py; 0: 1 on one Redis, 16 on a cluster)
    "EVENTS_FEED_KEEP": 100_000,  # events the all-games feed keeps, split over its parts (older ones are trimmed)
    "EVENTS_POLL_S": 0.5,  # how often a live all-games feed looks for new events
    **ARCHIVE_SETTINGS,  # ARCHIVE_URL, ARCHIVE_S3_ENDPOINT and FURLONG_DATA_DIR (bootstrap/archive.py)
}
SIGHTINGS_KEPT = 4096  # seats whose last noted sighting each process remembers (Platform.saw)
SPARE_CONNECTIONS = 16  # beyond one per web thread: the worker's sweep and other background users
POOLED_THREADS = 256  # most threads are live feeds, which wait without a connection (events/feed_hub.py)


Errors = tuple[type[Exception], ...]
# Makes the platform's scheduler as the platform is made (an in-process scheduler runs turns on it).
SchedulerFor = Callable[["Platform"], Scheduler]


@dataclass(frozen=True)
class Adapters:
    """One adapter per storage port: Redis in service, in-memory in simulations and fast tests."""

    store: EventStore
    vault: Vault
    lobby: LobbyIndex
    ledger_records: LedgerRecords
    rate_limiter: RateLimiter
    feed_leases: FeedLeases
    redis: redis.Redis | None = None  # the store's client: a Redis, or a RedisCluster
    outages: Errors = ()  # what the storage raises when it does not answer (a 503: nothing was appended)
    failures: Errors = ()  # every error the storage raises
    archive: ArchiveStore | None = None  # where finished games go (None: the settings' ARCHIVE_URL)
    hot_games: HotGames | None = None  # the hot side of archiving: Redis's, or the in-memory adapters' (None: none)
    players: PlayerDirectory = field(default_factory=InMemoryPlayerDirectory)  # player identities (issue 41)
    ratings: RatingsLog = field(default_factory=InMemoryRatingsLog)  # the ratings log and its projections
    seeks: SeekPool = field(default_factory=InMemorySeekPool)  # quick play's seekers (app/seeks.py)
    presence: Presence = field(default_factory=InMemoryPresence)  # when each seat was last seen (app/presence.py)
    explanations: Explanations = field(default_factory=InMemoryExplanations)  # what expert bots weighed (issue 42)
    webhooks: WebhookStore = field(default_factory=InMemoryWebhookStore)  # subscriptions, deliveries (issue 43)
    all_events: AllEvents = field(default_factory=InMemoryAllEvents)  # the all-games feed (issue 43)
    appends: Callable[[], PubSub] | None = None  # a subscription's maker, for the appends' notices (None: none)


@dataclass
class Platform:
    """Everything a request, a job or a test needs, wired once: its scheduler and command handler are made by its
    own constructor, since they act on the platform (an in-process scheduler plays bot turns through it, and every
    append's follow-ups go to the scheduler)."""

    redis: redis.Redis | None  # the store's client (a RedisCluster on a cluster)
    jobs_redis: Redis | None  # RQ's queues and the deadline index: always a single Redis
    rulesets: Mapping[str, Ruleset]
    store: EventStore
    vault: Vault
    loader: GameLoader
    lobby: LobbyIndex
    ledgers: LedgerStore
    clock: Callable[[], str]
    settings: Mapping[str, Any]
    keys: KeyStore
    rate_limiter: RateLimiter
    feed_leases: FeedLeases
    outages: Errors  # storage errors that mean it did not answer
    failures: Errors  # every storage error
    archive: ArchiveStore  # finished games, off Redis (app/archiving.py)
    hot_store: EventStore  # the store's Redis (or in-memory) side alone: what the archiver hands over
    hot_games: HotGames | None  # the hot side of archiving (None: nothing is archived)
    players: PlayerDirectory  # player identities across games (app/players.py)
    identities: Identities  # who a player token names: a guest, or an issuer's user (app/identity.py)
    history: PlayerHistory  # each player's games, in Redis and in the archive (app/player_history.py)
    ratings: RatingsLog  # ratings anyone can re-derive (projections/ratings.py)
    seeks: SeekPool  # quick play's seekers (app/seeks.py)
    presence: Presence  # when each seat was last seen (app/presence.py)
    explanations: Explanations  # the options expert bots weighed, shown once a game is over (app/explanations.py)
    webhooks: WebhookStore  # webhook subscriptions and their deliveries (app/webhooks.py)
    all_events: AllEvents  # every game's public events in one resumable feed (app/all_events.py)
    scheduler_for: InitVar[SchedulerFor]
    deadlines_ride: InitVar[bool]  # whether an append may carry its deadlines (deadlines_beside_the_log)
    known_tokens: KnownTokens = field(default_factory=KnownTokens)  # seat tokens this process saw confirmed
    sightings: Bounded[tuple[str, int], float] = field(default_factory=lambda: Bounded(SIGHTINGS_KEPT))  # Platform.saw
    webhook_sender: Callable[..., Attempt] = post  # one webhook attempt over HTTP (adapters/webhook_http.py)
    appends: Callable[[], PubSub] | None = None  # a subscription to the appends' notices (events/feed_hub.py)
    scheduler: Scheduler = field(init=False)
    deadlines: DeadlineIndexPort | None = field(init=False)  # the RQ scheduler's turn deadlines, which workers poll
    handler: CommandHandler = field(init=False)

    def __post_init__(self, scheduler_for: SchedulerFor, deadlines_ride: bool) -> None:
        self.scheduler = scheduler_for(self)
        self.deadlines = self.scheduler.deadlines if isinstance(self.scheduler, RqScheduler) else None
        self.handler = CommandHandler(
            self.store,
            self.loader.load,
            self.rulesets,
            self.vault,
            effects=after_commit_effects(self),
            clock=self.clock,
            inline=self.ledgers.rows,
            rider=deadlines_rider(self.deadlines) if deadlines_ride and self.deadlines else None,
            conflict_observers=(count_conflict,),
        )

    def archiver(self, steps: Callable[[str], None] = lambda step: None) -> Archiver:
        """The archiver of this platform's finished games (LookupError when its adapters have no hot side)."""
        if self.hot_games is None:
            raise LookupError("this platform archives nothing (its adapters have no hot side of archiving)")
        return Archiver(
            self.hot_store, self.loader, self.archive, self.hot_games,
            lambda: (self.keys.current, self.keys.public_keys()),
            float(self.settings["ARCHIVE_AFTER_S"]), datetime_now, steps, self.settle, self.all_events.forget,
        )  # fmt: skip

    def publisher(self) -> Publisher:
        """The all-games feed's publisher on this platform's log."""
        return Publisher(self.all_events, self.store, self.rulesets)

    def settle(self, game: Game) -> str:
        """Before a finished game leaves Redis: its events all in the all-games feed, then the game rated; the
        rating's outcome (the archiver waits while it is "busy")."""
        self.publisher().catch_up(game)
        return Rater(self.ratings).rate(game)

    def saw(self, game_id: str, seat: int) -> None:
        """Note that a seat's player is here (at most every SEEN_EVERY_S per process; never fails a request)."""
        now = time.time()
        if now - (self.sightings.get((game_id, seat)) or 0.0) < SEEN_EVERY_S:
            return
        self.sightings.put((game_id, seat), now)
        try:
            self.presence.seen(game_id, seat, now)
        except self.failures:
            log.debug("presence of game %s seat %s not noted: the storage did not answer", game_id, seat)

    def matchmaker(self) -> Matchmaker:
        """Quick play's matchmaker on this platform's seek pool, making games through its handler."""
        return Matchmaker(self.seeks, table_maker(self.handler, self.store), time.time)

    def ping(self) -> None:
        """Nothing if the storage answers; its error if not; LookupError on in-memory adapters."""
        if self.redis is None:
            raise LookupError("this platform runs without Redis (in-memory adapters)")
        self.redis.ping()


def datetime_now() -> datetime:
    """Now, as an aware datetime (the archiver's clock)."""
    return datetime.now(UTC)


def settings_from(config: Mapping[str, Any] | None) -> dict[str, Any]:
    """Defaults, then environment, then explicit config."""
    merged = dict(DEFAULTS)
    merged.update({k: os.environ[k] for k in DEFAULTS if k in os.environ})
    merged.update(config or {})
    return merged


def pool_size(settings: Mapping[str, Any]) -> int:
    """Connections a pool may open: one per thread that may hold one, and spares."""
    return min(int(settings["WEB_THREADS"]), POOLED_THREADS) + SPARE_CONNECTIONS


def pooled_client(settings: Mapping[str, Any], url: str | None = None) -> redis.Redis:
    """A client whose pool has a connection for every web thread; when all are busy a request waits a little,
    then gets a ConnectionError (a 503 with Retry-After), never a 500. Its last released connections are handed
    out again without redis-py's bookkeeping (adapters/quick_pool.py)."""
    pool = QuickBlockingConnectionPool.from_url(
        url or settings["REDIS_URL"],
        max_connections=pool_size(settings),
        timeout=float(settings["REDIS_POOL_WAIT_S"]),
    )
    return redis.Redis(connection_pool=count_round_trips(pool))  # /metrics: Redis round trips per request


def redis_adapters(client: redis.Redis, settings: Mapping[str, Any] | None = None) -> Adapters:
    """Every storage port on one Redis or one Redis Cluster (all of a game's keys share its hash tag)."""
    settings = settings_from(settings)
    if isinstance(client, RedisCluster):
        replicas, timeout_ms = int(settings["REDIS_WAIT_REPLICAS"]), int(settings["REDIS_WAIT_TIMEOUT_MS"])
        store: EventStore = ClusterEventStore(client, replicas, timeout_ms)
    else:
        store = RedisEventStore(client)
    return Adapters(
        store, RedisVault(client), Lobby(client), RedisLedgerRecords(client), RedisRateLimiter(client),
        RedisFeedLeases(client), client, (*OUTAGES, ArchiveUnavailable), (redis.RedisError, ArchiveUnavailable),
        hot_games=RedisHotGames(client), players=RedisPlayerDirectory(client), ratings=RedisRatingsLog(client),
        seeks=RedisSeekPool(client), presence=RedisPresence(client), explanations=RedisExplanations(client),
        webhooks=RedisWebhookStore(client), all_events=all_events_on(client, settings), appends=client.pubsub,
    )  # fmt: skip


def all_events_on(client: redis.Redis, settings: Mapping[str, Any]) -> RedisAllEvents:
    """The all-games feed on Redis: EVENTS_FEED_PARTS streams (unset: 1 on one Redis, 16 spread over a cluster),
    keeping EVENTS_FEED_KEEP events between them."""
    parts = int(settings["EVENTS_FEED_PARTS"]) or (16 if isinstance(client, RedisCluster) else 1)
    return RedisAllEvents(client, parts, -(-int(settings["EVENTS_FEED_KEEP"]) // parts))


def cluster_client(settings: Mapping[str, Any]) -> RedisCluster:
    """A Redis Cluster client from REDIS_CLUSTER_NODES ("host:port,..."), a pool per node as for one Redis.

    The first seed goes in as a URL: only then does redis-py make each node's pool with our connection class."""
    first, *others = [seed.strip() for seed in str(settings["REDIS_CLUSTER_NODES"]).split(",") if seed.strip()]
    return RedisCluster(
        url=f"redis://{first}",
        startup_nodes=[ClusterNode(*seed.rsplit(":", 1)) for seed in others],
        max_connections=pool_size(settings),  # per node
        socket_timeout=5.0,
        password=str(settings["REDIS_CLUSTER_PASSWORD"]) or None,
        connection_class=counting(redis.Connection),  # /metrics: Redis round trips per request
    )


def jobs_url(settings: Mapping[str, Any]) -> str:
    """The Redis of RQ and the deadline index: RQ_REDIS_URL, else REDIS_URL."""
    return str(settings["RQ_REDIS_URL"] or settings["REDIS_URL"])


def jobs_elsewhere(settings: Mapping[str, Any]) -> bool:
    """Whether RQ_REDIS_URL names another Redis than REDIS_URL."""
    return jobs_url(settings) != settings["REDIS_URL"]


def store_client(settings: Mapping[str, Any], jobs_client: redis.Redis | None) -> redis.Redis:
    """The store's client: a cluster when REDIS_CLUSTER_NODES is set, else the jobs' Redis when it is the same."""
    if settings["REDIS_CLUSTER_NODES"]:
        return cast(redis.Redis, cluster_client(settings))  # it offers every command the adapters send
    if jobs_client is not None and not jobs_elsewhere(settings):
        return jobs_client
    return pooled_client(settings)


def in_memory_adapters(vault: Vault | None = None) -> Adapters:
    """Every storage port in this process's memory."""
    ledger_records, lobby, vault = InMemoryLedgerRecords(), InMemoryLobby(), vault or InMemoryVault()
    store = InMemoryEventStore(keepers={LEDGER: ledger_records.keep})
    return Adapters(
        store, vault, lobby, ledger_records, InMemoryRateLimiter(), InMemoryFeedLeases(), archive=InMemoryArchive(),
        hot_games=InMemoryHotGames(store, vault, lobby, ledger_records) if isinstance(vault, InMemoryVault) else None,
    )  # fmt: skip


def rq_scheduler(platform: Platform) -> Scheduler:
    """Follow-ups as RQ jobs on the platform's Redis."""
    if platform.jobs_redis is None:
        raise ValueError("an RQ scheduler needs a Redis platform; give an in-process scheduler")
    return RqScheduler(Queue(QUEUE, connection=platform.jobs_redis, serializer=JSONSerializer))


def build_platform(
    config: Mapping[str, Any] | None = None,
    client: redis.Redis | None = None,
    clock: Callable[[], str] = utc_now,
    rulesets: Mapping[str, Ruleset] = RULESETS,
    scheduler: SchedulerFor = rq_scheduler,
    adapters: Adapters | None = None,
    jobs_client: redis.Redis | None = None,
) -> Platform:
    """Wire the platform: on the given adapters, else on Redis (a client, else REDIS_CLUSTER_NODES or REDIS_URL).

    Follow-up work (bot turns, deadlines) goes to RQ on the jobs' Redis (`jobs_client`, else
    RQ_REDIS_URL, else the store's own Redis) unless another scheduler is given
    (workers.scheduling.InlineScheduler runs it in-process).
    """
    settings = settings_from(config)
    adapters = adapters or redis_adapters(client or store_client(settings, jobs_client), settings)
    jobs = jobs_client or jobs_redis_for(settings, adapters.redis)
    keys, archive = KeyStore(settings), adapters.archive or archive_from_settings(settings)
    archived = ArchivedGames(archive, keys.public_keys, rulesets, int(settings["ARCHIVE_CACHE_GAMES"]))
    store = ArchiveBackedStore(adapters.store, archived)  # an archived game reads as a hot one
    loader = GameLoader(store, rulesets, int(settings["SNAPSHOT_EVERY"]), int(settings["HOT_GAMES"]))
    ledgers = LedgerStore(ArchiveBackedLedgers(adapters.ledger_records, store), store, loader, rulesets)
    vault, lobby = ArchiveBackedVault(adapters.vault, store), ArchiveBackedLobby(adapters.lobby, archive)
    return Platform(
        adapters.redis, jobs, rulesets, store, vault, loader, lobby, ledgers, clock, settings, keys,
        adapters.rate_limiter, adapters.feed_leases, adapters.outages, adapters.failures, archive, adapters.store,
        adapters.hot_games, adapters.players, identities(adapters.players, settings), PlayerHistory(lobby, archive),
        adapters.ratings, adapters.seeks, adapters.presence, adapters.explanations, adapters.webhooks,
        adapters.all_events, scheduler, deadlines_beside_the_log(adapters, jobs), appends=adapters.appends,
    )  # fmt: skip


def identities(directory: PlayerDirectory, settings: Mapping[str, Any]) -> Identities:
    """Player identities: guests, and the users of PLAYER_ISSUERS under PLAYER_ID_SECRET (else Redis's secret)."""
    secret = bytes.fromhex(str(settings["PLAYER_ID_SECRET"])) or None
    return Identities(directory, Issuers(issuers_from_setting(str(settings["PLAYER_ISSUERS"]))), secret)


def deadlines_beside_the_log(adapters: Adapters, jobs: redis.Redis | None) -> bool:
    """Whether the deadline index shares the event store's one plain Redis, so that an append can carry its
    deadlines (a rider, in the append's round trip)."""
    return jobs is not None and jobs is adapters.redis and plain_pool(jobs) is not None


def jobs_redis_for(settings: Mapping[str, Any], store: redis.Redis | None) -> redis.Redis | None:
    """The jobs' Redis: the store's own, unless the store is a cluster or RQ_REDIS_URL names another Redis."""
    if store is not None and (isinstance(store, RedisCluster) or jobs_elsewhere(settings)):
        return pooled_client(settings, jobs_url(settings))
    return store


def in_memory_platform(
    scheduler: SchedulerFor = lambda _: RecordingScheduler(),
    rulesets: Mapping[str, Ruleset] = RULESETS,
    clock: Callable[[], str] = utc_now,
    config: Mapping[str, Any] | None = None,
    vault: Vault | None = None,
) -> Platform:
    """The same platform on in-memory fakes: simulations, tournaments and fast tests."""
    adapters = in_memory_adapters(vault)
    return build_platform(config, clock=clock, rulesets=rulesets, scheduler=scheduler, adapters=adapters)


def players_of(game: Game) -> list[str]:
    """The player identities seated in a game."""
    return [seat.player for seat in game.seats if seat.player]


def after_commit_effects(platform: Platform) -> list[Effect]:
    """What follows every append, in order: the read models not kept with it (the ledger is: the handler's inline
    projection), then the follow-ups (each caught up if it fails)."""

    def snapshot(appended: Appended) -> None:
        platform.loader.remember(appended.before, appended.after)

    def lobby_summary(appended: Appended) -> None:
        if shows_change(appended.before, appended.after):
            platform.lobby.record(appended.after)

    def tokens_of_leavers(appended: Appended) -> None:
        for seat, (was, now) in enumerate(zip(appended.before.seats, appended.after.seats)):
            if now.left and not was.left:
                platform.vault.revoke_seat(appended.after.game_id, seat)

    def ratings(appended: Appended) -> None:
        if appended.after.status == "finished" and appended.before.status != "finished":
            Rater(platform.ratings).rate(appended.after)

    def follow_ups(appended: Appended) -> None:
        if appended.follow_up:
            follow_up(platform, appended.before, appended.after, appended.rode)

    def webhooks(appended: Appended) -> None:
        game = appended.after
        for subscription_id in platform.webhooks.matching(game.game_id, game.ruleset, players_of(game)):
            platform.scheduler.webhook(subscription_id, game.game_id)

    return [tokens_of_leavers, snapshot, lobby_summary, ratings, follow_ups, webhooks]
