"""Secrets kept beside the log, never in it: each game's seed, its sealing key and its seat tokens (hashed)."""

from __future__ import annotations

import hashlib
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol


def new_token() -> str:
    """A random bearer token for a seat (shown once)."""
    return secrets.token_urlsafe(24)


def new_seed() -> str:
    """A fresh secret seed for a game."""
    return secrets.token_hex(32)


def new_sealing_key() -> str:
    """A fresh sealing key for a game: drawn by the server, never chosen by anyone, never revealed."""
    return secrets.token_hex(32)


@dataclass(frozen=True)
class GameSecrets:
    """A game's two secrets: the seed its outcomes come from (revealed at the end), and the sealing key that salts
    its sealed values and keys its bots' private choices (never revealed, and never derivable from the seed)."""

    seed: str
    sealing: str


def token_digest(token: str) -> str:
    """What the vault keeps of a token (its SHA-256, hex): never the token itself."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class Vault(Protocol):
    """The secrets port: each game's seed and its seat tokens, kept only as digests."""

    def keep_secrets(self, game_id: str, seed: str) -> GameSecrets:
        """Remember the game's seed and a new sealing key unless it has them (a retried create): the secrets kept."""
        ...

    def secrets(self, game_id: str) -> GameSecrets:
        """The game's secrets; LookupError if it has none."""
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

    def departed(self, game_id: str, token: str) -> int | None:
        """The seat a revoked token held (its seat left the game), if any: to answer it `seat.left`."""
        ...


class InMemoryVault:
    """The same vault in dicts, guarded by a lock."""

    def __init__(self, sealing_for: Callable[[str], str] = lambda _game_id: new_sealing_key()) -> None:
        self._sealing_for = sealing_for  # a game's new sealing key (simulations make theirs reproducible)
        self._secrets: dict[str, GameSecrets] = {}
        self._tokens: dict[str, dict[str, int]] = {}
        self._left: dict[str, dict[str, int]] = {}
        self._lock = threading.Lock()

    def keep_secrets(self, game_id: str, seed: str) -> GameSecrets:
        """Remember the game's seed and a new sealing key unless it has them (a retried create): the secrets kept."""
        with self._lock:
            if game_id not in self._secrets:
                self._secrets[game_id] = GameSecrets(seed, self._sealing_for(game_id))
            return self._secrets[game_id]

    def secrets(self, game_id: str) -> GameSecrets:
        """The game's secrets."""
        with self._lock:
            if game_id not in self._secrets:
                raise LookupError(f"game {game_id} has no seed")
            return self._secrets[game_id]

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
                self._left.setdefault(game_id, {})[digest] = tokens.pop(digest)

    def seat_for(self, game_id: str, token: str) -> int | None:
        """The seat a token belongs to, if any."""
        with self._lock:
            return self._tokens.get(game_id, {}).get(token_digest(token))

    def departed(self, game_id: str, token: str) -> int | None:
        """The seat a revoked token held (its seat left the game), if any."""
        with self._lock:
            return self._left.get(game_id, {}).get(token_digest(token))

    def seat_digests(self, game_id: str) -> dict[str, int]:
        """The game's tokens as kept: {SHA-256 digest: seat}."""
        with self._lock:
            return dict(self._tokens.get(game_id, {}))

    def forget(self, game_id: str) -> int:
        """Drop the game's secrets and tokens (archived); how many of them went."""
        with self._lock:
            self._left.pop(game_id, None)
            return sum(
                found is not None for found in (self._secrets.pop(game_id, None), self._tokens.pop(game_id, None))
            )
