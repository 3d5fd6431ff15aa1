"""The event envelope: versioned, attributed, hash-chained."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass, fields
from typing import Any

from games.codec import load_json, sha256_hex
from games.records import filled, replace

ZERO_HASH = "0" * 64


@dataclass(frozen=True)
class Envelope:
    """One stored event: its place in the game's log and the chain of hashes."""

    game_id: str
    version: int
    type: str
    schema: int
    data: dict[str, Any]
    actor: dict[str, Any]
    at: str
    command_id: str
    prev_hash: str
    hash: str = ""

    def body(self) -> dict[str, Any]:
        """The envelope without its hash: what the hash is computed over (shares `data` and `actor`: read only)."""
        return {
            "game_id": self.game_id,
            "version": self.version,
            "type": self.type,
            "schema": self.schema,
            "data": self.data,
            "actor": self.actor,
            "at": self.at,
            "command_id": self.command_id,
            "prev_hash": self.prev_hash,
        }

    def to_dict(self) -> dict[str, Any]:
        """The envelope as JSON-able dict (a deep copy: the caller may change it)."""
        return asdict(self)

    def to_json(self) -> str:
        """The envelope as stored."""
        return json.dumps({**self.body(), "hash": self.hash}, separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> Envelope:
        """Parse a stored envelope (exactly the envelope's fields: filled in without the dataclass's __init__)."""
        return cls.many_from_json((text,))[0]

    @classmethod
    def many_from_json(cls, texts: Iterable[str | bytes]) -> list[Envelope]:
        """Parse stored envelopes (those with exactly the envelope's fields filled in without `__init__`)."""
        return [_filled(load_json(text)) for text in texts]

    def sealed(self) -> Envelope:
        """This envelope with its hash computed."""
        return replace(self, hash=sha256_hex(self.body()))

    def hash_is_valid(self) -> bool:
        """Whether `hash` matches the canonical JSON of the rest."""
        return self.hash == sha256_hex(self.body())


_FIELDS = frozenset(f.name for f in fields(Envelope))


def chain(
    game_id: str,
    after_version: int,
    prev_hash: str,
    drafts: list[dict[str, Any]],
    at: str,
    actor: dict[str, Any],
    command_id: str,
) -> tuple[Envelope, ...]:
    """Seal drafts ({type, schema, data}) into contiguous, hash-linked envelopes.

    Each envelope is its body and hash, filled in without the dataclass's `__init__` when they are exactly its
    fields (a draft with a key of its own is refused by `__init__`, as before).
    """
    sealed: list[Envelope] = []
    for offset, draft in enumerate(drafts, start=1):
        body = {
            "game_id": game_id,
            "version": after_version + offset,
            "at": at,
            "actor": actor,
            "command_id": command_id,
            "prev_hash": prev_hash,
            **draft,
        }
        prev_hash = body["hash"] = sha256_hex(body)  # what .sealed() computes, without a second copy
        sealed.append(_filled(body))
    return tuple(sealed)


def _filled(values: dict[str, Any]) -> Envelope:
    """`Envelope(**values)`, without `__init__` (games/records.filled) when `values` are exactly the envelope's
    fields."""
    if values.keys() != _FIELDS:
        return Envelope(**values)
    return filled(Envelope, values)
