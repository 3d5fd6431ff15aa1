"""Webhook subscriptions and their delivery state on Redis (app/webhooks.py), every key under the hash tag
`{webhooks}` (one slot: an index read is one SUNION, on a cluster too)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict
from typing import Any

import redis

from app.webhooks import ATTEMPTS_KEPT, Failing, Secret, Subscription

from .direct_calls import DirectScript
from .replies import text

PREFIX = "furlong:{webhooks}:"
SUBSCRIPTIONS = PREFIX + "subscriptions"  # hash: id -> the subscription as JSON
# KEYS: the subscriptions hash, the owner's set, the client address's set, then the index sets; ARGV: id, JSON, the
# owner's most, the address's most ('' without an address: its set is neither counted nor added to). 0: at most.
ADD = """
if redis.call('SCARD', KEYS[2]) >= tonumber(ARGV[3]) then
  return 0
end
if ARGV[4] ~= '' and redis.call('SCARD', KEYS[3]) >= tonumber(ARGV[4]) then
  return 0
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
for index = 2, #KEYS do
  if index ~= 3 or ARGV[4] ~= '' then
    redis.call('SADD', KEYS[index], ARGV[1])
  end
end
return 1
"""
UNLOCK = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
"""


def key(*parts: str) -> str:
    """One of the webhooks' keys."""
    return PREFIX + ":".join(parts)


def indexes(subscription: Subscription) -> list[str]:
    """The index sets a subscription is in: its games', rulesets' and players'."""
    return (
        [key("game", g) for g in subscription.games]
        + [key("ruleset", r) for r in subscription.rulesets]
        + [key("player", p) for p in subscription.players]
    )


def encoded(subscription: Subscription) -> str:
    """A subscription as JSON."""
    return json.dumps(asdict(subscription), separators=(",", ":"))


def decoded(text: str | bytes) -> Subscription:
    """A subscription from its JSON."""
    fields: dict[str, Any] = json.loads(text)
    tuples = {name: tuple(fields[name]) for name in ("games", "rulesets", "players", "event_types")}
    return Subscription(**{**fields, **tuples, "secrets": tuple(Secret(**s) for s in fields["secrets"])})


class RedisWebhookStore:
    """Subscriptions in one hash, indexed by sets; cursors, failures and logs per subscription."""

    def __init__(self, client: redis.Redis):
        self._redis, self._add, self._unlock = client, DirectScript(client, ADD), DirectScript(client, UNLOCK)

    def add(self, subscription: Subscription, most: int, most_per_address: int) -> bool:
        address = subscription.address
        keys = [SUBSCRIPTIONS, key("owner", subscription.owner), key("address", address or "-"), *indexes(subscription)]
        args = [subscription.id, encoded(subscription), most, most_per_address if address else ""]
        return bool(self._add(keys=keys, args=args))

    def get(self, subscription_id: str) -> Subscription | None:
        found = self._redis.hget(SUBSCRIPTIONS, subscription_id)
        return None if found is None else decoded(found)

    def owned_by(self, owner: str) -> list[Subscription]:
        ids = sorted(self._redis.smembers(key("owner", owner)))
        found = self._redis.hmget(SUBSCRIPTIONS, ids) if ids else []
        return sorted((decoded(text) for text in found if text is not None), key=lambda s: (s.created_at, s.id))

    def every(self) -> list[Subscription]:
        return [decoded(text) for text in self._redis.hvals(SUBSCRIPTIONS)]

    def save(self, subscription: Subscription) -> None:
        if self._redis.hexists(SUBSCRIPTIONS, subscription.id):
            self._redis.hset(SUBSCRIPTIONS, subscription.id, encoded(subscription))

    def remove(self, subscription_id: str) -> None:
        subscription = self.get(subscription_id)
        if subscription is None:
            return
        pipe = self._redis.pipeline(transaction=True)
        pipe.hdel(SUBSCRIPTIONS, subscription_id)
        pipe.srem(key("owner", subscription.owner), subscription_id)
        if subscription.address:
            pipe.srem(key("address", subscription.address), subscription_id)
        for index in indexes(subscription):
            pipe.srem(index, subscription_id)
        pipe.delete(key("cursor", subscription_id), key("failing", subscription_id), key("log", subscription_id))
        pipe.execute()

    def matching(self, game_id: str, ruleset: str, players: Iterable[str]) -> list[str]:
        keys = [key("game", game_id), key("ruleset", ruleset), *(key("player", p) for p in players)]
        return sorted(text(member) for member in self._redis.sunion(keys))

    def cursor(self, subscription_id: str, game_id: str) -> int:
        return int(self._redis.hget(key("cursor", subscription_id), game_id) or 0)

    def cursors(self, subscription_id: str) -> dict[str, int]:
        found: Any = self._redis.hgetall(key("cursor", subscription_id))
        return {text(game): int(version) for game, version in found.items()}

    def move(self, subscription_id: str, game_id: str, version: int) -> None:
        if self._redis.hexists(SUBSCRIPTIONS, subscription_id):
            self._redis.hset(key("cursor", subscription_id), game_id, version)

    def failing(self, subscription_id: str, game_id: str) -> Failing | None:
        found = self._redis.hget(key("failing", subscription_id), game_id)
        return None if found is None else Failing(**json.loads(found))

    def set_failing(self, subscription_id: str, game_id: str, failing: Failing | None) -> None:
        if failing is None:
            self._redis.hdel(key("failing", subscription_id), game_id)
        else:
            self._redis.hset(key("failing", subscription_id), game_id, json.dumps(asdict(failing)))

    def log(self, subscription_id: str, attempt: dict[str, Any]) -> None:
        pipe = self._redis.pipeline(transaction=True)
        pipe.lpush(key("log", subscription_id), json.dumps(attempt, separators=(",", ":")))
        pipe.ltrim(key("log", subscription_id), 0, ATTEMPTS_KEPT - 1)
        pipe.execute()

    def attempts(self, subscription_id: str, limit: int) -> list[dict[str, Any]]:
        return [json.loads(text) for text in self._redis.lrange(key("log", subscription_id), 0, limit - 1)]

    def lock(self, subscription_id: str, game_id: str, holder: str, ttl_s: float) -> bool:
        return bool(self._redis.set(key("lock", subscription_id, game_id), holder, nx=True, px=int(ttl_s * 1000)))

    def unlock(self, subscription_id: str, game_id: str, holder: str) -> None:
        self._unlock(keys=[key("lock", subscription_id, game_id)], args=[holder])
