"""Redis calls made straight on a pooled connection, without redis-py's per-command machinery (its retry wrapper,
observability hooks and event dispatch: 40-60 us of CPU per call), for the few calls every request makes.

Only on a plain redis.Redis speaking RESP2 through a pool; a cluster, a fake or a client on one connection is
called as usual. A call whose connection fails is dropped and made again through redis-py, with its retries: what
redis-py's own retry would have sent again, and nothing else (an append sent twice finds its receipt and appends
nothing). A script that Redis no longer knows is loaded again by redis-py's Script.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import redis
from redis.commands.core import Script


def plain_pool(client: Any) -> redis.ConnectionPool | None:
    """The pool of a plain redis.Redis speaking RESP2, else None."""
    if type(client) is not redis.Redis or client.connection is not None:
        return None
    if client.connection_pool.connection_kwargs.get("protocol") not in (None, 2, "2"):
        return None
    pool: redis.ConnectionPool = client.connection_pool
    return pool


def call_direct(pool: redis.ConnectionPool, args: Sequence[Any], fallback: Callable[[], Any]) -> Any:
    """The reply to `args` sent on a connection of `pool`; `fallback()` when the connection fails or the script
    is not loaded (a reply that is an error is raised, as redis-py raises it)."""
    connection: Any = pool.get_connection()
    try:
        connection.send_command(*args)
        return connection.read_response()
    except (redis.ConnectionError, redis.TimeoutError):
        connection.disconnect()
    except redis.exceptions.NoScriptError:
        pass
    finally:
        pool.release(connection)
    return fallback()


def call_direct_pair(pool: redis.ConnectionPool, first: Sequence[Any], second: Sequence[Any]) -> list[Any] | None:
    """The replies to two commands sent together on a connection of `pool`, in one round trip (a reply that is an
    error comes back as the exception, not raised); None if the connection failed (neither outcome is known)."""
    connection: Any = pool.get_connection()
    try:
        connection.send_packed_command(connection.pack_commands([first, second]))
        return [_reply(connection), _reply(connection)]
    except (redis.ConnectionError, redis.TimeoutError):
        connection.disconnect()
        return None
    finally:
        pool.release(connection)


def _reply(connection: Any) -> Any:
    """The next reply on `connection`; an error reply as its exception."""
    try:
        return connection.read_response()
    except redis.ResponseError as error:
        return error


class DirectScript:
    """A Lua script registered on `client`, called as redis-py's Script is (`script(keys=..., args=...)`)."""

    def __init__(self, client: Any, text: str):
        self._script: Script = client.register_script(text)
        self._pool = plain_pool(client)

    def command(self, keys: Sequence[Any] = (), args: Sequence[Any] = ()) -> tuple[Any, ...]:
        """The EVALSHA command that calls the script (for a pipeline)."""
        return ("EVALSHA", self._script.sha, len(keys), *keys, *args)

    def __call__(self, keys: Sequence[Any] = (), args: Sequence[Any] = ()) -> Any:
        """EVALSHA of the script."""
        if self._pool is None:
            return self._script(keys=keys, args=args)
        return call_direct(self._pool, self.command(keys, args), lambda: self._script(keys=keys, args=args))
