"""Presence on Redis (app/presence.py): one hash per game, under the game's hash tag (archived with it)."""

from __future__ import annotations

from typing import Any

import redis

from .direct_calls import DirectScript
from .redis_store import stream_key

# KEYS: the presence hash, the game's stream. Keep the later of two sightings (two processes may write out of
# order), and none of a game no longer in Redis (archived: its keys are gone, and must stay gone).
SEEN = """
if redis.call('EXISTS', KEYS[2]) == 0 then
  return 0
end
local known = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
if tonumber(ARGV[2]) > known then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
end
return 1
"""


def presence_key(game_id: str) -> str:
    """The game's presence hash: seat -> last seen, epoch seconds."""
    return f"furlong:{{{game_id}}}:presence"


class RedisPresence:
    """Last sightings in a hash per game."""

    def __init__(self, client: redis.Redis):
        self._redis, self._seen = client, DirectScript(client, SEEN)

    def seen(self, game_id: str, seat: int, at: float) -> None:
        self._seen(keys=[presence_key(game_id), stream_key(game_id)], args=[seat, at])

    def last_seen(self, game_id: str) -> dict[int, float]:
        found: Any = self._redis.hgetall(presence_key(game_id))
        return {int(seat): float(at) for seat, at in found.items()}
