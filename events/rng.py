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


_BLOCK = 64  # SHA-256's block size, to which HMAC pads its key
_INNER_PAD = bytes.maketrans(bytes(range(256)), bytes(b ^ 0x36 for b in range(256)))
_OUTER_PAD = bytes.maketrans(bytes(range(256)), bytes(b ^ 0x5C for b in range(256)))
_SHA256 = hashlib.sha256()  # SHA-256 before any input


class KeyedHmac:
    """HMAC-SHA256 under one key, as RFC 2104 builds it from SHA-256, with the padded key hashed once: the bytes
    `hmac.digest(key, message, "sha256")` gives, at well under half its cost per message (its one-shot call
    sets the key up again each time)."""

    def __init__(self, key: bytes):
        if len(key) > _BLOCK:
            key = hashlib.sha256(key).digest()
        key = key.ljust(_BLOCK, b"\0")
        self._inner, self._outer = _SHA256.copy(), _SHA256.copy()  # copies: a new sha256() looks its digest up again
        self._inner.update(key.translate(_INNER_PAD))
        self._outer.update(key.translate(_OUTER_PAD))

    def digest(self, message: bytes) -> bytes:
        """HMAC-SHA256(key, message)."""
        inner, outer = self._inner.copy(), self._outer.copy()
        inner.update(message)
        outer.update(inner.digest())
        return outer.digest()


@functools.lru_cache(maxsize=SEEDS_KEPT)
def keyed(seed: str) -> KeyedHmac:
    """The HMAC of a game's seed, set up once for all its commands (a digest copies its states: safe to share)."""
    return KeyedHmac(seed.encode("utf-8"))


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
        self._keyed: KeyedHmac | None = None

    def outcome(self, nonce: str) -> bytes:
        """`outcome_bytes(seed, game_id, nonce)`, the seed set up as the HMAC key once per seed (`keyed`)."""
        if self._keyed is None:
            self._keyed = keyed(self._seed)
        return self._keyed.digest(f"{self._game_id}:{nonce}".encode())

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
