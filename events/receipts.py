"""Idempotency receipts: a command's answer, kept with its events under the caller's key."""

from __future__ import annotations

import base64
import json
import os
from dataclasses import dataclass
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from .store import Receipt

Answer = tuple[dict[str, Any], int]


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
