"""The event store on Redis Streams: one stream per game, atomic appends in Lua."""
from __future__ import annotations

from typing import Sequence

import redis

from .envelope import Envelope
from .store import VersionConflict, check_contiguous

# KEYS[1] stream; ARGV[1] expected version; ARGV[2..] envelopes. Entry ids are "<version>-0".
APPEND = """
local current = redis.call('XLEN', KEYS[1])
local expected = tonumber(ARGV[1])
if current ~= expected then
  return {0, current}
end
for i = 2, #ARGV do
  redis.call('XADD', KEYS[1], (expected + i - 1) .. '-0', 'e', ARGV[i])
end
return {1, expected + #ARGV - 1}
"""

# KEYS[1] snapshot versions (sorted set), KEYS[2] snapshots (hash); ARGV[1] highest version wanted.
LATEST_SNAPSHOT = """
local found = redis.call('ZREVRANGEBYSCORE', KEYS[1], ARGV[1], '-inf', 'LIMIT', 0, 1)
if #found == 0 then
  return false
end
return {found[1], redis.call('HGET', KEYS[2], found[1])}
"""


def stream_key(game_id: str) -> str:
    """The game's event stream; the hash tag keeps a game's keys on one cluster shard."""
    return f"furlong:{{{game_id}}}:events"


def _snapshot_keys(game_id: str) -> tuple[str, str]:
    return f"furlong:{{{game_id}}}:snapshot_versions", f"furlong:{{{game_id}}}:snapshots"


class RedisEventStore:
    """EventStore on Redis Streams."""

    def __init__(self, client: redis.Redis):
        self._redis = client
        self._append = client.register_script(APPEND)
        self._latest = client.register_script(LATEST_SNAPSHOT)

    def append(self, game_id: str, expected_version: int, envelopes: Sequence[Envelope]) -> int:
        check_contiguous(expected_version, envelopes)
        ok, version = self._append(keys=[stream_key(game_id)],
                                   args=[expected_version, *(e.to_json() for e in envelopes)])
        if not ok:
            raise VersionConflict(game_id, expected_version, int(version))
        return int(version)

    def read(self, game_id: str, after: int = 0, until: int | None = None,
             limit: int | None = None) -> list[Envelope]:
        end = "+" if until is None else f"{until}-0"
        if until is not None and until <= after:
            return []
        entries = self._redis.xrange(stream_key(game_id), f"{after + 1}-0", end, count=limit)
        return [Envelope.from_json(fields[b"e"]) for _, fields in entries]

    def version(self, game_id: str) -> int:
        return int(self._redis.xlen(stream_key(game_id)))

    def save_snapshot(self, game_id: str, version: int, blob: str) -> None:
        versions, snapshots = _snapshot_keys(game_id)
        with self._redis.pipeline(transaction=True) as pipe:
            pipe.hset(snapshots, str(version), blob)
            pipe.zadd(versions, {str(version): version})
            pipe.execute()

    def latest_snapshot(self, game_id: str, at_most: int | None = None) -> tuple[int, str] | None:
        found = self._latest(keys=list(_snapshot_keys(game_id)),
                             args=["+inf" if at_most is None else at_most])
        if not found or found[1] is None:
            return None
        return int(found[0]), found[1].decode("utf-8")
