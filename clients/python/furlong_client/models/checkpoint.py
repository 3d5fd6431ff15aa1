from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Checkpoint")


@_attrs_define
class Checkpoint:
    """The server's signed word that the game's log was at `version`, whose
    event has the chain hash `hash`, at time `at`. Keep it: it is a
    receipt (see docs/fairness.md, "Signed checkpoints"). It holds
    nothing sealed: a version and a chain hash, both public. The
    signature is Ed25519 by key `key_id` (from `GET
    /.well-known/furlong-keys`) over the UTF-8 bytes
    `furlong-checkpoint/v1\\n<game_id>\\n<version>\\n<hash>\\n<at>\\n<key_id>\\n
    `.

        Attributes:
            game_id (str):
            version (int):
            hash_ (str):
            at (datetime.datetime): When it was signed: UTC, ISO-8601 with milliseconds and `Z`.
            key_id (str):
            signature (str): Standard base64 of the 64-byte Ed25519 signature.
    """

    game_id: str
    version: int
    hash_: str
    at: datetime.datetime
    key_id: str
    signature: str

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        version = self.version

        hash_ = self.hash_

        at = self.at.isoformat()

        key_id = self.key_id

        signature = self.signature

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "version": version,
                "hash": hash_,
                "at": at,
                "key_id": key_id,
                "signature": signature,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        version = d.pop("version")

        hash_ = d.pop("hash")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        key_id = d.pop("key_id")

        signature = d.pop("signature")

        checkpoint = cls(
            game_id=game_id,
            version=version,
            hash_=hash_,
            at=at,
            key_id=key_id,
            signature=signature,
        )

        return checkpoint
