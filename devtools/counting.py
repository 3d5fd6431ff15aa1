"""A store wrapper that counts the events its reads return (snapshot bound tests, bench)."""

from __future__ import annotations


class CountingStore:
    """Delegates to a store; `events_read` counts the events read() returned."""

    def __init__(self, inner):
        self.inner, self.events_read = inner, 0

    def read(self, *args, **kwargs):
        """The inner store's read, counted."""
        found = self.inner.read(*args, **kwargs)
        self.events_read += len(found)
        return found

    def __getattr__(self, name):
        return getattr(self.inner, name)
