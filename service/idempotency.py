"""The Idempotency-Key header, read: the caller's key for a request, and which refusals are kept under it.

What a key does (a repeated request gets the first answer and appends nothing) is the handler's, in one place:
events/idempotency.py.
"""

from __future__ import annotations

import hashlib
import math
from collections import Counter
from collections.abc import Callable

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from flask import request

from events.handler import Outcome
from events.idempotency import Answer, IdempotencyKey
from games.codec import canonical_json

from .context import platform
from .errors import Problem, as_problem

HEADER = "Idempotency-Key"
MAX_LENGTH = 200
TRANSIENT = (409,)  # a busy game or a stale If-Match: the retry should run, not replay
SECRET_MIN_LENGTH, SECRET_MIN_DISTINCT, SECRET_MIN_BITS = 22, 8, 64  # what a key on a credential route must show


def fingerprint() -> str:
    """The request body's identity: canonical JSON when it parses, raw bytes otherwise."""
    body = request.get_json(silent=True)
    raw = canonical_json(body) if body is not None else request.get_data()
    return hashlib.sha256(raw).hexdigest()


def client_key() -> str | None:
    """The request's Idempotency-Key header, if sent; 400 if empty or too long."""
    if HEADER not in request.headers:
        return None
    key = request.headers[HEADER]
    if not key.strip():
        raise Problem(
            400,
            "Invalid Idempotency-Key",
            "the Idempotency-Key header is empty; send a unique key or leave the header out",
            field=HEADER,
        )
    if len(key) > MAX_LENGTH:
        raise Problem(
            400,
            "Invalid Idempotency-Key",
            f"the Idempotency-Key header is longer than {MAX_LENGTH} characters",
            field=HEADER,
        )
    return key


def request_key(scope: str) -> IdempotencyKey | None:
    """The caller's key for this request within `scope` (e.g. "command:3"), with the body's fingerprint."""
    key = client_key()
    if key is None:
        return None
    return IdempotencyKey(f"{scope}:{key}", fingerprint(), int(platform().settings["IDEMPOTENCY_TTL_S"]))


def secret_request_key(scope: str) -> IdempotencyKey | None:
    """The caller's key on a route whose answer carries credentials (seat tokens): it must be a high-entropy secret,
    since whoever sends it again gets the answer again; the receipt is named by the key's digest and its answer
    sealed under a key derived from it, so the store holds neither the key nor the tokens."""
    key = client_key()
    if key is None:
        return None
    if (weakness := secret_weakness(key)) is not None:
        raise Problem(
            400,
            "Idempotency-Key is not a secret",
            f"this route's answer carries seat tokens, and a repeat of its Idempotency-Key gets the same answer, so "
            f"the key must be a fresh random secret (a UUID v4, or 16 random bytes in base64url or hex): {weakness}",
            field=HEADER,
        )
    name = hashlib.sha256(f"furlong-idempotency-key:{key}".encode()).hexdigest()
    sealing = HKDF(hashes.SHA256(), 32, salt=None, info=b"furlong-receipt-sealing/v1").derive(key.encode())
    ttl_s = int(platform().settings["IDEMPOTENCY_TTL_S"])
    return IdempotencyKey(f"{scope}:{name}", fingerprint(), ttl_s, sealing)


def secret_weakness(key: str) -> str | None:
    """Why a key is plainly not a random secret, or None: too short, unprintable, too few distinct characters, or
    under 64 bits by its characters' frequencies. (No check can tell a random-looking key from a random one.)"""
    counts = Counter(key)
    bits = max(0.0, -sum(n * math.log2(n / len(key)) for n in counts.values()))
    if len(key) < SECRET_MIN_LENGTH:
        return f"it has {len(key)} characters, fewer than {SECRET_MIN_LENGTH}"
    if not all("!" <= char <= "~" for char in key):
        return "it holds characters other than printable ASCII without spaces"
    if len(counts) < SECRET_MIN_DISTINCT or bits < SECRET_MIN_BITS:
        return f"its characters repeat too much to be random ({len(counts)} distinct, about {bits:.0f} bits)"
    return None


def kept_refusal(error: Exception) -> Answer | None:
    """The answer a refusal is kept under its key with: a problem below 500 that a retry would not change (not a
    busy game or a stale If-Match); None for anything else."""
    problem = as_problem(error)
    if problem is None or problem.status >= 500 or problem.status in TRANSIENT:
        return None
    return problem.body(), problem.status


def answered(game_id: str, key: IdempotencyKey | None, produce: Callable[[], Outcome]) -> Answer:
    """`produce()`'s answer; a refusal it raises is answered, and kept under `key` by the handler."""
    return platform().handler.keyed(game_id, key, kept_refusal, produce).answer
