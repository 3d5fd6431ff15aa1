"""Presence (issue 41): whether each human seat's player is here, from its live feeds and its token's requests.

A seat is *connected* while it was seen in the last CONNECTED_S (a live feed marks it when it opens and at each
keep-alive, every 15 s by default; any request with its seat token marks it too, at most every SEEN_EVERY_S per
process). A seat of a running game that was not seen for GONE_AFTER_S (counted from the game's creation if never)
is *gone*: while it is, each turn it owes is timed out at once by the workers' sweep (at most 30 s later) instead of
at its `turn_timeout_s` deadline, as on Board Game Arena, and its `TurnTimedOut` says `gone`. A table that turned
deadlines off (`turn_timeout_s` 0) waits for its players whatever their presence.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from datetime import datetime
from typing import Any, Protocol

from events.game import Game

CONNECTED_S = 45.0
GONE_AFTER_S = 120.0
SEEN_EVERY_S = 10.0


class Presence(Protocol):
    """When each seat of a game was last seen."""

    def seen(self, game_id: str, seat: int, at: float) -> None:
        """The seat was seen at `at` (epoch seconds)."""
        ...

    def last_seen(self, game_id: str) -> dict[int, float]:
        """Each seen seat's latest time."""
        ...


class InMemoryPresence:
    """The same in a dict, guarded by a lock."""

    def __init__(self) -> None:
        self._seen: dict[str, dict[int, float]] = {}
        self._lock = threading.Lock()

    def seen(self, game_id: str, seat: int, at: float) -> None:
        with self._lock:
            kept = self._seen.setdefault(game_id, {})
            kept[seat] = max(at, kept.get(seat, 0.0))

    def last_seen(self, game_id: str) -> dict[int, float]:
        with self._lock:
            return dict(self._seen.get(game_id, {}))

    def forget(self, game_id: str) -> None:
        """Forget the game (archived)."""
        with self._lock:
            self._seen.pop(game_id, None)


def watched_seats(game: Game) -> list[int]:
    """The seats whose presence matters: human seats a person plays (not handed to the bot, not left)."""
    return [i for i, seat in enumerate(game.seats) if seat.kind == "human" and not seat.played_by]


def presence_of(game: Game, last_seen: Mapping[int, float], now: float) -> list[dict[str, Any]]:
    """Each watched seat's presence: connected, gone, and when it was last seen (epoch seconds, or None)."""
    created = _epoch(game.created_at) if game.created_at else now
    return [
        {"seat": seat, "connected": now - last_seen.get(seat, -1e18) <= CONNECTED_S,
         "gone": game.status == "running" and now - max(last_seen.get(seat, created), created) >= GONE_AFTER_S,
         "last_seen": last_seen.get(seat)}
        for seat in watched_seats(game)
    ]  # fmt: skip


def gone_seats(game: Game, last_seen: Mapping[int, float], now: float) -> list[int]:
    """The seats of a running game whose player is gone."""
    return [item["seat"] for item in presence_of(game, last_seen, now) if item["gone"]]


def _epoch(iso_text: str) -> float:
    return datetime.fromisoformat(iso_text.replace("Z", "+00:00")).timestamp()
