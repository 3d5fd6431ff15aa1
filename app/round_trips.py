"""Storage round trips counted per unit of work (an HTTP request). Counting happens only between `start()` and
`stop()` in the same context (thread); the store's connections call `count_one()` for each send
(adapters/round_trips.py)."""

from __future__ import annotations

from contextvars import ContextVar

_sent: ContextVar[list[int] | None] = ContextVar("furlong_redis_round_trips", default=None)


def start() -> None:
    """Count from zero the round trips this context sends from now on."""
    _sent.set([0])


def stop() -> int | None:
    """Stop counting; the round trips sent since `start()`, or None if counting had not started."""
    sent = _sent.get()
    _sent.set(None)
    return None if sent is None else sent[0]


def count_one() -> None:
    """One more round trip sent, if this context counts them."""
    sent = _sent.get()
    if sent is not None:
        sent[0] += 1
