"""Provably fair randomness: HMAC-SHA256(seed, "<game_id>:<nonce>") mapped without modulo bias."""

from __future__ import annotations

import functools
import hashlib
import hmac

from games.base import Draw
from games.codec import canonical_json

_SPACE = 1 << 256
SEEDS_KEPT = 1024  # games whose HMAC key a process keeps set up (as many as it keeps hot states)
_LIMITS = {size: _SPACE - _SPACE % size for size in range(1, 65)}  # randint's bound for the usual range sizes


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


@functools.lru_cache(maxsize=SEEDS_KEPT)
def keyed(seed: str) -> hmac.HMAC:
    """The HMAC of a game's seed with its key set up once for all its commands; each digest works on a copy."""
    return hmac.new(seed.encode("utf-8"), digestmod=hashlib.sha256)


def sealed_bytes(sealing: str, game_id: str, nonce: str) -> bytes:
    """The 32 bytes a sealed value (a salt) with this nonce derives from: keyed by the game's sealing key, never by
    its seed, so that nobody who knows or later learns the seed can open a commitment."""
    return hmac.digest(sealing.encode("utf-8"), f"{game_id}:{nonce}".encode(), "sha256")


class HmacRng:
    """Draws for one command; nonces are "<first version of the command>.<k>", k = 0, 1, ...

    Outcomes come from the seed (with the seats' entropy); salts take their place in the nonces but their value
    from the sealing key (`sealed_bytes`). Without a sealing key (an auditor's generator) a salt is only a nonce."""

    def __init__(self, seed: str, game_id: str, prefix: int, sealing: str | None = None):
        self._seed, self._game_id, self._prefix, self._k = seed, game_id, prefix, 0
        self._sealing = sealing
        self._keyed: hmac.HMAC | None = None

    def outcome(self, nonce: str) -> bytes:
        """`outcome_bytes(seed, game_id, nonce)`, the seed set up as the HMAC key once per seed (`keyed`)."""
        if self._keyed is None:
            self._keyed = keyed(self._seed)
        mac = self._keyed.copy()
        mac.update(f"{self._game_id}:{nonce}".encode())
        return mac.digest()

    def _next(self) -> tuple[int, str]:
        nonce = self.next_nonce()
        return int.from_bytes(self.outcome(nonce), "big"), nonce

    def next_nonce(self) -> str:
        """The next nonce, taken: what a salt uses (its value is not the seed's to give)."""
        nonce = f"{self._prefix}.{self._k}"
        self._k += 1
        return nonce

    def randint(self, low: int, high: int) -> Draw:
        """Uniform in [low, high]: reject values above the largest multiple of the range size."""
        size = high - low + 1
        limit = _LIMITS.get(size) or _SPACE - _SPACE % size
        while True:
            value, nonce = self._next()
            if value < limit:
                return Draw(low + value % size, nonce)

    def salt(self) -> Draw:
        """A 128-bit secret: the first 16 bytes of the sealing key's HMAC of the next nonce."""
        if self._sealing is None:
            raise RuntimeError("this generator has no sealing key: it cannot draw a salt")
        nonce = self.next_nonce()
        return Draw(int.from_bytes(sealed_bytes(self._sealing, self._game_id, nonce)[:16], "big"), nonce)
