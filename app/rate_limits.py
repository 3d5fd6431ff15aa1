"""Rate limits (GCRA) and live-feed leases: the ports, their model and in-memory fakes (the Redis adapters, shared by
every web process: adapters/redis_rate_limits.py)."""

from __future__ import annotations

import logging
import math
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

log = logging.getLogger(__name__)
KEY_PREFIX = "furlong:rl:"
PRUNE_ABOVE = 100_000  # the fake forgets full buckets once it holds this many keys


@dataclass(frozen=True)
class Limit:
    """A sustained rate and the burst a full bucket allows at once."""

    per_s: float
    burst: int

    @property
    def interval_us(self) -> int:
        """Microseconds that one request costs."""
        return max(1, round(1_000_000 / self.per_s))

    @property
    def tolerance_us(self) -> int:
        """Microseconds of credit a full bucket holds: `burst` requests."""
        return self.interval_us * self.burst

    def costing(self, units: int) -> Limit:
        """The limit a request that counts as `units` requests meets: the same credit, spent `units` at a time (one
        costing more than a whole burst is admitted only from a full bucket)."""
        return self if units <= 1 else Limit(self.per_s / units, max(1, self.burst // units))


@dataclass(frozen=True)
class Subject:
    """Who a request is counted against: the rule it would break, its key, and its limit."""

    rule: str
    key: str
    limit: Limit


def key_of(subject: str) -> str:
    """The Redis key of a subject; the subject is its hash tag, so each key has its own slot."""
    return f"{KEY_PREFIX}{{{subject}}}"


def retry_after_s(wait_us: int) -> int:
    """A wait in whole seconds for Retry-After: rounded up, at least 1."""
    return max(1, math.ceil(wait_us / 1_000_000))


class RateLimiter(Protocol):
    """Counts a request against each subject; answers the wait in microseconds per subject (0: admitted)."""

    def admit(self, subjects: Sequence[Subject]) -> list[int]: ...


class FeedLeases(Protocol):
    """Each client address's open live feeds, across every web process: a lease per feed, at most `cap`."""

    def take(self, subject: str, feed: str, cap: int, lease_ms: int) -> bool:
        """Lease one more feed for the subject, unless it holds `cap` already."""
        ...

    def give_back(self, subject: str, feed: str) -> None:
        """End a feed's lease."""
        ...


class InMemoryFeedLeases:
    """The same leases in this process."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock, self._lock = clock, threading.Lock()
        self._held: dict[str, dict[str, float]] = {}

    def take(self, subject: str, feed: str, cap: int, lease_ms: int) -> bool:
        """Drop lapsed leases, then lease one if there is room."""
        with self._lock:
            now = self._clock()
            held = {f: until for f, until in self._held.get(subject, {}).items() if until > now}
            if len(held) >= cap:
                self._held[subject] = held
                return False
            self._held[subject] = {**held, feed: now + lease_ms / 1000}
            return True

    def give_back(self, subject: str, feed: str) -> None:
        """Forget the lease."""
        with self._lock:
            self._held.get(subject, {}).pop(feed, None)


class InMemoryRateLimiter:
    """The same GCRA in this process's memory, on a clock that tests can drive."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._tats: dict[str, int] = {}
        self._lock = threading.Lock()

    def admit(self, subjects: Sequence[Subject]) -> list[int]:
        """Each subject in turn, under one lock."""
        with self._lock:
            now = round(self._clock() * 1_000_000)
            if len(self._tats) > PRUNE_ABOVE:
                self._tats = {key: tat for key, tat in self._tats.items() if tat > now}
            return [self._admit_one(subject, now) for subject in subjects]

    def _admit_one(self, subject: Subject, now: int) -> int:
        next_tat = max(self._tats.get(subject.key, now), now) + subject.limit.interval_us
        allowed_at = next_tat - subject.limit.tolerance_us
        if now < allowed_at:
            return allowed_at - now
        self._tats[subject.key] = next_tat
        return 0
