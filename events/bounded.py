"""A process's bounded memory: a dict of at most `limit` entries, safe across threads, newest kept."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Bounded(Generic[K, V]):
    """Key -> value; a key put is the newest, and past `limit` entries the oldest are dropped first.

    Reads take no lock (a dict lookup is atomic); writes take one, so that dropping the oldest stays exact.
    """

    def __init__(self, limit: int) -> None:
        self._items: dict[K, V] = {}
        self._limit, self._lock = limit, threading.Lock()

    def get(self, key: K) -> V | None:
        """The value kept under `key`, if any."""
        return self._items.get(key)

    def put(self, key: K, value: V) -> None:
        """Keep `value` under `key` as the newest entry."""
        self.merge(key, lambda _: value)

    def merge(self, key: K, choose: Callable[[V | None], V]) -> None:
        """Keep `choose(the value kept now, or None)` under `key` as the newest entry, in one step."""
        items = self._items
        with self._lock:
            value = choose(items.pop(key, None))
            items[key] = value
            while len(items) > self._limit:
                del items[next(iter(items))]

    def pop(self, key: K) -> None:
        """Forget `key`."""
        with self._lock:
            self._items.pop(key, None)

    def __len__(self) -> int:
        return len(self._items)
