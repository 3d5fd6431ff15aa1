"""The GCRA limiters: bursts, refill and the waits they answer, on the in-memory fake and on Redis (fakeredis)."""

from __future__ import annotations

import fakeredis
import pytest
import redis

from adapters.redis_rate_limits import RedisRateLimiter
from app.rate_limits import InMemoryRateLimiter, Limit, Subject, key_of, retry_after_s

FIVE_PER_S_BURST_3 = Limit(per_s=5, burst=3)  # one request costs 200 ms; a full bucket holds 3


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def seat(name: str = "a", limit: Limit = FIVE_PER_S_BURST_3) -> Subject:
    return Subject("rate.seat", key_of(f"seat:{name}"), limit)


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def fake(clock):
    return InMemoryRateLimiter(clock)


@pytest.fixture
def on_redis():
    return RedisRateLimiter(fakeredis.FakeRedis())


def test_a_full_bucket_admits_its_burst_at_once_then_refuses(fake):
    assert [fake.admit([seat()]) for _ in range(4)] == [[0], [0], [0], [200_000]]


def test_a_refusal_costs_nothing_so_the_wait_stays_the_same(fake, clock):
    for _ in range(3):
        fake.admit([seat()])
    clock.now += 0.05
    assert fake.admit([seat()]) == [150_000]
    assert fake.admit([seat()]) == [150_000]


def test_the_bucket_refills_one_request_per_interval(fake, clock):
    for _ in range(3):
        fake.admit([seat()])
    clock.now += 0.2
    assert fake.admit([seat()]) == [0]
    assert fake.admit([seat()]) == [200_000]


def test_after_a_long_quiet_the_bucket_is_full_but_no_fuller(fake, clock):
    fake.admit([seat()])
    clock.now += 3600
    assert [fake.admit([seat()])[0] for _ in range(4)] == [0, 0, 0, 200_000]


def test_subjects_are_counted_apart(fake):
    for _ in range(3):
        fake.admit([seat("a")])
    assert fake.admit([seat("a"), seat("b")]) == [200_000, 0]


def test_retry_after_is_whole_seconds_rounded_up_and_at_least_one():
    assert [retry_after_s(us) for us in (1, 999_999, 1_000_000, 1_000_001, 2_500_000)] == [1, 1, 1, 2, 3]


def test_a_slow_limit_asks_for_a_wait_of_many_seconds(fake):
    one_a_minute = seat(limit=Limit(per_s=1 / 60, burst=1))
    fake.admit([one_a_minute])
    assert retry_after_s(fake.admit([one_a_minute])[0]) == 60


def test_on_redis_a_full_bucket_admits_its_burst_then_asks_to_wait_about_an_interval(on_redis):
    waits = [on_redis.admit([seat()])[0] for _ in range(4)]
    assert waits[:3] == [0, 0, 0]
    assert 100_000 < waits[3] <= 200_000


def test_on_redis_a_request_counts_against_each_subject_in_one_pipeline(on_redis):
    for _ in range(3):
        on_redis.admit([seat("a")])
    a_wait, b_wait = on_redis.admit([seat("a"), seat("b")])
    assert a_wait > 0 and b_wait == 0


def test_on_redis_the_key_expires_when_the_bucket_would_be_full_again():
    client = fakeredis.FakeRedis()
    limiter = RedisRateLimiter(client)
    for _ in range(3):
        limiter.admit([seat()])
    assert 400 < client.pttl(key_of("seat:a")) <= 600
    assert client.keys() == [b"furlong:rl:{seat:a}"]


def test_on_redis_the_bucket_refills_with_time():
    client = fakeredis.FakeRedis()
    limiter = RedisRateLimiter(client)
    for _ in range(3):
        limiter.admit([seat()])
    client.set(key_of("seat:a"), "0")  # as if the last request were long ago
    assert limiter.admit([seat()]) == [0]


def test_when_redis_fails_requests_are_admitted_and_the_failure_logged(caplog):
    down = redis.Redis(port=1, socket_connect_timeout=0.2)
    assert RedisRateLimiter(down).admit([seat("a"), seat("b")]) == [0, 0]
    assert "rate limits not checked" in caplog.text


def test_a_limit_of_a_fractional_rate_costs_its_interval_in_microseconds():
    assert Limit(per_s=3, burst=2).interval_us == 333_333
    assert Limit(per_s=3, burst=2).tolerance_us == 666_666
