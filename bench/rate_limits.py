"""The cost of the rate-limit check beside one Redis round trip, on a throwaway redis-server.

python -m bench.rate_limits            # 7 interleaved rounds of 3,000 calls each; the median per call
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

import redis

from adapters.redis_rate_limits import RedisRateLimiter
from app.rate_limits import Limit, Subject, key_of
from devtools.redis_server import RedisServer

ROUNDS, CALLS = 7, 3000
HIGH = Limit(per_s=1e9, burst=10)  # never refuses: every call runs the whole script


def median_us(cases: dict[str, Callable[[], object]]) -> dict[str, float]:
    """Median microseconds per call of each case, the cases interleaved round by round."""
    samples: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(ROUNDS):
        for name, call in cases.items():
            start = time.perf_counter()
            for _ in range(CALLS):
                call()
            samples[name].append((time.perf_counter() - start) / CALLS * 1e6)
    return {name: statistics.median(values) for name, values in samples.items()}


def main() -> None:
    """Print the medians: PING, a check of one subject, and of two (address and seat) in one pipeline."""
    server = RedisServer()
    server.start()
    try:
        client = redis.Redis.from_url(server.url)
        limiter = RedisRateLimiter(client)
        address = [Subject("rate.address", key_of("addr:203.0.113.9"), HIGH)]
        both = [*address, Subject("rate.seat", key_of("seat:0123456789abcdef"), HIGH)]
        cases: dict[str, Callable[[], object]] = {
            "PING (one round trip)": client.ping,
            "check, address only": lambda: limiter.admit(address),
            "check, address and seat": lambda: limiter.admit(both),
        }
        for name, us in median_us(cases).items():
            print(f"{name:26} {us:6.0f} us/call")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
