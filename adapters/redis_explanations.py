"""Explanations on Redis (app/explanations.py): one hash per game, version -> JSON, under the game's hash tag (its
keys go together when the game is archived)."""

from __future__ import annotations

import json
from typing import Any

import redis

from .direct_calls import DirectScript
from .redis_store import stream_key

# KEYS: the explanations hash, the game's stream. None of a game no longer in Redis (archived: its keys are gone).
RECORD = """
if redis.call('EXISTS', KEYS[2]) == 0 then
  return 0
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
"""


def explanations_key(game_id: str) -> str:
    """The game's explanations hash: version -> {"version", "seat", "options"} as JSON."""
    return f"furlong:{{{game_id}}}:explained"


class RedisExplanations:
    """Explanations in a hash per game."""

    def __init__(self, client: redis.Redis):
        self._redis, self._record = client, DirectScript(client, RECORD)

    def record(self, game_id: str, version: int, seat: int, weighed: list[dict[str, Any]]) -> None:
        explained = json.dumps({"version": version, "seat": seat, "options": weighed}, separators=(",", ":"))
        self._record(keys=[explanations_key(game_id), stream_key(game_id)], args=[version, explained])

    def of(self, game_id: str) -> list[dict[str, Any]]:
        found: Any = self._redis.hgetall(explanations_key(game_id))
        return [json.loads(found[version]) for version in sorted(found, key=int)]
