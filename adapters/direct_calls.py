"""Redis calls made straight on a pooled connection, without redis-py's per-command machinery (its retry wrapper,
observability hooks and event dispatch), for the few calls every request makes: the scripts (an append and its
rider in one round trip), and XRANGE of a game's log read from Redis's reply as it comes, without redis-py's
parse of each entry. No public API of redis-py sends a command without that machinery; the one place in Furlong
that leans on redis-py's connections (send_command, read_response, pack_commands) and response callbacks.

Only on a plain redis.Redis speaking RESP2 through a pool; a cluster, a fake or a client on one connection is
called as usual. A call whose connection fails is dropped and made again through redis-py, with its retries: what
redis-py's own retry would have sent again, and nothing else (an append sent twice finds its receipt and appends
nothing). A script that Redis no longer knows is loaded again by redis-py's Script. Checked against the redis-py
versions of CHECKED_REDIS: tests/unit/test_library_pins.py fails on another.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import redis
from redis.commands.core import Script

CHECKED_REDIS = ((8, 1), (8, 2))  # redis-py versions from the first up to (not with) the second


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


XRange = Callable[[str, str, str, int | None], Iterator[Any]]


def raw_xrange(client: Any) -> XRange | None:
    """`xrange(key, start, end, count)`: the value of field `e` of each entry, straight from Redis's reply (what
    `entry[1][b"e"]` of redis-py's parse gives); None unless `client` is a plain redis.Redis speaking RESP2
    through a pool. A failed connection is read again through a copy of `client` (the same pool, retries and
    settings) whose XRANGE returns the reply unparsed."""
    if plain_pool(client) is None:  # a cluster, a fake, one connection
        return None
    raw = copy.copy(client)
    raw.auto_close_connection_pool = False  # the pool is the client's: the copy never closes it
    raw.response_callbacks = type(client.response_callbacks)(client.response_callbacks)  # its own, not shared
    raw.set_response_callback("XRANGE", _unparsed)

    def xrange(key: str, start: str, end: str, count: int | None) -> Iterator[Any]:
        args = ("XRANGE", key, start, end) if count is None else ("XRANGE", key, start, end, "COUNT", count)
        reply = call_direct(raw.connection_pool, args, lambda: raw.xrange(key, start, end, count=count))
        return _values(reply, b"e")

    return xrange


def _values(reply: Any, name: bytes) -> Iterator[Any]:
    """The value of field `name` of each entry of XRANGE's reply as Redis sends it (RESP2: [[id, [field, value,
    ...]], ...]), entry after entry (so a bad entry fails where redis-py's parse, then a lookup, would)."""
    for _, fields in reply or ():
        yield fields[1] if len(fields) == 2 and fields[0] == name else _pairs(fields)[name]


def _unparsed(response: Any, **options: Any) -> Any:
    return response


def _pairs(fields: Any) -> dict[Any, Any]:
    """An entry's [field, value, ...] as redis-py's parse makes it (pairs_to_dict)."""
    if fields is None:
        return {}
    pairs = iter(fields)
    return dict(zip(pairs, pairs))
