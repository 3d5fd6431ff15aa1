"""A store wrapper that counts the events its reads return (snapshot bound tests, bench)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from events.envelope import Envelope
from events.store import EventStore, InlineRows, Receipt, Rider


class CountingStore:
    """An event store that delegates to another; `events_read` counts the events read() returned."""

    def __init__(self, inner: EventStore):
        self.inner, self.events_read = inner, 0

    def read(self, game_id: str, after: int = 0, until: int | None = None, limit: int | None = None) -> list[Envelope]:
        """The inner store's read, counted."""
        found = self.inner.read(game_id, after=after, until=until, limit=limit)
        self.events_read += len(found)
        return found

    def append(
        self,
        game_id: str,
        expected_version: int,
        envelopes: Sequence[Envelope],
        receipt: Receipt | None = None,
        rows: InlineRows | None = None,
        rider: Rider | None = None,
    ) -> int:
        return self.inner.append(game_id, expected_version, envelopes, receipt, rows, rider)

    def receipt(self, game_id: str, key: str) -> str | None:
        return self.inner.receipt(game_id, key)

    def keep_receipt(self, game_id: str, receipt: Receipt) -> str:
        return self.inner.keep_receipt(game_id, receipt)

    def version(self, game_id: str) -> int:
        return self.inner.version(game_id)

    def save_snapshot(self, game_id: str, version: int, blob: str) -> None:
        self.inner.save_snapshot(game_id, version, blob)

    def latest_snapshot(self, game_id: str, at_most: int | None = None) -> tuple[int, str] | None:
        return self.inner.latest_snapshot(game_id, at_most=at_most)

    def game_ids(self) -> Iterator[str]:
        return self.inner.game_ids()

    def wait_for_events(self, game_id: str, after: int, timeout_s: float, limit: int = 500) -> list[Envelope]:
        return self.inner.wait_for_events(game_id, after, timeout_s, limit=limit)
