"""A player's games: those still in Redis (the lobby's list per player) merged with the archived ones (the
archive's index per player), newest created first, by ruleset and status, a page at a time after a cursor."""

from __future__ import annotations

import heapq
import itertools
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from app.archiving import PLAYERS_INDEX
from events.archive import ArchiveStore
from events.bounded import Bounded
from projections.lobby import LobbyIndex, history_position, players_in

PLAYER_ID = re.compile(r"[gpb]_[A-Za-z0-9_-]{1,40}")  # a guest's (g_), an issuer's user's (p_) or a bot level's (b_)
CURSOR = re.compile(r"[0-9]{13}-[A-Za-z0-9_-]{1,64}")  # a history position (projections.lobby.history_position)


@dataclass(frozen=True)
class HistoryPage:
    """One page of a player's games, and the cursor of the next page (None: this is the last)."""

    games: list[dict[str, Any]]
    next_cursor: str | None


class PlayerHistory:
    """Every game a player identity sat in, from the lobby and the archive."""

    def __init__(self, lobby: LobbyIndex, archive: ArchiveStore, limit: int = 1024):
        self.lobby, self.archive = lobby, archive
        self._entries: Bounded[str, dict[str, Any]] = Bounded(limit)  # archived entries never change: read once

    def page(
        self, player_id: str, ruleset: str | None = None, status: str | None = None, limit: int = 50, after: str = ""
    ) -> HistoryPage:
        """Up to `limit` of the player's games after the cursor `after`, each with the player's seat and result."""
        hot, archived = self._hot(player_id, ruleset, status, after), self._archived(player_id, ruleset, status, after)
        merged = heapq.merge(hot, archived, key=lambda pair: pair[0])
        unique = (next(same)[1] for _, same in itertools.groupby(merged, key=lambda pair: pair[0]))
        found = (listed for listed in map(self._read, unique) if player_id in players_in(listed))
        chosen = list(itertools.islice(found, limit + 1))
        games = [as_history_item(listed, player_id) for listed in chosen[:limit]]
        return HistoryPage(games, history_position(games[-1]) if len(chosen) > limit else None)

    def _hot(self, player_id: str, ruleset: str | None, status: str | None, after: str) -> list[tuple[str, Any]]:
        listed = [(history_position(game), game) for game in self.lobby.player_games(player_id)]
        return sorted(
            ((position, game) for position, game in listed
            if position > after and ruleset in (None, game["ruleset"]) and status in (None, game["status"])),
            key=lambda pair: pair[0],
        )  # fmt: skip

    def _archived(
        self, player_id: str, ruleset: str | None, status: str | None, after: str
    ) -> Iterator[tuple[str, Any]]:
        if status not in (None, "finished"):
            return
        prefix = f"{PLAYERS_INDEX}{player_id}/"
        for key in self.archive.keys(prefix, start_after=prefix + after + "/" if after else ""):
            position, _, kind = key.removeprefix(prefix).removesuffix(".json").partition(".")
            if position > after and ruleset in (None, kind):
                yield position, key

    def _read(self, listed: dict[str, Any] | str) -> dict[str, Any]:
        """A summary: as listed in Redis, or an archived entry's (read once per process; {}: gone meanwhile)."""
        if isinstance(listed, dict):
            return listed
        entry = self._entries.get(listed)
        if entry is None and (blob := self.archive.get(listed)) is not None:
            entry = json.loads(blob)
            self._entries.put(listed, entry)
        return entry or {}


def as_history_item(listed: dict[str, Any], player_id: str) -> dict[str, Any]:
    """A game's public summary with the player's seat and, once it ended, the player's standing."""
    seat = next(s["seat"] for s in listed["seats"] if s.get("player") == player_id)
    result = next((s for s in listed.get("standings", ()) if s["seat"] == seat), None)
    return {**listed, "seat": seat, "result": result}
