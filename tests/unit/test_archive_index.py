"""The archive's index of finished games: newest first in key order, read only as far as a lobby page needs, and
retention that lists only the index's oldest end."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from app.archived_reads import ArchiveBackedLobby
from app.archiving import NEWEST, expire_archives, index_position
from audit.archived import game_key
from events.archive import InMemoryArchive
from projections.lobby import InMemoryLobby

HOUR_MS = 3_600_000
NOW = datetime(2026, 11, 28, 12, tzinfo=UTC)


class CountingArchive(InMemoryArchive):
    """An in-memory archive that counts the keys it listed and the objects it read."""

    def __init__(self) -> None:
        super().__init__()
        self.listed = self.read = 0

    def keys(self, prefix: str = "", start_after: str = ""):
        for key in super().keys(prefix, start_after):
            self.listed += 1
            yield key

    def get(self, key: str):
        self.read += 1
        return super().get(key)


def archived(archive: InMemoryArchive, n: int, created_ms: int) -> str:
    """Game g<n>, created at `created_ms`, as the archiver leaves it: its object and its index entry."""
    game_id = f"g{n:03d}"
    created_at = datetime.fromtimestamp(created_ms / 1000, UTC).isoformat().replace("+00:00", "Z")
    archive.put(game_key(game_id), b"log")
    summary = {"game_id": game_id, "created_at": created_at, "status": "finished"}
    archive.put(f"{index_position(NEWEST - created_ms)}-{game_id}.json", json.dumps(summary).encode())
    return game_id


def hourly_games(archive: InMemoryArchive, count: int) -> list[str]:
    """`count` games, one an hour up to NOW, oldest first."""
    now_ms = int(NOW.timestamp() * 1000)
    return [archived(archive, n, now_ms - (count - n) * HOUR_MS) for n in range(count)]


def test_the_index_lists_the_newest_created_game_first_across_its_folders():
    archive = InMemoryArchive()
    games = hourly_games(archive, 40)
    lobby = ArchiveBackedLobby(InMemoryLobby(), archive)

    assert [g["game_id"] for g in lobby.games("finished", limit=40)] == games[::-1]
    assert len({key.rsplit("/", 1)[0] for key in archive.keys("index/")}) > 10


def test_a_lobby_page_reads_only_the_index_entries_it_shows():
    archive = CountingArchive()
    games = hourly_games(archive, 200)
    archive.listed = archive.read = 0

    page = ArchiveBackedLobby(InMemoryLobby(), archive).games("finished", limit=10, offset=5)

    assert [g["game_id"] for g in page] == games[::-1][5:15]
    assert archive.listed <= 16 and archive.read <= 15


def test_retention_deletes_the_games_older_than_its_days_listing_only_those(caplog):
    archive = CountingArchive()
    games = hourly_games(archive, 100)
    archive.listed = 0

    deleted = expire_archives(archive, retention_days=2, now=NOW)

    assert sorted(deleted) == games[: 100 - 48]  # created more than 48 hours ago
    assert archive.listed <= len(deleted) + 1
    assert all(archive.get(game_key(g)) is None for g in deleted) and archive.get(game_key(games[-1])) is not None
    assert [g["game_id"] for g in ArchiveBackedLobby(InMemoryLobby(), archive).games("finished", 100)] == games[
        : 100 - 49 : -1
    ]
    assert sum("retention: archived game" in r.message for r in caplog.records) == len(deleted)
