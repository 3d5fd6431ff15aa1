"""What webhooks add to every append: looking up the subscriptions that follow the game (one SUNION), beside one
Redis round trip, on a throwaway redis-server, with none and with 1,000 subscriptions kept.

python -m bench.webhook_index          # 7 interleaved rounds of 3,000 calls each; the median per call
"""

from __future__ import annotations

import redis

from adapters.redis_webhooks import RedisWebhookStore
from app.webhooks import Subscription, token_owner
from bench.rate_limits import median_us
from devtools.redis_server import RedisServer

KEPT = 1_000
PLAYERS = ["g_ann", "g_bob", "g_cy"]  # the seated players a game's lookup names


def lookup(store: RedisWebhookStore) -> object:
    """The after-commit lookup of one append of a three-seat game."""
    return store.matching("3f2a9c0d1e4b5a67", "neck_and_neck", PLAYERS)


def main() -> None:
    """Print the medians: PING, the lookup with no subscription, and with KEPT of them."""
    server = RedisServer()
    server.start()
    try:
        client = redis.Redis.from_url(server.url)
        store = RedisWebhookStore(client)
        cases = {"PING (one round trip)": client.ping, "lookup, no subscription": lambda: lookup(store)}
        first = median_us(cases)
        for n in range(KEPT):
            owner = token_owner(f"whm_{n}")
            store.add(Subscription(f"wh_{n:016x}", owner, "https://r.example/h", rulesets=("jockey",)), 20, 100)
        kept = median_us({"PING (one round trip)": client.ping, f"lookup, {KEPT:,} kept": lambda: lookup(store)})
        for name, us in {**first, **{k: v for k, v in kept.items() if k.startswith("lookup")}}.items():
            print(f"{name:26} {us:6.0f} us/call")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
