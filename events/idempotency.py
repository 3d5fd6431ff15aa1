"""Idempotency, in one place: a keyed request's answer is kept under its key, and a repeat gets that answer.

An accepted command's receipt is kept by the append itself, in the same atomic step as its events (the store's
append refuses a key that holds a record: `AlreadyRecorded`); a refusal (4xx) is kept beside them only if no append
got there first; a transient refusal (a stale If-Match, a busy game) or a failure (5xx) is never kept, so the retry
runs. The handler asks this module at each of those points (events/handler.py); the HTTP layer only reads the
header (service/idempotency.py). So a retry after any failure finds either no append (and runs) or the recorded
answer (and replays it), never a second append.
"""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from .store import EventStore, Receipt

Answer = tuple[dict[str, Any], int]
# The answer a refusal stands for, if it is one to keep under the key (a 4xx that is not transient); None otherwise.
Refusal = Callable[[Exception], Answer | None]


class KeyReused(Exception):
    """The idempotency key was used before with another request."""


@dataclass(frozen=True)
class IdempotencyKey:
    """A caller's key for one request (scoped, e.g. "command:3:bet-1"), with the request's fingerprint.

    With `sealing` (the AES-256-GCM key of a route whose answer carries credentials, derived from the caller's secret
    key, which is never stored), the answer is kept encrypted: the record holds no token, and only a caller who
    sends the same secret key can read it back."""

    key: str
    fingerprint: str
    ttl_s: int
    sealing: bytes | None = None

    def receipt(self, command_id: str, answer: Answer) -> Receipt:
        """The receipt that records `answer` for this key."""
        body, status = answer
        record: dict[str, Any] = {"fingerprint": self.fingerprint, "command_id": command_id, "status": status}
        if self.sealing is None:
            record["body"] = body
        else:
            record["sealed"] = self._seal(body)
        return Receipt(self.key, json.dumps(record, separators=(",", ":")), self.ttl_s)

    def replay(self, record: str) -> Answer:
        """The answer a record holds, if it was made for this same request."""
        stored = json.loads(record)
        if stored.get("fingerprint") != self.fingerprint:
            raise KeyReused(self.key)
        body = self._open(stored["sealed"]) if "sealed" in stored else stored["body"]
        return body, stored["status"]

    def _seal(self, body: dict[str, Any]) -> str:
        nonce = os.urandom(12)
        sealed = AESGCM(self._sealing_key()).encrypt(nonce, json.dumps(body).encode(), self.key.encode())
        return base64.b64encode(nonce + sealed).decode("ascii")

    def _open(self, sealed: str) -> dict[str, Any]:
        raw, cipher = base64.b64decode(sealed), AESGCM(self._sealing_key())
        try:
            opened: dict[str, Any] = json.loads(cipher.decrypt(raw[:12], raw[12:], self.key.encode()))
        except InvalidTag:  # only a holder of the secret key can open it, and only that key names this record
            raise KeyReused(self.key) from None
        return opened

    def _sealing_key(self) -> bytes:
        if self.sealing is None:
            raise KeyReused(self.key)  # a sealed record under a key that does not seal: not this route's
        return self.sealing


def command_id_of(record: str) -> str | None:
    """The id of the command whose append a record was kept with (None for a refusal)."""
    found = json.loads(record).get("command_id")
    return found if isinstance(found, str) else None


class Receipts:
    """The receipts kept under idempotency keys in a game's store: what a repeat is answered with."""

    def __init__(self, store: EventStore):
        self.store = store

    def replayed(self, game_id: str, key: IdempotencyKey | None) -> Answer | None:
        """The answer recorded under `key`, if any (a repeat the game has moved past, e.g. a stale If-Match)."""
        if key is not None and (known := self.store.receipt(game_id, key.key)) is not None:
            return key.replay(known)
        return None

    def of_earlier_append(self, key: IdempotencyKey | None, record: str, command_id: str) -> Answer | None:
        """After an append found its key taken: the earlier request's answer, or None if the record is this
        command's own (an append retried after its reply was lost)."""
        if key is not None and command_id_of(record) != command_id:
            return key.replay(record)
        return None

    def kept_refusal(self, game_id: str, key: IdempotencyKey, answer: Answer) -> Answer:
        """Keep a refusal's answer under `key` unless an append or an earlier refusal holds it; the answer kept."""
        return key.replay(self.store.keep_receipt(game_id, key.receipt("", answer)))

    def refusing(self, game_id: str, key: IdempotencyKey | None, refusal: Refusal, error: Exception) -> Answer:
        """The answer to a request refused with `error`: kept under its key if it is a refusal to keep; re-raised
        if it is not (a bug, an outage, a transient refusal, a key reused with another body)."""
        answer = None if key is None or isinstance(error, KeyReused) else refusal(error)
        if key is None or answer is None:
            raise error
        return self.kept_refusal(game_id, key, answer)


def never_kept(error: Exception) -> Answer | None:
    """No refusal is kept (requests without a way to turn a refusal into an answer)."""
    return None
