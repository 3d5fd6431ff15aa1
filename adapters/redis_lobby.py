"""The lobby index on Redis: one summary per game in a hash, and a sorted set per status, newest first."""

from __future__ import annotations

import json
from typing import Any

import redis

from events.game import Game
from projections.lobby import PLAYER_GAMES_HOT, STATUSES, created_score, players_in, summary

from .direct_calls import DirectScript

_KEY = "furlong:{lobby}"


def player_games_key(player_id: str) -> str:
    """A player's listed games (a sorted set by creation time), beside the player's own hash."""
    return f"furlong:{{player:{player_id}}}:games"


# KEYS: summaries hash, versions hash, open, running, finished zsets.
# ARGV: game id, version, summary json, status, score. Older versions never overwrite newer ones.
RECORD = """
local known = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
if tonumber(ARGV[2]) <= known then
  return 0
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
for i = 3, 5 do
  redis.call('ZREM', KEYS[i], ARGV[1])
end
local statuses = {open = 3, running = 4, finished = 5}
redis.call('ZADD', KEYS[statuses[ARGV[4]]], ARGV[5], ARGV[1])
return 1
"""


class RedisLobby:
    """Game summaries in Redis, written when what they show changes."""

    def __init__(self, client: redis.Redis):
        self._redis = client
        self._record = DirectScript(client, RECORD)

    def record(self, game: Game) -> None:
        """Store the game's summary unless a newer one is already there; each seated player's list first (on
        another slot: a failure in between leaves the summary behind, for the lobby's catch-up to write again)."""
        listed, score = summary(game), created_score(game)
        for player_id in players_in(listed):
            self._redis.zadd(player_games_key(player_id), {game.game_id: score})
        keys = [f"{_KEY}:summaries", f"{_KEY}:versions", *(f"{_KEY}:{s}" for s in STATUSES)]
        args: list[str | int | float] = [game.game_id, game.version, json.dumps(listed), game.status, score]
        self._record(keys=keys, args=args)

    def known_version(self, game_id: str) -> int:
        """The version of the game's stored summary (0: none)."""
        return int(self._redis.hget(f"{_KEY}:versions", game_id) or 0)

    def summary_of(self, game_id: str) -> dict[str, Any] | None:
        """The game's stored summary, if any."""
        raw: Any = self._redis.hget(f"{_KEY}:summaries", game_id)
        return None if raw is None else json.loads(raw)

    def games(self, status: str | None = None, limit: int = 50, offset: int = 0) -> list[dict[str, Any]]:
        """Summaries, newest first, of one status or all."""
        statuses = [status] if status else list(STATUSES)
        ids: list[Any] = []
        for name in statuses:
            ids += self._redis.zrevrange(f"{_KEY}:{name}", 0, offset + limit - 1, withscores=True)
        chosen = [gid for gid, _ in sorted(ids, key=lambda pair: -pair[1])[offset : offset + limit]]
        raw: Any = self._redis.hmget(f"{_KEY}:summaries", chosen) if chosen else []
        return [json.loads(item) for item in raw if item]

    def player_games(self, player_id: str) -> list[dict[str, Any]]:
        """The player's listed games, newest first (a game forgotten in between is left out)."""
        ids: Any = self._redis.zrevrange(player_games_key(player_id), 0, PLAYER_GAMES_HOT - 1)
        raw: Any = self._redis.hmget(f"{_KEY}:summaries", ids) if ids else []
        return [json.loads(item) for item in raw if item]
