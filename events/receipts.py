"""Idempotency receipts: a command's answer, kept with its events under the caller's key."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .store import Receipt

Answer = tuple[dict[str, Any], int]


class KeyReused(Exception):
    """The idempotency key was used before with another request."""


@dataclass(frozen=True)
class IdempotencyKey:
    """A caller's key for one request (scoped, e.g. "command:3:bet-1"), with the request's fingerprint."""

    key: str
    fingerprint: str
    ttl_s: int

    def receipt(self, command_id: str, answer: Answer) -> Receipt:
        """The receipt that records `answer` for this key."""
        body, status = answer
        record = {"fingerprint": self.fingerprint, "command_id": command_id, "status": status, "body": body}
        return Receipt(self.key, json.dumps(record, separators=(",", ":")), self.ttl_s)

    def replay(self, record: str) -> Answer:
        """The answer a record holds, if it was made for this same request."""
        stored = json.loads(record)
        if stored.get("fingerprint") != self.fingerprint:
            raise KeyReused(self.key)
        return stored["body"], stored["status"]


def command_id_of(record: str) -> str | None:
    """The id of the command whose append a record was kept with (None for a refusal)."""
    found = json.loads(record).get("command_id")
    return found if isinstance(found, str) else None
