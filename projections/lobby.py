"""The lobby index: one summary per game, listed by status, newest first."""

from __future__ import annotations

import json
from datetime import datetime

import redis

from events.game import Game

STATUSES = ("open", "running", "finished")
_KEY = "furlong:{lobby}"

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


def summary(game: Game) -> dict:
    """What the lobby shows of a game: public facts only."""
    return {
        "game_id": game.game_id,
        "ruleset": game.ruleset,
        "status": game.status,
        "version": game.version,
        "created_at": game.created_at,
        "seats": seats_of(game),
    }


def seats_of(game: Game) -> list[dict]:
    """Public seat list: number, name, kind (human, bot, open), bot level and contributed entropy."""
    return [
        {
            "seat": i,
            "name": s.name,
            "kind": s.kind,
            "bot": s.bot,
            "client_seed": s.client_seed,
            "autoplay": s.autoplay,
            "left": s.left,
        }
        for i, s in enumerate(game.seats)
    ]


class Lobby:
    """Game summaries in Redis, kept current after every append."""

    def __init__(self, client: redis.Redis):
        self._redis = client
        self._record = client.register_script(RECORD)

    def record(self, game: Game) -> None:
        """Store the game's summary unless a newer one is already there."""
        score = datetime.fromisoformat(game.created_at.replace("Z", "+00:00")).timestamp()
        keys = [f"{_KEY}:summaries", f"{_KEY}:versions", *(f"{_KEY}:{s}" for s in STATUSES)]
        self._record(keys=keys, args=[game.game_id, game.version, json.dumps(summary(game)), game.status, score])

    def catch_up(self, store, loader) -> int:
        """Record every game whose summary is missing or behind its log (a failed after-commit write); how many."""
        behind = 0
        for key in self._redis.scan_iter(match="furlong:{*}:events", count=1000, _type="STREAM"):
            game_id = key.decode("utf-8").split("{", 1)[1].split("}", 1)[0]
            known = int(self._redis.hget(f"{_KEY}:versions", game_id) or 0)
            if known < store.version(game_id) and (game := loader.load(game_id)) is not None:
                self.record(game)
                behind += 1
        return behind

    def games(self, status: str | None = None, limit: int = 50, offset: int = 0) -> list[dict]:
        """Summaries, newest first, of one status or all."""
        statuses = [status] if status else list(STATUSES)
        ids: list[tuple[bytes, float]] = []
        for name in statuses:
            ids += self._redis.zrevrange(f"{_KEY}:{name}", 0, offset + limit - 1, withscores=True)
        chosen = [gid for gid, _ in sorted(ids, key=lambda pair: -pair[1])[offset : offset + limit]]
        raw = self._redis.hmget(f"{_KEY}:summaries", chosen) if chosen else []
        return [json.loads(item) for item in raw if item]
