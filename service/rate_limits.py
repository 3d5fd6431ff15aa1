"""Rate limiters (GCRA): a port with a Redis adapter, shared by every web process, and an in-memory fake."""

from __future__ import annotations

import logging
import math
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import redis

log = logging.getLogger(__name__)
KEY_PREFIX = "furlong:rl:"
PRUNE_ABOVE = 100_000  # the fake forgets full buckets once it holds this many keys

# One key per subject: the theoretical arrival time (TAT, in microseconds of the server's clock). A request
# is admitted while TAT + interval - tolerance <= now; then TAT moves on by one interval, and the key lives
# until the bucket is full again. A refusal changes nothing and answers how long to wait, in microseconds.
GCRA = """
local interval = tonumber(ARGV[1])
local tolerance = tonumber(ARGV[2])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000000 + tonumber(clock[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or now)
if tat < now then tat = now end
local next_tat = tat + interval
local allowed_at = next_tat - tolerance
if now < allowed_at then
  return math.ceil(allowed_at - now)
end
redis.call('SET', KEYS[1], string.format('%.0f', next_tat), 'PX', math.ceil((next_tat - now) / 1000))
return 0
"""


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


class RedisRateLimiter:
    """GCRA in Redis: one EVAL per subject key, all of a request's in one pipeline (one round trip per node).

    A plain EVAL command: redis-py's cluster pipeline refuses EVALSHA and lacks eval(), but routes EVAL by its key;
    Redis caches the compiled script anyway.
    If Redis fails, requests are admitted (fail open) and the failure is logged.
    """

    def __init__(self, client: Any) -> None:
        self._redis = client

    def admit(self, subjects: Sequence[Subject]) -> list[int]:
        """One pipeline of one-key script calls."""
        try:
            pipe = self._redis.pipeline(transaction=False)
            for subject in subjects:
                pipe.execute_command(
                    "EVAL", GCRA, 1, subject.key, subject.limit.interval_us, subject.limit.tolerance_us
                )
            return [int(wait) for wait in pipe.execute()]
        except redis.RedisError as error:
            log.warning("rate limits not checked (admitted): %s", error)
            return [0] * len(subjects)


# A client address's open live feeds: members are feeds, scores the moment each lease lapses (a feed lives at most
# FEED_MAX_LIFETIME_S, so a process that died mid-feed frees its slot by then). Answers 1 when admitted, 0 when full.
FEED_LEASE = """
local now = redis.call('TIME')
local now_ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now_ms)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
  return 0
end
redis.call('ZADD', KEYS[1], now_ms + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1
"""


class FeedLeases(Protocol):
    """Each client address's open live feeds, across every web process: a lease per feed, at most `cap`."""

    def take(self, subject: str, feed: str, cap: int, lease_ms: int) -> bool:
        """Lease one more feed for the subject, unless it holds `cap` already."""
        ...

    def give_back(self, subject: str, feed: str) -> None:
        """End a feed's lease."""
        ...


class RedisFeedLeases:
    """The leases in one sorted set per subject (its own slot); fails open like the limiter."""

    def __init__(self, client: Any) -> None:
        self._redis = client

    def take(self, subject: str, feed: str, cap: int, lease_ms: int) -> bool:
        """One script call."""
        try:
            return bool(self._redis.execute_command("EVAL", FEED_LEASE, 1, feeds_key(subject), cap, lease_ms, feed))
        except redis.RedisError as error:
            log.warning("live feed cap not checked (admitted): %s", error)
            return True

    def give_back(self, subject: str, feed: str) -> None:
        """ZREM; a failure leaves the lease to lapse."""
        try:
            self._redis.zrem(feeds_key(subject), feed)
        except redis.RedisError as error:
            log.warning("live feed lease of %s left to lapse: %s", subject, error)


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


def feeds_key(subject: str) -> str:
    """The sorted set of a subject's live feeds (the subject its hash tag)."""
    return f"furlong:feeds:{{{subject}}}"


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
