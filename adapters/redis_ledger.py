"""The ledger storage port on Redis: each game's journal, version and anchors under its hash tag, advanced by one
Lua script."""

from __future__ import annotations

import json
from typing import Any

import redis

from games.codec import from_jsonable
from projections.ledger import Addition, JournalEntry, Ledger
from projections.ledger_store import MODEL

from .direct_calls import DirectScript
from .redis_store import model_keys, rows_args
from .replies import text

# KEYS: version, entries (list), anchors (hash). ARGV: expected version, new version, n entries,
# the entries' JSON, then anchor key/version pairs. Appends only if the ledger is at the expected version.
ADVANCE = """
local at = tonumber(redis.call('GET', KEYS[1]) or '0')
if at ~= tonumber(ARGV[1]) then
  return 0
end
local n = tonumber(ARGV[3])
for i = 4, 3 + n do
  redis.call('RPUSH', KEYS[2], ARGV[i])
end
for i = 4 + n, #ARGV, 2 do
  redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 1])
end
redis.call('SET', KEYS[1], ARGV[2])
return 1
"""


class RedisLedgerRecords:
    """Ledger records in Redis, under the game's hash tag, advanced by one Lua script."""

    def __init__(self, client: redis.Redis):
        self._redis = client
        self._advance = DirectScript(client, ADVANCE)

    def version(self, game_id: str) -> int:
        """The last event the stored ledger includes (0: none)."""
        return int(self._redis.get(_keys(game_id)[0]) or 0)

    def read(self, game_id: str) -> Ledger:
        """The stored ledger: its version, entries and anchors, read in one transaction."""
        version_key, entries_key, anchors_key = _keys(game_id)
        pipe: Any = self._redis.pipeline(transaction=True)
        with pipe:
            version, entries, anchors = pipe.get(version_key).lrange(entries_key, 0, -1).hgetall(anchors_key).execute()
        return Ledger(
            int(version or 0),
            tuple(from_jsonable(JournalEntry, json.loads(e)) for e in entries),
            {text(k): int(v) for k, v in anchors.items()},
        )

    def anchor(self, game_id: str, key: str) -> int:
        """The version an anchor key was established at (0: never)."""
        return int(self._redis.hget(_keys(game_id)[2], key) or 0)

    def advance(self, game_id: str, expected: int, added: Addition) -> bool:
        """Append an addition if the stored ledger is at `expected`, in one script; whether it was."""
        args = [expected, added.version, *rows_args(added.entries, added.anchors)]
        return bool(self._advance(keys=_keys(game_id), args=args))


def _keys(game_id: str) -> list[str]:
    return model_keys(game_id, MODEL)
