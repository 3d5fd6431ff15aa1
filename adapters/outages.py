"""What the storage raises when it does not answer, on one Redis or on a cluster mid-failover: a 503 with
Retry-After (nothing was appended), never a 500."""

from __future__ import annotations

import redis
from redis.exceptions import ClusterError, SlotNotCoveredError, TryAgainError

OUTAGES: tuple[type[Exception], ...] = (
    redis.ConnectionError,
    redis.TimeoutError,
    ClusterError,
    TryAgainError,
    SlotNotCoveredError,
)
