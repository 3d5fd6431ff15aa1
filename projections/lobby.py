"""The lobby index: one summary per game, listed by status, newest first.

A summary is written when what the lobby shows changes (creation, a seat joining, leaving or handing itself
to the bot, its entropy, the start, the end), not after every command: so the `{lobby}` keys take a handful
of writes per game, never one per command (docs/scaling.md). Its `version` is the game's version at that
change; the lobby's route reads each listed running game's version now (`with_versions_now`).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from datetime import datetime
from typing import Any, Protocol

from events.game import Game
from events.lifecycle import CHOSEN_SEED
from events.loader import GameLoader
from events.store import EventStore

STATUSES = ("open", "running", "finished")
NEWEST = 10**13  # milliseconds since the epoch stay below this until the year 2286
PLAYER_GAMES_HOT = 1000  # the most of a player's games in Redis one history page reads (archived ones are not)


def summary(game: Game) -> dict[str, Any]:
    """What the lobby shows of a game: public facts only (a finished game's standings too)."""
    listed = {
        "game_id": game.game_id,
        "ruleset": game.ruleset,
        "status": game.status,
        "version": game.version,
        "created_at": game.created_at,
        "seed": seed_source(game),
        "seats": seats_of(game),
    }
    if game.standings:
        listed["standings"] = [{"seat": s.seat, "money": s.money, "rank": s.rank} for s in game.standings]
    return listed


def players_in(listed: dict[str, Any]) -> list[str]:
    """The player ids seated in a summary, each once, in seat order."""
    return list(dict.fromkeys(seat["player"] for seat in listed.get("seats", ()) if seat.get("player")))


def history_position(listed: dict[str, Any]) -> str:
    """Where a game sorts in a player's history: 13 digits, newest created first, then its id."""
    return f"{NEWEST - round(created_seconds(listed['created_at']) * 1000):013d}-{listed['game_id']}"


def seed_source(game: Game) -> str:
    """Who chose the game's seed: "server" (drawn in secret), or "chosen" (by its creator: every roll is known to
    them; only all-bot games and the operator may)."""
    return CHOSEN_SEED if (game.options or {}).get("seed") == CHOSEN_SEED else "server"


def with_versions_now(listed: list[dict[str, Any]], version_of: Callable[[str], int]) -> list[dict[str, Any]]:
    """Summaries with each running game's version read now (its summary keeps the one of its last lobby change;
    an open or finished game's is current): what a live lobby shows without reading every game."""
    return [
        {**game, "version": max(game["version"], version_of(game["game_id"]))} if game["status"] == "running" else game
        for game in listed
    ]


def lobby_facts(listed: dict[str, Any] | None) -> dict[str, Any] | None:
    """What the lobby shows, without the version: equal facts need no new write."""
    return None if listed is None else {k: v for k, v in listed.items() if k != "version"}


def shows_change(before: Game, after: Game) -> bool:
    """Whether a step from `before` to `after` changed what the lobby shows of the game."""
    return lobby_facts(summary(before)) != lobby_facts(summary(after))


def seats_of(game: Game) -> list[dict[str, Any]]:
    """Public seat list: number, name, kind (human, bot, open), bot level and contributed entropy."""
    return [
        {
            "seat": i,
            "name": s.name,
            "kind": s.kind,
            "bot": s.bot,
            "client_seed": s.client_seed,
            "autoplay": s.autoplay,
            "left": s.left,
            "player": s.player,
        }
        for i, s in enumerate(game.seats)
    ]


def created_score(game: Game) -> float:
    """Where a game sorts in the lobby: its creation time, in seconds."""
    return created_seconds(game.created_at)


def created_seconds(created_at: str) -> float:
    """A creation time (ISO 8601, UTC) in seconds since the epoch."""
    return datetime.fromisoformat(created_at.replace("Z", "+00:00")).timestamp()


class LobbyIndex(Protocol):
    """The lobby port: one summary per game, listed by status, newest first."""

    def record(self, game: Game) -> None:
        """Store the game's summary unless a newer one is already there."""
        ...

    def known_version(self, game_id: str) -> int:
        """The version of the game's stored summary (0: none)."""
        ...

    def summary_of(self, game_id: str) -> dict[str, Any] | None:
        """The game's stored summary, if any."""
        ...

    def games(self, status: str | None = None, limit: int = 50, offset: int = 0) -> list[dict[str, Any]]:
        """Summaries, newest first, of one status or all."""
        ...

    def player_games(self, player_id: str) -> list[dict[str, Any]]:
        """The summaries of the player's games still listed here, newest first (at most PLAYER_GAMES_HOT)."""
        ...


def catch_up(lobby: LobbyIndex, store: EventStore, loader: GameLoader) -> int:
    """Record every game whose summary is missing or shows less than its log (a failed after-commit write);
    how many. A finished game's summary never changes again, so only unfinished games are loaded."""
    behind = 0
    for game_id in store.game_ids():
        stored = lobby.summary_of(game_id)
        if stored is not None and stored["status"] == "finished":
            continue
        game = loader.load(game_id)
        if game is not None and lobby_facts(summary(game)) != lobby_facts(stored):
            lobby.record(game)
            behind += 1
    return behind


class InMemoryLobby:
    """The same lobby in dicts, guarded by a lock; listed in the order Redis gives."""

    def __init__(self) -> None:
        self._summaries: dict[str, dict[str, Any]] = {}
        self._versions: dict[str, int] = {}
        self._places: dict[str, tuple[str, float]] = {}
        self._lock = threading.Lock()

    def record(self, game: Game) -> None:
        """Store the game's summary unless a newer one is already there."""
        with self._lock:
            if game.version <= self._versions.get(game.game_id, 0):
                return
            self._summaries[game.game_id] = json.loads(json.dumps(summary(game)))
            self._versions[game.game_id] = game.version
            self._places[game.game_id] = (game.status, created_score(game))

    def known_version(self, game_id: str) -> int:
        """The version of the game's stored summary (0: none)."""
        with self._lock:
            return self._versions.get(game_id, 0)

    def forget(self, game_id: str) -> None:
        """Unlist the game (archived)."""
        with self._lock:
            for kept in (self._summaries, self._versions, self._places):
                kept.pop(game_id, None)

    def summary_of(self, game_id: str) -> dict[str, Any] | None:
        """The game's stored summary, if any."""
        with self._lock:
            found = self._summaries.get(game_id)
            return None if found is None else json.loads(json.dumps(found))

    def games(self, status: str | None = None, limit: int = 50, offset: int = 0) -> list[dict[str, Any]]:
        """Summaries, newest first, of one status or all."""
        with self._lock:
            chosen = self._listed(status)[offset : offset + limit]
            return [json.loads(json.dumps(self._summaries[game_id])) for game_id in chosen]

    def player_games(self, player_id: str) -> list[dict[str, Any]]:
        """The player's listed games, newest first."""
        with self._lock:
            mine = [game for game in self._summaries.values() if player_id in players_in(game)]
        mine.sort(key=history_position)
        return json.loads(json.dumps(mine[:PLAYER_GAMES_HOT]))

    def _listed(self, status: str | None) -> list[str]:
        """Game ids as Redis lists them: newest first, then by status, then by id descending (ZREVRANGE's ties)."""
        ids = [gid for gid, (s, _) in self._places.items() if status in (None, "", s)]
        ids.sort(key=lambda gid: gid.encode("utf-8"), reverse=True)
        ids.sort(key=lambda gid: (-self._places[gid][1], STATUSES.index(self._places[gid][0])))
        return ids
