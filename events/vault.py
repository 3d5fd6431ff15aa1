"""Secrets kept beside the log, never in it: each game's seed and its seat tokens (hashed)."""

from __future__ import annotations

import hashlib
import secrets
import threading
from typing import Protocol

import redis


def new_token() -> str:
    """A random bearer token for a seat (shown once)."""
    return secrets.token_urlsafe(24)


def new_seed() -> str:
    """A fresh secret seed for a game."""
    return secrets.token_hex(32)


def token_digest(token: str) -> str:
    """What the vault keeps of a token (its SHA-256, hex): never the token itself."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class Vault(Protocol):
    """The secrets port: each game's seed and its seat tokens, kept only as digests."""

    def keep_seed(self, game_id: str, seed: str) -> str:
        """Remember the game's secret seed unless it has one (a retried create): the seed kept."""
        ...

    def seed(self, game_id: str) -> str:
        """The game's secret seed; LookupError if it has none."""
        ...

    def issue_token(self, game_id: str, seat: int) -> str:
        """A new token for a seat; only its hash is kept."""
        ...

    def forget_token(self, game_id: str, token: str) -> None:
        """Forget one token (issued for a command that was refused)."""
        ...

    def revoke_seat(self, game_id: str, seat: int) -> None:
        """Forget every token of a seat (it left the game)."""
        ...

    def seat_for(self, game_id: str, token: str) -> int | None:
        """The seat a token belongs to, if any."""
        ...


class RedisVault:
    """Seeds and seat tokens in Redis, under the game's hash tag."""

    def __init__(self, client: redis.Redis):
        self._redis = client

    def keep_seed(self, game_id: str, seed: str) -> str:
        """Remember the game's secret seed unless it has one (a retried create): the seed kept."""
        key = f"furlong:{{{game_id}}}:seed"
        if self._redis.set(key, seed, nx=True):
            return seed
        return self.seed(game_id)

    def seed(self, game_id: str) -> str:
        """The game's secret seed."""
        value = self._redis.get(f"furlong:{{{game_id}}}:seed")
        if value is None:
            raise LookupError(f"game {game_id} has no seed")
        return value.decode("utf-8") if isinstance(value, bytes) else str(value)

    def issue_token(self, game_id: str, seat: int) -> str:
        """A new token for a seat; only its hash is kept."""
        token = new_token()
        self._redis.hset(f"furlong:{{{game_id}}}:tokens", token_digest(token), seat)
        return token

    def forget_token(self, game_id: str, token: str) -> None:
        """Forget one token (issued for a command that was refused)."""
        self._redis.hdel(f"furlong:{{{game_id}}}:tokens", token_digest(token))

    def revoke_seat(self, game_id: str, seat: int) -> None:
        """Forget every token of a seat (it left the game)."""
        key = f"furlong:{{{game_id}}}:tokens"
        stale = [digest for digest, owner in self._redis.hgetall(key).items() if int(owner) == seat]
        if stale:
            self._redis.hdel(key, *stale)

    def seat_for(self, game_id: str, token: str) -> int | None:
        """The seat a token belongs to, if any."""
        seat = self._redis.hget(f"furlong:{{{game_id}}}:tokens", token_digest(token))
        return None if seat is None else int(seat)


class InMemoryVault:
    """The same vault in dicts, guarded by a lock."""

    def __init__(self) -> None:
        self._seeds: dict[str, str] = {}
        self._tokens: dict[str, dict[str, int]] = {}
        self._lock = threading.Lock()

    def keep_seed(self, game_id: str, seed: str) -> str:
        """Remember the game's secret seed unless it has one (a retried create): the seed kept."""
        with self._lock:
            return self._seeds.setdefault(game_id, seed)

    def seed(self, game_id: str) -> str:
        """The game's secret seed."""
        with self._lock:
            if game_id not in self._seeds:
                raise LookupError(f"game {game_id} has no seed")
            return self._seeds[game_id]

    def issue_token(self, game_id: str, seat: int) -> str:
        """A new token for a seat; only its hash is kept."""
        token = new_token()
        with self._lock:
            self._tokens.setdefault(game_id, {})[token_digest(token)] = seat
        return token

    def forget_token(self, game_id: str, token: str) -> None:
        """Forget one token (issued for a command that was refused)."""
        with self._lock:
            self._tokens.get(game_id, {}).pop(token_digest(token), None)

    def revoke_seat(self, game_id: str, seat: int) -> None:
        """Forget every token of a seat (it left the game)."""
        with self._lock:
            tokens = self._tokens.get(game_id, {})
            for digest in [d for d, owner in tokens.items() if owner == seat]:
                del tokens[digest]

    def seat_for(self, game_id: str, token: str) -> int | None:
        """The seat a token belongs to, if any."""
        with self._lock:
            return self._tokens.get(game_id, {}).get(token_digest(token))
