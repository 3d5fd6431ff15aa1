"""The ratings log on Redis (app/ratings_log.py): every key under the `{ratings}` hash tag, so one Lua script appends
an update and its projections at once (on a cluster too: one slot)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import redis

from app.ratings_log import history_item
from projections.ratings import FIRST_HASH, Rating, applied

from .direct_calls import DirectScript
from .replies import text

KEY = "furlong:{ratings}"

# KEYS: log, head, rated, the ruleset's ratings, its board, then each rated player's history.
# ARGV: the count expected, the game id, the entry, its hash, then per player: id, rating, ordinal, history item.
APPEND = """
if redis.call('HEXISTS', KEYS[3], ARGV[2]) == 1 then
  return 'rated'
end
local count = tonumber(redis.call('HGET', KEYS[2], 'count') or '0')
if count ~= tonumber(ARGV[1]) then
  return 'moved'
end
redis.call('RPUSH', KEYS[1], ARGV[3])
redis.call('HSET', KEYS[2], 'count', count + 1, 'hash', ARGV[4])
redis.call('HSET', KEYS[3], ARGV[2], count + 1)
local k = 6
for i = 5, #ARGV, 4 do
  redis.call('HSET', KEYS[4], ARGV[i], ARGV[i + 1])
  redis.call('ZADD', KEYS[5], ARGV[i + 2], ARGV[i])
  redis.call('RPUSH', KEYS[k], ARGV[i + 3])
  k = k + 1
end
return 'appended'
"""


def ratings_key(ruleset: str) -> str:
    """The ruleset's ratings: player -> {mu, sigma, games}."""
    return f"{KEY}:r:{ruleset}"


def board_key(ruleset: str) -> str:
    """The ruleset's board: players by ordinal."""
    return f"{KEY}:board:{ruleset}"


def history_key(player_id: str) -> str:
    """A player's rating history, oldest first."""
    return f"{KEY}:h:{player_id}"


class RedisRatingsLog:
    """The ratings log in a Redis list, its head and projections beside it."""

    def __init__(self, client: redis.Redis):
        self._redis = client
        self._append = DirectScript(client, APPEND)

    def head(self) -> tuple[int, str]:
        found: Any = self._redis.hmget(f"{KEY}:head", ["count", "hash"])
        return int(found[0] or 0), text(found[1]) if found[1] else FIRST_HASH

    def rated(self, game_id: str) -> bool:
        return bool(self._redis.hexists(f"{KEY}:rated", game_id))

    def ratings(self, ruleset: str, players: Iterable[str]) -> dict[str, Rating]:
        wanted = list(players)
        found: Any = self._redis.hmget(ratings_key(ruleset), wanted) if wanted else []
        return {player: Rating(**json.loads(raw)) for player, raw in zip(wanted, found) if raw}

    def append(self, entry: dict[str, Any], count: int) -> str:
        ruleset = entry["ruleset"]
        after = applied(self.ratings(ruleset, [s["player"] for s in entry["seats"] if s["player"]]), entry)
        keys = [f"{KEY}:log", f"{KEY}:head", f"{KEY}:rated", ratings_key(ruleset), board_key(ruleset)]
        args: list[Any] = [count, entry["game_id"], json.dumps(entry), entry["hash"]]
        for player, rating in after.items():
            stored = json.dumps({"mu": rating.mu, "sigma": rating.sigma, "games": rating.games})
            args += [player, stored, rating.ordinal, json.dumps(history_item(entry, rating))]
            keys.append(history_key(player))
        return text(self._append(keys=keys, args=args))

    def entries(self, after: int = 0, limit: int = 1000) -> list[dict[str, Any]]:
        found: Any = self._redis.lrange(f"{KEY}:log", after, after + limit - 1)
        return [json.loads(raw) for raw in found]

    def board(self, ruleset: str, limit: int = 50, offset: int = 0) -> list[tuple[str, Rating]]:
        ranked: Any = self._redis.zrevrange(board_key(ruleset), offset, offset + limit - 1)
        players = [text(player) for player in ranked]
        kept = self.ratings(ruleset, players)
        return [(player, kept[player]) for player in players if player in kept]

    def history(self, player_id: str) -> list[dict[str, Any]]:
        found: Any = self._redis.lrange(history_key(player_id), 0, -1)
        return [json.loads(raw) for raw in found]
