"""Redis connections that count what they send, as round trips of the unit of work (app/round_trips.py): a
plain command and a whole pipeline are each one send, so one round trip."""

from __future__ import annotations

import functools
from typing import Any

import redis

from app import round_trips


@functools.cache
def counting(connection_class: type[redis.connection.AbstractConnection]) -> type[Any]:
    """A subclass of `connection_class` that counts each command or pipeline it sends."""

    def send_packed_command(self: Any, command: Any, check_health: bool = True) -> None:
        round_trips.count_one()
        connection_class.send_packed_command(self, command, check_health)

    namespace = {"send_packed_command": send_packed_command, "__doc__": "Counts its sends (adapters/round_trips.py)."}
    return type(f"Counting{connection_class.__name__}", (connection_class,), namespace)


def count_round_trips(pool: redis.ConnectionPool) -> redis.ConnectionPool:
    """The pool, making connections that count their round trips (whatever the URL's scheme: TCP, TLS, socket)."""
    pool.connection_class = counting(pool.connection_class)
    return pool
