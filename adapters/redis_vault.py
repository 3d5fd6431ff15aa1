"""The secrets port on Redis: each game's seed, sealing key and seat tokens (hashed), under its hash tag."""

from __future__ import annotations

import redis

from events.vault import GameSecrets, new_sealing_key, new_token, token_digest

from .replies import text

PARTS = ("seed", "sealing", "tokens", "left")  # every key the vault keeps for a game ("left": revoked tokens)


def vault_key(game_id: str, part: str) -> str:
    """One of the game's vault keys (one of PARTS), under its hash tag."""
    return f"furlong:{{{game_id}}}:{part}"


class RedisVault:
    """Seeds and seat tokens in Redis, under the game's hash tag."""

    def __init__(self, client: redis.Redis):
        self._redis = client

    def keep_secrets(self, game_id: str, seed: str) -> GameSecrets:
        """Remember the game's seed and a new sealing key unless it has them (a retried create): the secrets kept."""
        pipe = self._redis.pipeline(transaction=False)
        pipe.set(vault_key(game_id, "seed"), seed, nx=True)
        pipe.set(vault_key(game_id, "sealing"), new_sealing_key(), nx=True)
        pipe.execute()
        return self.secrets(game_id)

    def secrets(self, game_id: str) -> GameSecrets:
        """The game's secrets (a game made before games had sealing keys is given one now)."""
        keys = vault_key(game_id, "seed"), vault_key(game_id, "sealing")
        seed, sealing = self._redis.mget(*keys)
        if seed is None:
            raise LookupError(f"game {game_id} has no seed")
        if sealing is None:
            made = new_sealing_key()
            sealing = made if self._redis.set(keys[1], made, nx=True) else self._redis.get(keys[1])
        return GameSecrets(text(seed), text(sealing or ""))

    def issue_token(self, game_id: str, seat: int) -> str:
        """A new token for a seat; only its hash is kept."""
        token = new_token()
        self._redis.hset(vault_key(game_id, "tokens"), token_digest(token), seat)
        return token

    def forget_token(self, game_id: str, token: str) -> None:
        """Forget one token (issued for a command that was refused)."""
        self._redis.hdel(vault_key(game_id, "tokens"), token_digest(token))

    def revoke_seat(self, game_id: str, seat: int) -> None:
        """Forget every token of a seat (it left the game), keeping which seat each held in `left`."""
        key = vault_key(game_id, "tokens")
        stale = [digest for digest, owner in self._redis.hgetall(key).items() if int(owner) == seat]
        if stale:
            pipe = self._redis.pipeline(transaction=True)  # one slot: the game's hash tag
            pipe.hset(vault_key(game_id, "left"), mapping=dict.fromkeys(stale, seat))
            pipe.hdel(key, *stale)
            pipe.execute()

    def seat_for(self, game_id: str, token: str) -> int | None:
        """The seat a token belongs to, if any."""
        seat = self._redis.hget(vault_key(game_id, "tokens"), token_digest(token))
        return None if seat is None else int(seat)

    def departed(self, game_id: str, token: str) -> int | None:
        """The seat a revoked token held (its seat left the game), if any."""
        seat = self._redis.hget(vault_key(game_id, "left"), token_digest(token))
        return None if seat is None else int(seat)
