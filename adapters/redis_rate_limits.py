"""Rate limits and live-feed leases in Redis, shared by every web process: GCRA in one script per subject, leases in
a sorted set per client address. Both fail open: if Redis fails, requests are admitted and the failure logged."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import redis

from app.rate_limits import Subject

log = logging.getLogger(__name__)

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


def feeds_key(subject: str) -> str:
    """The sorted set of a subject's live feeds (the subject its hash tag)."""
    return f"furlong:feeds:{{{subject}}}"
