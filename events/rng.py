"""Provably fair randomness: HMAC-SHA256(seed, "<game_id>:<nonce>") mapped without modulo bias."""

from __future__ import annotations

import hashlib
import hmac

from games.base import Draw
from games.codec import canonical_json

_SPACE = 1 << 256


def seed_commitment(seed: str) -> str:
    """The SHA-256 of the seed published in the game's first event."""
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()


def combined_seed(server_seed: str, client_seeds: tuple[str | None, ...]) -> str:
    """The HMAC key: the server seed alone, or with every seat's entropy appended as canonical JSON."""
    if not any(client_seeds):
        return server_seed
    return server_seed + "|" + canonical_json(list(client_seeds)).decode("utf-8")


def outcome_bytes(seed: str, game_id: str, nonce: str) -> bytes:
    """The 32 bytes every outcome with this nonce derives from."""
    return hmac.digest(seed.encode("utf-8"), f"{game_id}:{nonce}".encode(), "sha256")


class HmacRng:
    """Draws for one command; nonces are "<first version of the command>.<k>", k = 0, 1, ..."""

    def __init__(self, seed: str, game_id: str, prefix: int):
        self._seed, self._game_id, self._prefix, self._k = seed, game_id, prefix, 0

    def _next(self) -> tuple[int, str]:
        nonce = f"{self._prefix}.{self._k}"
        self._k += 1
        return int.from_bytes(outcome_bytes(self._seed, self._game_id, nonce), "big"), nonce

    def randint(self, low: int, high: int) -> Draw:
        """Uniform in [low, high]: reject values above the largest multiple of the range size."""
        size = high - low + 1
        limit = _SPACE - _SPACE % size
        while True:
            value, nonce = self._next()
            if value < limit:
                return Draw(low + value % size, nonce)

    def salt(self) -> Draw:
        """A 128-bit secret: the first 16 bytes of the next outcome."""
        value, nonce = self._next()
        return Draw(value >> 128, nonce)
