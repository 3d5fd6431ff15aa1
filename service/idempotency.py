"""Idempotency-Key: a repeated request gets the first answer and appends nothing."""
from __future__ import annotations

import hashlib
import json
from typing import Callable

import redis
from flask import request

from games.codec import canonical_json

from .errors import Problem, as_problem

PENDING = "pending"


def fingerprint() -> str:
    """The request body's identity: canonical JSON when it parses, raw bytes otherwise."""
    body = request.get_json(silent=True)
    raw = canonical_json(body) if body is not None else request.get_data()
    return hashlib.sha256(raw).hexdigest()


class IdempotencyCache:
    """Remembered responses per (scope, key), kept for `ttl` seconds."""

    def __init__(self, client: redis.Redis, ttl: int):
        self._redis, self._ttl = client, ttl

    def run(self, scope: str, key: str, produce: Callable[[], tuple[dict, int]]) -> tuple[dict, int]:
        """The remembered answer for this key, or produce one and remember it."""
        slot = f"furlong:idempotency:{scope}:{key}"
        mine = json.dumps({"fingerprint": fingerprint(), "status": PENDING})
        if not self._redis.set(slot, mine, nx=True, ex=self._ttl):
            return self._replay(slot)
        try:
            body, status = produce()
        except Exception as error:
            problem = as_problem(error)
            if problem is None or problem.status >= 500:
                self._redis.delete(slot)
                raise
            body, status = problem.body(), problem.status
        self._redis.set(slot, json.dumps({"fingerprint": fingerprint(), "status": status, "body": body}),
                        ex=self._ttl)
        return body, status

    def _replay(self, slot: str) -> tuple[dict, int]:
        stored = json.loads(self._redis.get(slot) or "{}")
        if stored.get("fingerprint") != fingerprint():
            raise Problem(422, "Idempotency key reused",
                          "this Idempotency-Key was used with a different request body", field="Idempotency-Key")
        if stored.get("status") == PENDING:
            raise Problem(409, "Request in progress", "a request with this Idempotency-Key is still being handled")
        return stored["body"], stored["status"]


def idempotent(scope: str, produce: Callable[[], tuple[dict, int]]) -> tuple[dict, int]:
    """Run `produce` once per Idempotency-Key within `scope`; without a key, just run it."""
    from .context import platform

    key = request.headers.get("Idempotency-Key")
    if not key:
        return produce()
    if len(key) > 200:
        raise Problem(400, "Invalid Idempotency-Key", "the Idempotency-Key header is longer than 200 characters",
                      field="Idempotency-Key")
    return platform().idempotency.run(scope, key, produce)
