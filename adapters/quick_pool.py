"""A blocking connection pool that hands back its most recently released connections without redis-py's
per-call bookkeeping (locks, a queue, observability records, a deprecation wrapper), which every round trip pays.
redis-py offers no pool without it; the one place in Furlong that leans on redis-py's pool internals (its queue
`pool`, `owns_connection`, a connection's `_sock`, `can_read` and `should_reconnect`), checked against the
redis-py versions of adapters/direct_calls.CHECKED_REDIS (tests/unit/test_library_pins.py fails on another).

At most QUICK_MAX released connections wait on a plain list (list.pop and list.append hold the GIL, so they need
no lock); every other get and release is redis-py's own, so the pool's bound and its blocking wait stay. A
connection is parked only while the pool's own queue holds another (so no thread can be waiting for one), and one
taken from the list is handed out only if it is open with nothing unread (else it is closed and goes back). After
a fork the child forgets the parent's parked connections, as redis-py's pool does with its own.
"""

from __future__ import annotations

import os
from typing import Any

import redis

QUICK_MAX = 16  # connections parked outside the pool's queue, per process


class QuickBlockingConnectionPool(redis.BlockingConnectionPool):
    """redis.BlockingConnectionPool with a lock-free fast path for its last few released connections."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._parked: list[Any] = []
        self._parked_pid = os.getpid()

    def get_connection(self, *args: Any, **kwargs: Any) -> Any:
        """A parked connection that is ready to send, else one from redis-py's pool."""
        while (connection := self._pop_parked()) is not None:
            if _ready(connection):
                return connection
            connection.disconnect()  # the pool connects it again when it hands it out
            super().release(connection)
        return super().get_connection()

    def release(self, connection: Any) -> None:
        """Park the connection while the pool has spares and the list has room, else give it back to the pool."""
        parked = self._parked
        if (
            len(parked) < QUICK_MAX
            and self._parked_pid == os.getpid()
            and self.pool.qsize() > 0
            and self.owns_connection(connection)
            and not connection.should_reconnect()
        ):
            parked.append(connection)
            return
        super().release(connection)

    def disconnect(self, inuse_connections: bool = True) -> None:
        """Close the parked connections with the rest."""
        while (connection := self._pop_parked()) is not None:
            super().release(connection)
        super().disconnect(inuse_connections)

    def _pop_parked(self) -> Any:
        """The last parked connection of this process, or None."""
        if self._parked_pid != os.getpid():  # forked: the parent's sockets are not ours to use
            self._parked, self._parked_pid = [], os.getpid()
            return None
        try:
            return self._parked.pop()
        except IndexError:
            return None


def _ready(connection: Any) -> bool:
    """Whether a parked connection is open with nothing unread (redis-py 8 checks this only with maintenance
    notifications off)."""
    try:
        return connection._sock is not None and not connection.can_read()
    except (redis.ConnectionError, redis.TimeoutError, OSError):
        return False
