"""Archiving finished games (issue 40): the hand-over from Redis to the archive store, crash-safe, one game at a time.

For a game finished more than ARCHIVE_AFTER_S ago, under a per-game lease: write its archived object (written once:
a retry writes the same bytes), read it back and verify it, record it in the archive's index of finished games, and
only then forget the game in Redis (every key under its hash tag, by name, then its lobby entry). Killed at any
step, a re-run resumes where it was: nothing is forgotten before the archive holds it verified, and a game still
in Redis is simply archived again (the same bytes). The archive's layout: `games/<id>.ndjson.zst`
(audit/archived.py), `index/finished/<folder>/<newest-first>-<id>.json` (the game's lobby summary, in a folder
per 10^7 ms, about 2.8 hours, so that a listing of the newest reads one small folder), and the same summary under
`index/players/<player id>/<newest-first>-<id>.<ruleset>.json` for each seated player identity (their history).
"""

from __future__ import annotations

import json
import logging
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from audit.archived import archived_object, game_key, open_archived
from events.archive import ArchiveConflict, ArchiveStore, ArchiveUnavailable
from events.bounded import Bounded
from events.envelope import Envelope
from events.game import Game
from events.lifecycle import GameEnded
from events.loader import GameLoader
from events.signing import SigningKey
from events.store import EventStore, InMemoryEventStore
from events.vault import InMemoryVault
from projections.ledger_store import InMemoryLedgerRecords
from projections.lobby import NEWEST, InMemoryLobby, created_score, history_position, players_in, summary

from .metrics import count_archive_failure, count_archived

log = logging.getLogger(__name__)

INDEX = "index/finished/"
PLAYERS_INDEX = "index/players/"  # each seated player's archived games: index/players/<player id>/<position>...
FOLDER_DIGITS = 6  # an index entry's folder: the first 6 of its 13 digits (10^7 ms, about 2.8 hours, per folder)
LEASE_S = 120  # a lease outlives any one game's hand-over; a dead archiver's lease ends by itself
BACKOFF_S = (5, 15, 60, 300)  # the archive store down: how long archivers wait, then longer each time


class HotGames(Protocol):
    """The Redis side of archiving: finished games still held, a lease per game, the hand-over's last step."""

    def finished(self, limit: int = 1000) -> list[str]:
        """Finished games still in Redis, oldest first by creation, at most `limit`."""
        ...

    def finished_count(self) -> int:
        """How many finished games Redis still holds (the archiving backlog, those within ARCHIVE_AFTER_S too)."""
        ...

    def lease(self, game_id: str, owner: str, ttl_s: int) -> bool:
        """Take the game's archiving lease for `ttl_s` seconds unless another owner holds it; whether taken."""
        ...

    def release(self, game_id: str, owner: str) -> None:
        """Give the lease back, if `owner` still holds it."""
        ...

    def seat_tokens(self, game_id: str) -> dict[str, int]:
        """The game's seat tokens as the vault keeps them: {SHA-256 digest: seat}."""
        ...

    def forget(self, game_id: str, envelopes: Sequence[Envelope]) -> int:
        """Remove the game (whose log is `envelopes`) from Redis: every key under its hash tag, then its lobby entry;
        how many keys went."""
        ...

    def pause(self, seconds: int) -> None:
        """Archivers wait `seconds` before the next attempt (the store is down)."""
        ...

    def paused(self) -> int:
        """The pause in force, in seconds (0: none)."""
        ...

    def last_pause(self) -> int:
        """The latest pause's length while the store may still be down (0: none lately): the next one is longer."""
        ...


class InMemoryHotGames:
    """The Redis side of archiving over the in-memory adapters: finished games from the lobby, leases and the pause
    in dicts (each with its end on `clock`), and forgetting a game in each adapter."""

    def __init__(
        self,
        store: InMemoryEventStore,
        vault: InMemoryVault,
        lobby: InMemoryLobby,
        ledgers: InMemoryLedgerRecords,
        clock: Callable[[], float] = time.monotonic,
    ):
        self.store, self.vault, self.lobby, self.ledgers, self.clock = store, vault, lobby, ledgers, clock
        self._leases: dict[str, tuple[str, float]] = {}
        self._pause: tuple[int, float, float] = (0, 0.0, 0.0)  # seconds, paused until, remembered until
        self._lock = threading.Lock()

    def finished(self, limit: int = 1000) -> list[str]:
        """Finished games in the lobby, oldest created first."""
        return [game["game_id"] for game in reversed(self._finished())][:limit]

    def finished_count(self) -> int:
        """How many finished games the lobby lists."""
        return len(self._finished())

    def _finished(self) -> list[dict[str, Any]]:
        """The lobby's finished games, newest first (the whole list: the lobby pages only by offset)."""
        return self.lobby.games("finished", limit=10**9)

    def lease(self, game_id: str, owner: str, ttl_s: int) -> bool:
        """One owner per game until its lease ends."""
        with self._lock:
            held = self._leases.get(game_id)
            if held is not None and held[1] > self.clock():
                return False
            self._leases[game_id] = (owner, self.clock() + ttl_s)
            return True

    def release(self, game_id: str, owner: str) -> None:
        """End the lease if `owner` holds it."""
        with self._lock:
            if self._leases.get(game_id, ("", 0.0))[0] == owner:
                del self._leases[game_id]

    def seat_tokens(self, game_id: str) -> dict[str, int]:
        """The vault's token digests and their seats."""
        return self.vault.seat_digests(game_id)

    def forget(self, game_id: str, envelopes: Sequence[Envelope]) -> int:
        """The game out of every adapter, then out of the lobby; how many records went."""
        removed = self.store.forget(game_id) + self.vault.forget(game_id) + self.ledgers.forget(game_id)
        self.lobby.forget(game_id)
        return removed

    def pause(self, seconds: int) -> None:
        """Archivers wait `seconds`; the length is remembered four times as long."""
        with self._lock:
            now = self.clock()
            self._pause = (seconds, now + max(1, seconds), now + max(1, 4 * seconds))

    def paused(self) -> int:
        """The pause in force (0: none)."""
        seconds, until, _ = self._pause
        return seconds if until > self.clock() else 0

    def last_pause(self) -> int:
        """The latest pause's length while it is remembered (0: none lately)."""
        seconds, _, remembered = self._pause
        return seconds if remembered > self.clock() else 0


