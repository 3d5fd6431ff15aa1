"""The Redis side of archiving (app/archiving.py's HotGames): the lobby's finished games, a lease per game, the
pause while the archive store is down, and forgetting a game once archived: every key under its hash tag."""

from __future__ import annotations

from typing import Any

import redis

from projections.lobby import STATUSES

from .direct_calls import DirectScript

LOBBY = "furlong:{lobby}"
ARCHIVING = "furlong:{archiving}"

# KEYS: the lease. ARGV: its owner. Deleted only by the owner that holds it.
RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
"""

# KEYS: summaries hash, versions hash, then the status sets. ARGV: the game id. The game leaves the lobby.
UNLIST = """
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
for i = 3, #KEYS do
  redis.call('ZREM', KEYS[i], ARGV[1])
end
return 1
"""


def game_keys_pattern(game_id: str) -> str:
    """Every key of a game: its hash tag, escaped for SCAN's glob."""
    escaped = "".join("\\" + c if c in "*?[]\\" else c for c in game_id)
    return f"furlong:{{{escaped}}}:*"


class RedisHotGames:
    """Finished games still in Redis, and their hand-over's Redis steps."""

    def __init__(self, client: redis.Redis):
        self._redis = client
        self._release = DirectScript(client, RELEASE)
        self._unlist = DirectScript(client, UNLIST)

    def finished(self, limit: int = 1000) -> list[str]:
        """Finished games in the lobby, oldest created first."""
        found: Any = self._redis.zrange(f"{LOBBY}:finished", 0, limit - 1)
        return [item.decode() if isinstance(item, bytes) else str(item) for item in found]

    def finished_count(self) -> int:
        """How many finished games the lobby still lists."""
        return int(self._redis.zcard(f"{LOBBY}:finished"))

    def lease(self, game_id: str, owner: str, ttl_s: int) -> bool:
        """SET NX with a time to live: one archiver per game."""
        return bool(self._redis.set(f"{ARCHIVING}:lease:{game_id}", owner, nx=True, ex=ttl_s))

    def release(self, game_id: str, owner: str) -> None:
        """Delete the lease if `owner` still holds it."""
        self._release(keys=[f"{ARCHIVING}:lease:{game_id}"], args=[owner])

    def seat_tokens(self, game_id: str) -> dict[str, int]:
        """The vault's hash of token digests to seats."""
        found: Any = self._redis.hgetall(f"furlong:{{{game_id}}}:tokens")
        return {(k.decode() if isinstance(k, bytes) else str(k)): int(v) for k, v in found.items()}

    def forget(self, game_id: str) -> int:
        """The lobby entry first (a crash before the keys go leaves a log the sweep lists again), then every key
        under the game's hash tag in one DEL (one slot: atomic on a cluster too); how many keys went."""
        lobby = [f"{LOBBY}:summaries", f"{LOBBY}:versions", *(f"{LOBBY}:{status}" for status in STATUSES)]
        self._unlist(keys=lobby, args=[game_id])
        keys = list(self._redis.scan_iter(match=game_keys_pattern(game_id), count=1000))
        return int(self._redis.delete(*keys)) if keys else 0

    def pause(self, seconds: int) -> None:
        """Archivers wait `seconds`; the pause's length is remembered four times as long, to lengthen the next."""
        pipe = self._redis.pipeline(transaction=False)
        pipe.set(f"{ARCHIVING}:paused", seconds, ex=max(1, seconds))
        pipe.set(f"{ARCHIVING}:backoff", seconds, ex=max(1, 4 * seconds))
        pipe.execute()

    def paused(self) -> int:
        """The pause in force, in seconds (0: none)."""
        return int(self._redis.get(f"{ARCHIVING}:paused") or 0)

    def last_pause(self) -> int:
        """The latest pause's length, for a while after it ended (0: none lately)."""
        return int(self._redis.get(f"{ARCHIVING}:backoff") or 0)
