"""Idempotency-Key: a repeated request gets the first answer and appends nothing.

The answer to an accepted command is kept by the append script itself, next to the
command's events and in the same atomic step (events/receipts.py); a refusal (4xx) is
kept beside them only if no append got there first. So a retry after any failure finds
either no append (and runs) or the recorded answer (and replays it), never a second append.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from flask import request

from events.receipts import Answer, IdempotencyKey, KeyReused
from games.codec import canonical_json

from .context import platform
from .errors import Problem, as_problem

HEADER = "Idempotency-Key"
MAX_LENGTH = 200
TRANSIENT = (409,)  # a busy game or a stale If-Match: the retry should run, not replay


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


def idempotent(game_id: str, key: IdempotencyKey | None, produce: Callable[[], Answer]) -> Answer:
    """Run `produce` (which appends with `key`'s receipt); keep a refusal under the key unless an append won."""
    if key is None:
        return produce()
    try:
        return produce()
    except Exception as error:
        problem = as_problem(error)
        if problem is None or problem.status >= 500 or problem.status in TRANSIENT or isinstance(error, KeyReused):
            raise
        kept = platform().store.keep_receipt(game_id, key.receipt("", (problem.body(), problem.status)))
        return key.replay(kept)
