"""The ledger kept current in Redis after every append (append-only), caught up on read if behind."""

from __future__ import annotations

import json
from collections.abc import Mapping

import redis

from events.game import Game, new_game
from events.store import EventStore
from games.base import Ruleset
from games.codec import from_jsonable, to_jsonable

from .ledger import Addition, JournalEntry, Ledger, addition
from .snapshots import GameLoader

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


def _keys(game_id: str) -> list[str]:
    return [f"furlong:{{{game_id}}}:ledger:{part}" for part in ("version", "entries", "anchors")]


class LedgerStore:
    """The incrementally maintained ledger: a read model, rebuildable from the log at any time."""

    def __init__(self, client: redis.Redis, store: EventStore, loader: GameLoader, rulesets: Mapping[str, Ruleset]):
        self._redis, self._store, self._loader, self._rulesets = client, store, loader, rulesets
        self._advance = client.register_script(ADVANCE)

    def version(self, game_id: str) -> int:
        """The last event the stored ledger includes."""
        return int(self._redis.get(_keys(game_id)[0]) or 0)

    def record(self, before: Game, after: Game, envelopes) -> None:
        """After an append: add its entries if the ledger was at `before`, else catch up from the log."""
        if self.version(before.game_id) != before.version:
            self.catch_up(before.game_id)
            return
        added, _ = addition(before, self._rulesets[before.ruleset], envelopes, self._anchor(before.game_id))
        self._write(before.game_id, before.version, added)

    def catch_up(self, game_id: str) -> None:
        """Fold into the stored ledger whatever the log has that it lacks."""
        at = self.version(game_id)
        newer = self._store.read(game_id, after=at)
        if not newer:
            return
        start = self._loader.load(game_id, at) if at else new_game(game_id, newer[0].data["ruleset"])
        added, _ = addition(start, self._rulesets[start.ruleset], newer, self._anchor(game_id))
        self._write(game_id, at, added)

    def current(self, game_id: str) -> Ledger:
        """The whole ledger up to the game's latest event."""
        self.catch_up(game_id)
        version_key, entries_key, anchors_key = _keys(game_id)
        with self._redis.pipeline(transaction=True) as pipe:
            pipe.get(version_key).lrange(entries_key, 0, -1).hgetall(anchors_key)
            version, entries, anchors = pipe.execute()
        return Ledger(
            int(version or 0),
            tuple(from_jsonable(JournalEntry, json.loads(e)) for e in entries),
            {k.decode(): int(v) for k, v in anchors.items()},
        )

    def _anchor(self, game_id: str):
        key = _keys(game_id)[2]
        return lambda anchor: int(self._redis.hget(key, anchor) or 0)

    def _write(self, game_id: str, expected: int, added: Addition) -> None:
        entries = [json.dumps(to_jsonable(e)) for e in added.entries]
        pairs = [item for key, version in added.anchors.items() for item in (key, version)]
        self._advance(keys=_keys(game_id), args=[expected, added.version, len(entries), *entries, *pairs])
