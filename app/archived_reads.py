"""Archived games read as hot ones: the event store, ledger records, vault and lobby, each falling back to the archive
for a game Redis no longer holds (issue 40). Every archived log is verified as it is read (audit/archived.py), and the
most recently read are kept in a bounded cache; nothing is ever written for an archived game."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from audit.archived import game_key, open_archived
from events.archive import ArchiveStore, checked_key
from events.bounded import Bounded
from events.envelope import Envelope
from events.store import EventStore, InlineRows, Receipt, Rider, VersionConflict
from events.vault import GameSecrets, Vault, token_digest
from games.base import Ruleset
from projections.ledger import Addition, Ledger, rebuild
from projections.ledger_store import LedgerRecords
from projections.lobby import LobbyIndex

from .archiving import archived_summaries, seats_key

CACHED_GAMES = 64  # archived games kept read per process (a log of a few hundred KB each at most)
# Called with the game's id before an archived game is fetched and verified (not when it is kept read): the web
# sets it per request to charge the load to its client (service/throttle.py); it may raise to refuse the read.
LOAD_GUARD: ContextVar[Callable[[str], None]] = ContextVar("archive_load_guard", default=lambda game_id: None)


@dataclass(frozen=True)
class ArchivedGame:
    """One archived game as read and verified: its log, its ledger (folded once), its seat tokens' digests."""

    envelopes: list[Envelope]
    ledger: Ledger
    seats: Mapping[str, int]


class ArchivedGames:
    """Archived games read from the store, verified against the server's public keys, the latest ones kept."""

    def __init__(
        self,
        archive: ArchiveStore,
        public_keys: Callable[[], Mapping[str, bytes]],
        rulesets: Mapping[str, Ruleset],
        limit: int = CACHED_GAMES,
    ):
        self.archive, self.public_keys, self.rulesets = archive, public_keys, rulesets
        self._kept: Bounded[str, ArchivedGame] = Bounded(limit)

    def known(self, game_id: str) -> ArchivedGame | None:
        """The archived game if this process read it lately (no store asked)."""
        return self._kept.get(game_id)

    def get(self, game_id: str, charged: bool = True) -> ArchivedGame | None:
        """The archived game, or None when the archive has none (ArchivedInvalid when it does not verify); a load
        is `charged` to the request's client (LOAD_GUARD) unless it checks a new game's id."""
        kept = self._kept.get(game_id)
        if kept is not None or not archivable(game_id):
            return kept
        if charged:
            LOAD_GUARD.get()(game_id)
        blob = self.archive.get(game_key(game_id))
        if blob is None:
            return None
        envelopes, _ = open_archived(game_id, blob, self.public_keys())
        seats = self.archive.get(seats_key(game_id))
        ruleset = self.rulesets[envelopes[0].data["ruleset"]]
        game = ArchivedGame(envelopes, rebuild(ruleset, envelopes), json.loads(seats) if seats else {})
        self._kept.put(game_id, game)
        return game


def archivable(game_id: str) -> bool:
    """Whether a game id can name an archived game (a path of plain characters): any other id is none."""
    try:
        checked_key(game_key(game_id))
    except ValueError:
        return False
    return True


class ArchiveBackedStore:
    """The event store: Redis for games it holds, the archive for the others (reads only)."""

    def __init__(self, hot: EventStore, archived: ArchivedGames):
        self.hot, self.archived = hot, archived

    def _gone(self, game_id: str, charged: bool = True) -> ArchivedGame | None:
        """The archived game, if Redis no longer holds it."""
        return self.archived.get(game_id, charged) if self.hot.version(game_id) == 0 else None

    def append(
        self,
        game_id: str,
        expected_version: int,
        envelopes: Sequence[Envelope],
        receipt: Receipt | None = None,
        rows: InlineRows | None = None,
        rider: Rider | None = None,
    ) -> int:
        """Appends go to Redis (an archived game is finished: the handler refuses every command to it first); a
        game's first events under an archived game's id conflict, as they would while Redis held it."""
        if expected_version == 0 and (archived := self.archived.get(game_id, charged=False)) is not None:
            raise VersionConflict(game_id, 0, len(archived.envelopes))
        return self.hot.append(game_id, expected_version, envelopes, receipt, rows, rider)

    def receipt(self, game_id: str, key: str) -> str | None:
        """Receipts live in Redis only: they end when their game is archived."""
        return self.hot.receipt(game_id, key)

    def keep_receipt(self, game_id: str, receipt: Receipt) -> str:
        """A refusal is kept for a game Redis holds; for an archived one it is only answered (nothing written)."""
        return receipt.record if self._gone(game_id) is not None else self.hot.keep_receipt(game_id, receipt)

    def read(self, game_id: str, after: int = 0, until: int | None = None, limit: int | None = None) -> list[Envelope]:
        """Redis's events; the archived log's when Redis has none and no longer holds the game."""
        found = self.hot.read(game_id, after, until, limit)
        if found or (archived := self._gone(game_id)) is None:
            return found
        return window(archived.envelopes, after, until, limit)

    def version(self, game_id: str) -> int:
        """Redis's version, else the archived log's length (0: no such game)."""
        version = self.hot.version(game_id)
        if version:
            return version
        archived = self.archived.get(game_id)
        return len(archived.envelopes) if archived else 0

    def save_snapshot(self, game_id: str, version: int, blob: str) -> None:
        """Snapshots go to Redis (only after appends: never for an archived game)."""
        self.hot.save_snapshot(game_id, version, blob)

    def latest_snapshot(self, game_id: str, at_most: int | None = None) -> tuple[int, str] | None:
        """Redis's snapshots (an archived game has none: it is folded from its cached log)."""
        return self.hot.latest_snapshot(game_id, at_most)

    def game_ids(self) -> Iterator[str]:
        """The games Redis holds (the workers' sweep is about those only)."""
        return self.hot.game_ids()

    def wait_for_events(self, game_id: str, after: int, timeout_s: float, limit: int = 500) -> list[Envelope]:
        """An archived game's events at once (it never changes again; a feed's request loaded it first, so this
        process knows it); else Redis's wait, which asks Redis nothing more when it ends empty (a feed's keep-alive)."""
        archived = self.archived.known(game_id)
        if archived is None:
            return self.hot.wait_for_events(game_id, after, timeout_s, limit)
        return window(archived.envelopes, after, None, limit)


