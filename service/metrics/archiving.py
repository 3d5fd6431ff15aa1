"""Scrape-time metric of archiving: the finished games Redis still holds (the archiver's backlog), read when /metrics
is scraped (one ZCARD), so that every web process reports the same figure."""

from __future__ import annotations

import logging
from collections.abc import Iterator

from prometheus_client.metrics_core import GaugeMetricFamily, Metric

from app.archiving import HotGames

log = logging.getLogger(__name__)


class ArchiveBacklogCollector:
    """Finished games still in Redis: archived once ARCHIVE_AFTER_S has passed since their end."""

    def __init__(self, hot: HotGames | None, failures: tuple[type[Exception], ...] = ()):
        self.hot, self.failures = hot, failures

    def collect(self) -> Iterator[Metric]:
        """The figure now; nothing on in-memory adapters or when Redis does not answer (logged)."""
        if self.hot is None:
            return
        try:
            count = self.hot.finished_count()
        except self.failures as error:
            log.warning("metrics: cannot count the finished games awaiting the archive: %s", error)
            return
        yield GaugeMetricFamily(
            "furlong_archive_backlog",
            "Finished games still held in Redis, awaiting the archive (those within ARCHIVE_AFTER_S of their end too)",
            value=count,
        )