def index_key(game: Game) -> str:
    """The index entry of an archived game: newest created first in key order, then its id."""
    return f"{index_position(NEWEST - round(created_score(game) * 1000))}-{game.game_id}.json"


def index_position(newest_first: int) -> str:
    """The index key's start for an order number (10^13 - created ms): its folder, then the number."""
    digits = f"{newest_first:013d}"
    return f"{INDEX}{digits[:FOLDER_DIGITS]}/{digits}"


def player_entry_key(player_id: str, listed: dict[str, Any]) -> str:
    """A seated player's entry for an archived game: newest created first in key order, then its id and ruleset."""
    return f"{PLAYERS_INDEX}{player_id}/{history_position(listed)}.{listed['ruleset']}.json"


def index_entry(game: Game) -> bytes:
    """The entry's bytes: the game's lobby summary as canonical JSON (the same bytes on every retry)."""
    return json.dumps(summary(game), sort_keys=True, separators=(",", ":")).encode("utf-8")


def seats_key(game_id: str) -> str:
    """The archive key of a game's seat tokens (their SHA-256 digests only, as the vault keeps them)."""
    return f"games/{game_id}.seats.json"


def seats_entry(digests: Mapping[str, int]) -> bytes:
    """The seat tokens' digests as canonical JSON (the same bytes on every retry: a finished game's tokens stay)."""
    return json.dumps(dict(digests), sort_keys=True, separators=(",", ":")).encode("utf-8")


def game_of_entry(key: str) -> str:
    """The game id an index key names."""
    return key.rpartition("/")[2].split("-", 1)[1].removesuffix(".json")


@dataclass(frozen=True)
class Outcome:
    """What one attempt did: "archived", "not-finished", "too-soon", "busy", "gone" (nothing in Redis)."""

    game_id: str
    result: str
    keys_removed: int = 0