def window(envelopes: list[Envelope], after: int, until: int | None, limit: int | None) -> list[Envelope]:
    """Envelopes with after < version <= until, at most `limit` (versions are positions)."""
    end = len(envelopes) if until is None else min(until, len(envelopes))
    chosen = envelopes[after:end]
    return chosen if limit is None else chosen[:limit]


class ArchiveBackedLedgers:
    """Ledger records: Redis's, else the ledger folded from the archived log (never written back)."""

    def __init__(self, hot: LedgerRecords, store: ArchiveBackedStore):
        self.hot, self.store = hot, store

    def _archived(self, game_id: str) -> Ledger | None:
        archived = self.store._gone(game_id)
        return archived.ledger if archived else None

    def version(self, game_id: str) -> int:
        """The stored ledger's version, else the archived one's."""
        version = self.hot.version(game_id)
        return version or ((archived := self._archived(game_id)) and archived.version) or 0

    def read(self, game_id: str) -> Ledger:
        """The stored ledger, else the archived game's."""
        ledger = self.hot.read(game_id)
        return ledger if ledger.version else (self._archived(game_id) or ledger)

    def anchor(self, game_id: str, key: str) -> int:
        """An anchor's version in Redis (appends only: an archived game has none to add)."""
        return self.hot.anchor(game_id, key)

    def advance(self, game_id: str, expected: int, added: Addition) -> bool:
        """Advance Redis's ledger, never an archived game's."""
        return False if self._archived(game_id) is not None else self.hot.advance(game_id, expected, added)


class ArchiveBackedVault:
    """The vault: Redis's, and for an archived game its seat tokens' digests as archived (read only)."""

    def __init__(self, hot: Vault, store: ArchiveBackedStore):
        self.hot, self.store = hot, store

    def keep_secrets(self, game_id: str, seed: str) -> GameSecrets:
        """Redis keeps a new game's secrets; an archived game's id gets none written (its creation conflicts)."""
        if self.store._gone(game_id, charged=False) is not None:
            return GameSecrets(seed, "")
        return self.hot.keep_secrets(game_id, seed)

    def secrets(self, game_id: str) -> GameSecrets:
        """Redis's; for an archived game, the seed its end revealed (and no sealing key): a command to it is only
        ever refused, as to any finished game."""
        try:
            return self.hot.secrets(game_id)
        except LookupError:
            if (archived := self.store._gone(game_id)) is None:
                raise
            return GameSecrets(str(archived.envelopes[-1].data["seed"]), "")

    def issue_token(self, game_id: str, seat: int) -> str:
        return self.hot.issue_token(game_id, seat)

    def forget_token(self, game_id: str, token: str) -> None:
        self.hot.forget_token(game_id, token)

    def revoke_seat(self, game_id: str, seat: int) -> None:
        self.hot.revoke_seat(game_id, seat)

    def departed(self, game_id: str, token: str) -> int | None:
        return self.hot.departed(game_id, token)

    def seat_for(self, game_id: str, token: str) -> int | None:
        """Redis's answer, else the archived game's (a seat keeps reading its game with its token)."""
        seat = self.hot.seat_for(game_id, token)
        if seat is not None or (archived := self.store._gone(game_id)) is None:
            return seat
        return archived.seats.get(token_digest(token))


class ArchiveBackedLobby:
    """The lobby: Redis's games, and the archived finished ones from the archive's index."""

    def __init__(self, hot: LobbyIndex, archive: ArchiveStore, limit: int = 1024):
        self.hot, self.archive = hot, archive
        self._entries: Bounded[str, dict[str, Any]] = Bounded(limit)  # index entries never change: read once

    def record(self, game: Any) -> None:
        self.hot.record(game)

    def known_version(self, game_id: str) -> int:
        return self.hot.known_version(game_id)

    def summary_of(self, game_id: str) -> dict[str, Any] | None:
        return self.hot.summary_of(game_id)

    def player_games(self, player_id: str) -> list[dict[str, Any]]:
        return self.hot.player_games(player_id)

    def games(self, status: str | None = None, limit: int = 50, offset: int = 0) -> list[dict[str, Any]]:
        """Newest created first: Redis's, merged with the archived finished games (each once)."""
        listed = self.hot.games(status, limit + offset, 0)
        archived = (
            list(archived_summaries(self.archive, limit + offset, self._entries))
            if status in (None, "", "finished")
            else []
        )
        if not archived:
            return listed[offset : offset + limit]
        listed += archived
        unique = {game["game_id"]: game for game in reversed(listed)}
        ordered = sorted(unique.values(), key=lambda game: (game["created_at"], game["game_id"]), reverse=True)
        return ordered[offset : offset + limit]
