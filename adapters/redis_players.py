"""The player directory on Redis (app/players.py): a hash per player, and one hash of guest token digests."""

from __future__ import annotations

import secrets
from typing import Any

import redis

from app.players import GUEST, Player, guest_id
from events.vault import new_token, token_digest

from .replies import text

TOKENS = "furlong:{players}:tokens"  # token digest -> guest player id
SECRET = "furlong:{players}:id-secret"  # the secret issuers' users' ids are made under (hex)


def player_key(player_id: str) -> str:
    """A player's hash (name, issuer), under its own hash tag."""
    return f"furlong:{{player:{player_id}}}"


class RedisPlayerDirectory:
    """Players in Redis hashes; guests' tokens only as SHA-256 digests."""

    def __init__(self, client: redis.Redis):
        self._redis = client

    def add_guest(self, name: str) -> tuple[Player, str]:
        """A new guest (its hash first, then its token's digest: a token never names a missing player)."""
        player, token = Player(guest_id(), name, GUEST), new_token()
        self._redis.hset(player_key(player.player_id), mapping={"name": name, "issuer": GUEST})
        self._redis.hset(TOKENS, token_digest(token), player.player_id)
        return player, token

    def by_token(self, token: str) -> Player | None:
        """The guest the token belongs to."""
        player_id = self._redis.hget(TOKENS, token_digest(token))
        return None if player_id is None else self.get(text(player_id))

    def vouched(self, player_id: str, name: str, issuer: str) -> Player:
        """Record (or rename) the issuer's user."""
        self._redis.hset(player_key(player_id), mapping={"name": name, "issuer": issuer})
        return Player(player_id, name, issuer)

    def get(self, player_id: str) -> Player | None:
        """The player, if known."""
        found: Any = self._redis.hgetall(player_key(player_id))
        if not found:
            return None
        fields = {text(k): text(v) for k, v in found.items()}
        return Player(player_id, fields["name"], fields["issuer"])

    def id_secret(self) -> bytes:
        """The secret kept in Redis: the first process to need it makes it."""
        self._redis.set(SECRET, secrets.token_hex(32), nx=True)
        return bytes.fromhex(text(self._redis.get(SECRET)))
