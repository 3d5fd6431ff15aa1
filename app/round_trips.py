"""Redis round trips counted per unit of work (an HTTP request): a connection class that counts what it sends.

A plain command and a whole pipeline are each one send, so one round trip. Counting happens only between
`start()` and `stop()` in the same context (thread); elsewhere the connections send as usual.
"""

from __future__ import annotations

import functools
from contextvars import ContextVar
from typing import Any

import redis

_sent: ContextVar[list[int] | None] = ContextVar("furlong_redis_round_trips", default=None)


def start() -> None:
    """Count from zero the round trips this context sends from now on."""
    _sent.set([0])


def stop() -> int | None:
    """Stop counting; the round trips sent since `start()`, or None if counting had not started."""
    sent = _sent.get()
    _sent.set(None)
    return None if sent is None else sent[0]


def _count_one() -> None:
    sent = _sent.get()
    if sent is not None:
        sent[0] += 1


@functools.cache
def counting(connection_class: type[redis.connection.AbstractConnection]) -> type[Any]:
    """A subclass of `connection_class` that counts each command or pipeline it sends."""

    def send_packed_command(self: Any, command: Any, check_health: bool = True) -> None:
        _count_one()
        connection_class.send_packed_command(self, command, check_health)

    namespace = {"send_packed_command": send_packed_command, "__doc__": "Counts its sends (app/round_trips.py)."}
    return type(f"Counting{connection_class.__name__}", (connection_class,), namespace)


def count_round_trips(pool: redis.ConnectionPool) -> redis.ConnectionPool:
    """The pool, making connections that count their round trips (whatever the URL's scheme: TCP, TLS, socket)."""
    pool.connection_class = counting(pool.connection_class)
    return pool
