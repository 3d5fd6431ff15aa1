"""Prometheus text from this process's metrics, or, under gunicorn, every process's (multiprocess mode)."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator

from prometheus_client import REGISTRY, CollectorRegistry, generate_latest
from prometheus_client.metrics_core import Metric
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.registry import Collector

MULTIPROCESS_DIR = "PROMETHEUS_MULTIPROC_DIR"


class ThisProcess:
    """The default registry's metrics: what this one process has counted."""

    def collect(self) -> Iterator[Metric]:
        """Every metric of the default registry."""
        yield from REGISTRY.collect()


def multiprocess_dir() -> str | None:
    """The folder where every process of this server writes its metrics, if it runs in multiprocess mode."""
    return os.environ.get(MULTIPROCESS_DIR) or None


def scrape(collectors: Iterable[Collector]) -> bytes:
    """Prometheus text (format 0.0.4): the processes' metrics, then those collected now."""
    registry = CollectorRegistry()
    path = multiprocess_dir()
    if path is not None:
        MultiProcessCollector(registry, path)
    else:
        registry.register(ThisProcess())
    for collector in collectors:
        registry.register(collector)
    return generate_latest(registry)
