"""The Redis side of archiving (app/archiving.py's HotGames): the lobby's finished games, a lease per game, the
pause while the archive store is down, and forgetting a game once archived: every key under its hash tag, by name."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import redis

from events.envelope import Envelope
from projections.ledger_store import MODEL as LEDGER
from projections.lobby import STATUSES, players_in

from .direct_calls import DirectScript
from .redis_explanations import explanations_key
from .redis_lobby import player_games_key
from .redis_presence import presence_key
from .redis_store import attempt_receipt_keys, keyed_receipts_key, model_keys, snapshot_keys, stream_key
from .redis_vault import PARTS as VAULT_PARTS
from .redis_vault import vault_key
from .replies import text

LOBBY = "furlong:{lobby}"
ARCHIVING = "furlong:{archiving}"
DELETE_BATCH = 1000  # keys per DEL: a long game's thousands of receipt names go in a few calls

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


def game_keys(game_id: str) -> list[str]:
    """Every key of a game's hash tag but its receipts: snapshots, ledger rows, vault, the keyed receipts' set, and
    last its stream (while the stream stands, the game is Redis's)."""
    return [
        *snapshot_keys(game_id),
        *model_keys(game_id, LEDGER),
        *(vault_key(game_id, part) for part in VAULT_PARTS),
        keyed_receipts_key(game_id),
        presence_key(game_id),
        explanations_key(game_id),
        stream_key(game_id),
    ]


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
        found: Any = self._redis.hgetall(vault_key(game_id, "tokens"))
        return {text(k): int(v) for k, v in found.items()}

    def forget(self, game_id: str, envelopes: Sequence[Envelope]) -> int:
        """Every key of the game, named (no SCAN of the keyspace): its receipts (the keyed ones its set lists, and
        one unkeyed name per event), then the rest in one DEL (one slot: atomic on a cluster too), then its seated
        players' lists, then its lobby entry; how many keys went. A crash in between leaves the stream, or the lobby
        entry, for the sweep to find again. A keyed refusal kept while this runs outlives it until its own time to
        live."""
        keyed: Any = self._redis.smembers(keyed_receipts_key(game_id))
        receipts = [*(text(key) for key in keyed), *attempt_receipt_keys(game_id, envelopes)]
        batches = [receipts[i : i + DELETE_BATCH] for i in range(0, len(receipts), DELETE_BATCH)]
        removed = sum(int(self._redis.delete(*batch)) for batch in [*batches, game_keys(game_id)])
        listed: Any = self._redis.hget(f"{LOBBY}:summaries", game_id)
        for player_id in players_in(json.loads(listed)) if listed else ():
            self._redis.zrem(player_games_key(player_id), game_id)
        lobby = [f"{LOBBY}:summaries", f"{LOBBY}:versions", *(f"{LOBBY}:{status}" for status in STATUSES)]
        self._unlist(keys=lobby, args=[game_id])
        return removed

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
