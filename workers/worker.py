"""What a worker process does besides running RQ's jobs: one platform for its jobs, a deadline poller, and a sweep
that catches up what a crash or a failed after-commit effect left undone (the RQ worker itself:
adapters/rq_worker.py, which finds this class by name)."""

from __future__ import annotations

import contextlib
import dataclasses
import logging
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any

from app.archiving import expire_archives
from app.follow_ups import follow_up_safely
from app.ratings_log import Rater
from app.scheduling import Scheduler
from bootstrap import Platform, build_platform
from events.game import Game
from games.base import Ruleset
from projections.lobby import catch_up

from . import turns, webhooks
from .deadlines import DeadlinePoller
from .feed_publisher import FeedPublisher
from .jobs import serving

log = logging.getLogger(__name__)


class WorkerProcess:
    """A worker process's platform (on the worker's own Redis connection, shared with its jobs), its deadline
    poller and its sweep; one per worker (the RQ worker builds it once). The store is on the same Redis unless
    REDIS_CLUSTER_NODES or RQ_REDIS_URL say otherwise."""

    def __init__(self, jobs_client: Any) -> None:
        self.platform = build_platform(jobs_client=jobs_client)

    def start(self) -> Callable[[], None]:
        """Poll deadlines in a thread, and publish to the all-games feed in another; the function that stops them."""
        poller = DeadlinePoller(self.platform).start()
        feed = feed_publisher(self.platform)
        if feed is None:
            return poller.stop
        feed.start()

        def stop() -> None:
            poller.stop()
            feed.stop()

        return stop

    def serving(self) -> contextlib.AbstractContextManager[None]:
        """While a job runs: its platform is this process's."""
        return serving(self.platform)

    def sweep(self) -> tuple[int, int]:
        """Lobby summaries caught up, then follow-ups of running games: (caught up, running); then quick play's
        seekers matched, finished games rated, lagging games published to the all-games feed, the finished games due
        for the archive archived (any that the job at their end missed) and webhooks caught up."""
        swept = sweep(self.platform)
        match_seekers(self.platform)
        rate_finished(self.platform)
        publish_lagging(self.platform)
        archive_due(self.platform)
        webhooks.catch_up(self.platform)
        return swept


@dataclasses.dataclass(frozen=True)
class Recovery:
    """What recovery's follow-ups need: the platform's rulesets and settings, with the recovery queue's scheduler."""

    rulesets: Mapping[str, Ruleset]
    scheduler: Scheduler
    settings: Mapping[str, Any]


def recover(platform: Platform) -> int:
    """Schedule bot turns and deadlines for every running game that has none waiting, on the low-priority
    recovery queue (so recovery never starves new turns); how many games were looked at."""
    recovery = Recovery(platform.rulesets, platform.scheduler.for_recovery(), platform.settings)
    running = platform.lobby.games("running", limit=10_000)
    for summary in running:
        try:
            game = platform.loader.load(summary["game_id"])
        except Exception:
            log.exception("cannot load game %s to recover it", summary["game_id"])
            continue
        if game is not None:
            _revoke_leavers(platform, game)
            follow_up_safely(recovery, None, game)
            _play_for_the_gone(platform, game)
    return len(running)


def _play_for_the_gone(platform: Platform, game: Game) -> None:
    try:
        turns.play_for_the_gone(platform, game)
    except Exception:
        log.exception("could not play for the gone seats of game %s", game.game_id)


def _revoke_leavers(platform: Platform, game: Game) -> None:
    for seat, spec in enumerate(game.seats):
        if spec.left:
            platform.vault.revoke_seat(game.game_id, seat)


ARCHIVED_PER_SWEEP = 200  # finished games looked at per sweep: a backlog drains over a few sweeps, jobs still run


def match_seekers(platform: Platform) -> int:
    """Quick play's backstop: make the games a crash left claimed but unmade, and match every pool (seekers whose
    bots' timer ran out while nobody asked); games made."""
    try:
        made = platform.matchmaker().sweep()
    except Exception:
        log.exception("the quick-play sweep failed: seekers wait for the next, or for their own polls")
        return 0
    if made:
        log.info("quick-play sweep: %d games made", made)
    return made


def rate_finished(platform: Platform) -> int:
    """Rate the finished games still in Redis that no update rated (the after-commit rating failed); how many."""
    if platform.hot_games is None:
        return 0
    rater, rated = Rater(platform.ratings), 0
    try:
        for game_id in platform.hot_games.finished(ARCHIVED_PER_SWEEP):
            if not platform.ratings.rated(game_id) and (game := platform.loader.load(game_id)) is not None:
                rated += rater.rate(game) == "appended"
    except Exception:
        log.exception("the ratings sweep failed: unrated finished games wait for the next")
    if rated:
        log.info("ratings sweep: %d finished games rated", rated)
    return rated


def feed_publisher(platform: Platform) -> FeedPublisher | None:
    """The all-games feed's publisher on the platform's appends' notices (None without them: in memory)."""
    if platform.appends is None:
        return None
    publisher = platform.publisher()

    def publish(game_id: str) -> None:
        if (game := platform.loader.load(game_id)) is not None:
            publisher.catch_up(game)

    return FeedPublisher(platform.appends, platform.all_events.lead, publish, lambda: publish_lagging(platform))


def publish_lagging(platform: Platform) -> int:
    """The all-games feed's backstop: publish the events of the games in Redis that no publisher heard of (none led,
    its subscription was down, it died mid-batch); events published."""
    publisher, published = platform.publisher(), 0
    try:
        playing = [game["game_id"] for status in ("open", "running") for game in platform.lobby.games(status, 10_000)]
        finished = list(platform.hot_games.finished(ARCHIVED_PER_SWEEP)) if platform.hot_games else []
        for game_id in [*playing, *finished]:
            lagging = platform.all_events.fed(game_id) < platform.store.version(game_id)
            if lagging and (game := platform.loader.load(game_id)) is not None:
                published += publisher.catch_up(game)
    except Exception:
        log.exception("the all-games feed's sweep failed: lagging games wait for the next")
    if published:
        log.info("all-games feed sweep: %d events published", published)
    return published


def archive_due(platform: Platform) -> dict[str, int]:
    """Archive the finished games that are due (none while archiving is paused); a count per outcome."""
    try:
        counts = platform.archiver().sweep(ARCHIVED_PER_SWEEP)
    except Exception:
        log.exception("the archiving sweep failed: finished games stay in Redis until the next")
        return {}
    if counts.get("archived"):
        log.info("archiving sweep: %s", counts)
    try:
        expire_archives(platform.archive, float(platform.settings["ARCHIVE_RETENTION_DAYS"]), datetime.now(UTC))
    except Exception:
        log.exception("the retention pass failed: expired archives stay until the next")
    return counts


def sweep(platform: Platform) -> tuple[int, int]:
    """Lobby summaries caught up with their logs, then follow-ups of running games; (caught up, running)."""
    caught_up = catch_up(platform.lobby, platform.store, platform.loader)
    return caught_up, recover(platform)