class Archiver:
    """Hands finished games over to the archive; every attempt is idempotent, so any number may run at once."""

    def __init__(
        self,
        store: EventStore,
        loader: GameLoader,
        archive: ArchiveStore,
        hot: HotGames,
        keys: Callable[[], tuple[SigningKey, Mapping[str, bytes]]],
        after_s: float,
        now: Callable[[], datetime],
        steps: Callable[[str], None] = lambda step: None,
        rate: Callable[[Game], str] = lambda game: "unrated",
        forgotten: Callable[[str], None] = lambda game_id: None,
    ):
        self.store, self.loader, self.archive, self.hot, self.keys = store, loader, archive, hot, keys
        self.after_s, self.now, self.steps, self.rate, self.forgotten = after_s, now, steps, rate, forgotten

    def due(self, last: Envelope) -> bool:
        """Whether a game that ended with `last` ended ARCHIVE_AFTER_S ago or more."""
        ended = datetime.fromisoformat(last.at.replace("Z", "+00:00"))
        return (self.now() - ended).total_seconds() >= self.after_s

    def archive_game(self, game_id: str) -> Outcome:
        """Archive one game if it is finished and due; ArchiveUnavailable when the store does not answer."""
        version = self.store.version(game_id)
        if version == 0:  # archived already: a lobby entry left by a crash goes too
            if self.archive.get(game_key(game_id)) is None:
                return Outcome(game_id, "gone", 0)
            removed = self.hot.forget(game_id, [])
            self.forgotten(game_id)
            return Outcome(game_id, "gone", removed)
        last = self.store.read(game_id, after=version - 1)
        if not last or last[-1].type != GameEnded.TYPE:
            return Outcome(game_id, "not-finished")
        if not self.due(last[-1]):
            return Outcome(game_id, "too-soon")
        owner = uuid.uuid4().hex
        if not self.hot.lease(game_id, owner, LEASE_S):
            return Outcome(game_id, "busy")
        try:
            return self._hand_over(game_id)
        finally:
            self.hot.release(game_id, owner)

    def _hand_over(self, game_id: str) -> Outcome:
        """Rate, write, read back and verify, index, forget: each step repeatable after a crash in any other (a game
        is archived once rated, so that the sweep of Redis's finished games rates every game)."""
        game = self.loader.load(game_id)
        if game is None:
            raise LookupError(f"game {game_id} vanished while it was archived")
        if self.rate(game) == "busy":
            return Outcome(game_id, "busy")
        envelopes = self.store.read(game_id)
        signing, public = self.keys()
        self.archive.put(seats_key(game_id), seats_entry(self.hot.seat_tokens(game_id)))
        self._put_object(game_id, envelopes, archived_object(envelopes, signing), public)
        self.steps("written")
        kept = self.archive.get(game_key(game_id))
        if kept is None or open_archived(game_id, kept, public)[0] != envelopes:
            raise ArchiveUnavailable(f"game {game_id}'s archived object did not read back as its log")
        self.steps("verified")
        self.archive.put(index_key(game), index_entry(game))
        for player_id in players_in(summary(game)):
            self.archive.put(player_entry_key(player_id, summary(game)), index_entry(game))
        self.steps("indexed")
        removed = self.hot.forget(game_id, envelopes)
        self.forgotten(game_id)  # what else keeps the game's name outside its keys: the all-games feed's mark
        self.steps("forgotten")
        count_archived(game.ruleset)
        log.info("archived game %s (%d events, %d Redis keys removed)", game_id, len(envelopes), removed)
        return Outcome(game_id, "archived", removed)

    def _put_object(self, game_id: str, envelopes: list[Envelope], blob: bytes, public: Mapping[str, bytes]) -> None:
        """Write the object once; an object already there (signed by another key, say) stands if it holds this log."""
        try:
            self.archive.put(game_key(game_id), blob)
        except ArchiveConflict:
            kept = self.archive.get(game_key(game_id))
            if kept is None or open_archived(game_id, kept, public)[0] != envelopes:
                raise
            log.info("game %s was archived before with other bytes holding the same log: kept", game_id)

    def sweep(self, limit: int = 1000) -> dict[str, int]:
        """Archive every finished game that is due, unless archiving is paused; a count per outcome. The store
        down pauses archiving (longer each time) and leaves the game in Redis."""
        counts: dict[str, int] = {}
        if self.hot.paused():
            return {"paused": 1}
        for game_id in self.hot.finished(limit):
            outcome = self.attempt(game_id)
            counts[outcome] = counts.get(outcome, 0) + 1
            if outcome == "unavailable":
                break
        return counts

    def attempt(self, game_id: str) -> str:
        """One game's archiving, its failures counted and logged (the store down: a pause); the outcome's name."""
        try:
            return self.archive_game(game_id).result
        except ArchiveUnavailable as error:
            count_archive_failure("unavailable")
            waited = self.hot.last_pause()
            pause = next((s for s in BACKOFF_S if s > waited), BACKOFF_S[-1])
            self.hot.pause(pause)
            log.warning(
                "archive store unavailable (%s): archiving paused %d s; game %s stays in Redis", error, pause, game_id
            )
            return "unavailable"
        except Exception:
            count_archive_failure("error")
            log.exception("could not archive game %s: it stays in Redis", game_id)
            return "failed"


def created_ms_of_entry(key: str) -> int:
    """The creation time (epoch milliseconds) an index key holds."""
    return NEWEST - int(key.rpartition("/")[2].split("-", 1)[0])


def expire_archives(archive: ArchiveStore, retention_days: float, now: datetime) -> list[str]:
    """Delete every archived game created more than `retention_days` ago (0: keep for ever), each deletion logged:
    its log and seat digests first, then its index entry (a crash in between: the next pass deletes it again); the
    games deleted."""
    if retention_days <= 0:
        return []
    before_ms = (now.timestamp() - retention_days * 86400) * 1000
    deleted = []
    older = archive.keys(INDEX, start_after=index_position(int(NEWEST - before_ms)))  # the index's oldest end only
    for key in [k for k in older if created_ms_of_entry(k) < before_ms]:
        game_id = game_of_entry(key)
        if (entry := archive.get(key)) is not None:
            listed = json.loads(entry)
            for player_id in players_in(listed):
                archive.delete(player_entry_key(player_id, listed))
        archive.delete(game_key(game_id))
        archive.delete(seats_key(game_id))
        archive.delete(key)
        log.warning("retention: archived game %s deleted (created more than %s days ago)", game_id, retention_days)
        deleted.append(game_id)
    return deleted


def archived_summaries(
    archive: ArchiveStore, limit: int, kept: Bounded[str, dict[str, Any]] | None = None
) -> Iterator[dict[str, Any]]:
    """The archived games' lobby summaries, newest created first, at most `limit` (entries read once when `kept`)."""
    for n, key in enumerate(archive.keys(INDEX)):
        if n >= limit:
            return
        entry = kept.get(key) if kept is not None else None
        if entry is None and (blob := archive.get(key)) is not None:
            entry = json.loads(blob)
            if kept is not None:
                kept.put(key, entry)
        if entry is not None:
            yield entry
