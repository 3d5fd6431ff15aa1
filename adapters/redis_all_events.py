"""The all-games feed on Redis (app/all_events.py): a stream per part and a fed mark per game, under the part's hash
tag (`{feed-N}`), so that one script checks a game's mark, appends its events and trims the part in one step, on a
cluster too (Redis 6.2's commands: XRANGE with an exclusive start)."""

from __future__ import annotations

from collections.abc import Sequence

import redis

from app.all_events import FED_KEPT_S, START, gone, later, part_of

from .direct_calls import DirectScript
from .replies import text

# KEYS: the part's stream, the game's fed mark, the part's last trimmed entry. ARGV: the version the records follow,
# the entries the part keeps, how many more it may hold before the oldest go, the records. Appends only right after
# the mark; trims exactly, noting the last entry trimmed (a reader behind it has lost events, and is told so).
PUBLISH = """
local fed = tonumber(redis.call('GET', KEYS[2]) or '0')
if fed ~= tonumber(ARGV[1]) then
  return fed
end
for i = 4, #ARGV do
  redis.call('XADD', KEYS[1], '*', 'e', ARGV[i])
end
local keep, held = tonumber(ARGV[2]), redis.call('XLEN', KEYS[1])
if held > keep + tonumber(ARGV[3]) then
  local oldest = redis.call('XRANGE', KEYS[1], '-', '+', 'COUNT', held - keep)
  redis.call('XTRIM', KEYS[1], 'MAXLEN', keep)
  redis.call('SET', KEYS[3], oldest[#oldest][1])
end
fed = fed + #ARGV - 3
redis.call('SET', KEYS[2], fed)
return fed
"""


# KEYS: the lead. ARGV: the holder, its lifetime in ms. Renewed by its holder, taken when free; 1 if held.
LEAD = """
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if holder then
  return 0
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
"""


def part_key(part: int) -> str:
    """A part's stream of published events."""
    return f"furlong:{{feed-{part}}}:published"


def fed_key(part: int, game_id: str) -> str:
    """The last version of a game its part has published."""
    return f"furlong:{{feed-{part}}}:fed:{game_id}"


def lead_key() -> str:
    """Which worker publishes, until when (one for the whole feed, on part 0's slot)."""
    return "furlong:{feed-0}:lead"


def trimmed_key(part: int) -> str:
    """The last entry id trimmed from a part (none: nothing was)."""
    return f"furlong:{{feed-{part}}}:trimmed"


class RedisAllEvents:
    """The feed in `parts` streams, each keeping about its latest `keep` entries."""

    def __init__(self, client: redis.Redis, parts: int = 1, keep: int = 100_000):
        self.parts, self.keep = parts, keep
        self._redis, self._publish, self._lead = client, DirectScript(client, PUBLISH), DirectScript(client, LEAD)

    def fed(self, game_id: str) -> int:
        return int(self._redis.get(fed_key(part_of(game_id, self.parts), game_id)) or 0)

    def publish(self, game_id: str, after: int, records: Sequence[str]) -> int:
        part = part_of(game_id, self.parts)
        slack = max(1, min(1000, self.keep // 10))
        keys = [part_key(part), fed_key(part, game_id), trimmed_key(part)]
        return int(self._publish(keys=keys, args=[after, self.keep, slack, *records]))

    def forget(self, game_id: str) -> None:
        self._redis.expire(fed_key(part_of(game_id, self.parts), game_id), FED_KEPT_S)

    def read(self, afters: Sequence[str], limit: int) -> list[list[tuple[str, str]]]:
        with self._redis.pipeline(transaction=False) as pipe:  # on a cluster: one round trip per master
            for part, after in enumerate(afters):
                pipe.xrange(part_key(part), f"({after}", "+", count=limit)
                pipe.get(trimmed_key(part))
            replies = pipe.execute()
        found = []
        for part, after in enumerate(afters):
            entries, trimmed = replies[2 * part], replies[2 * part + 1]
            if trimmed is not None and later(text(trimmed), after):
                raise gone(part, after)  # read first, then asked: whatever was trimmed before the read shows
            found.append([(text(entry_id), text(fields.get(b"e", fields.get("e")))) for entry_id, fields in entries])
        return found

    def bounds(self) -> list[tuple[str, str]]:
        with self._redis.pipeline(transaction=False) as pipe:  # on a cluster: one round trip per master
            for part in range(self.parts):
                pipe.get(trimmed_key(part))
                pipe.xrevrange(part_key(part), "+", "-", count=1)
            replies = pipe.execute()
        found = []
        for part in range(self.parts):
            trimmed, last = replies[2 * part], replies[2 * part + 1]
            found.append((text(trimmed) if trimmed is not None else START, text(last[0][0]) if last else START))
        return found

    def lead(self, holder: str, ttl_ms: int) -> bool:
        return bool(self._lead(keys=[lead_key()], args=[holder, ttl_ms]))
