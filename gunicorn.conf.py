"""Gunicorn settings, read from the working directory by default: Prometheus multiprocess bookkeeping.

With PROMETHEUS_MULTIPROC_DIR set, every process writes its metrics to files there and /metrics adds them up
(docs/metrics.md). When a web worker exits, its live gauges (open streams) must stop counting.
"""

from __future__ import annotations

import os
from typing import Any


def child_exit(server: Any, worker: Any) -> None:
    """A web worker exited: drop its live gauges from what /metrics adds up."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)
