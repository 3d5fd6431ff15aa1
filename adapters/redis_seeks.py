"""The seek pool on Redis (app/seeks.py): every key under the `{seeks}` hash tag, so that adding a seek, cancelling
it and claiming a group are each one Lua script (on a cluster too: one slot)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from typing import Any

import redis

from app.seeks import Seek

from .direct_calls import DirectScript
from .replies import text

KEY = "furlong:{seeks}"
SEEKS, PLAYERS, POOLS, GROUPS, UNMADE = (f"{KEY}:{name}" for name in ("all", "players", "pools", "groups", "unmade"))

# KEYS: seeks, players, pools, the seek's pool. ARGV: seek id, player id, seek json, pool name, arrival score.
ADD = """
local mine = redis.call('HGET', KEYS[2], ARGV[2])
if mine then
  return mine
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[1])
redis.call('ZADD', KEYS[4], ARGV[5], ARGV[1])
redis.call('SADD', KEYS[3], ARGV[4])
return ARGV[1]
"""

# KEYS: seeks, players, pools, the seek's pool. ARGV: seek id, player id, cancelled json, pool name.
CANCEL = """
local found = redis.call('HGET', KEYS[1], ARGV[1])
if not found or cjson.decode(found)['status'] ~= 'waiting' then
  return found
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('HDEL', KEYS[2], ARGV[2])
redis.call('ZREM', KEYS[4], ARGV[1])
if redis.call('ZCARD', KEYS[4]) == 0 then
  redis.call('SREM', KEYS[3], ARGV[4])
end
return ARGV[3]
"""

# KEYS: seeks, players, pools, groups, unmade, the group's pool. ARGV: game id, pool name, group json, then per seek:
# seek id, player id, matched json. Nothing changes unless every seek of the group still waits.
CLAIM = """
for i = 4, #ARGV, 3 do
  local found = redis.call('HGET', KEYS[1], ARGV[i])
  if not found or cjson.decode(found)['status'] ~= 'waiting' then
    return 0
  end
end
for i = 4, #ARGV, 3 do
  redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 2])
  redis.call('HDEL', KEYS[2], ARGV[i + 1])
  redis.call('ZREM', KEYS[6], ARGV[i])
end
if redis.call('ZCARD', KEYS[6]) == 0 then
  redis.call('SREM', KEYS[3], ARGV[2])
end
redis.call('HSET', KEYS[4], ARGV[1], ARGV[3])
redis.call('SADD', KEYS[5], ARGV[1])
return 1
"""


def pool_key(pool: str) -> str:
    """A pool's waiting seeks, by arrival."""
    return f"{KEY}:pool:{pool}"


def as_json(seek: Seek) -> str:
    return json.dumps(dataclasses.asdict(seek), sort_keys=True)


def from_json(raw: Any) -> Seek:
    return Seek(**json.loads(raw))


class RedisSeekPool:
    """Seeks in one hash, each pool a sorted set by arrival, each waiting player's seek in another hash."""

    def __init__(self, client: redis.Redis):
        self._redis = client
        self._add, self._cancel, self._claim = (DirectScript(client, s) for s in (ADD, CANCEL, CLAIM))

    def add(self, seek: Seek) -> Seek:
        keys = [SEEKS, PLAYERS, POOLS, pool_key(seek.pool)]
        kept = text(
            self._add(keys=keys, args=[seek.seek_id, seek.player_id, as_json(seek), seek.pool, seek.created_at])
        )
        found = self.get(kept)
        assert found is not None
        return found

    def get(self, seek_id: str) -> Seek | None:
        raw: Any = self._redis.hget(SEEKS, seek_id)
        return None if raw is None else from_json(raw)

    def waiting(self, pool: str) -> list[Seek]:
        ids: Any = self._redis.zrange(pool_key(pool), 0, -1)
        raw: Any = self._redis.hmget(SEEKS, ids) if ids else []
        return [seek for seek in (from_json(item) for item in raw if item) if seek.status == "waiting"]

    def pools(self) -> list[str]:
        found: Any = self._redis.smembers(POOLS)
        return sorted(text(pool) for pool in found)

    def cancel(self, seek_id: str) -> Seek | None:
        seek = self.get(seek_id)
        if seek is None:
            return None
        cancelled = dataclasses.replace(seek, status="cancelled")
        keys = [SEEKS, PLAYERS, POOLS, pool_key(seek.pool)]
        found = self._cancel(keys=keys, args=[seek_id, seek.player_id, as_json(cancelled), seek.pool])
        return None if found is None else from_json(found)

    def claim(self, group: Sequence[Seek], game_id: str) -> bool:
        pool = group[0].pool
        args: list[Any] = [game_id, pool, json.dumps([s.seek_id for s in group])]
        for seat, seek in enumerate(group):
            matched = dataclasses.replace(seek, status="matched", game_id=game_id, seat=seat)
            args += [seek.seek_id, seek.player_id, as_json(matched)]
        return bool(self._claim(keys=[SEEKS, PLAYERS, POOLS, GROUPS, UNMADE, pool_key(pool)], args=args))

    def unmade(self) -> list[str]:
        found: Any = self._redis.smembers(UNMADE)
        return sorted(text(game_id) for game_id in found)

    def made(self, game_id: str) -> None:
        self._redis.srem(UNMADE, game_id)

    def group_of(self, game_id: str) -> list[Seek]:
        raw: Any = self._redis.hget(GROUPS, game_id)
        if raw is None:
            return []
        found: Any = self._redis.hmget(SEEKS, json.loads(raw))
        return [from_json(item) for item in found if item]
