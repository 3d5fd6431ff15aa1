"""Signed checkpoints: Ed25519 signatures over a game's (version, hash) at a moment, by a named key.

Pure (no Redis, no Flask). The signed bytes are specified in docs/fairness.md ("Signed checkpoints").
"""

from __future__ import annotations

import base64
import binascii
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat, PublicFormat

from games.codec import canonical_json

CHECKPOINT_PREFIX = "furlong-checkpoint/v1"
CHECKPOINT_FIELDS = ("game_id", "version", "hash", "at", "key_id")


def b64(raw: bytes) -> str:
    """Standard base64 with padding."""
    return base64.b64encode(raw).decode("ascii")


def unb64(text: str) -> bytes:
    """Decode standard base64 strictly (ValueError on anything else)."""
    try:
        return base64.b64decode(text.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError) as error:
        raise ValueError(f"not base64: {error}") from None


def key_id_of(public_raw: bytes) -> str:
    """A key's id: the first 16 hex digits of SHA-256 of its raw 32-byte public key."""
    return hashlib.sha256(public_raw).hexdigest()[:16]


def checkpoint_bytes(game_id: str, version: int, hash_: str, at: str, key_id: str) -> bytes:
    """The exact bytes a checkpoint's signature covers: six lines, each ending in a newline."""
    return f"{CHECKPOINT_PREFIX}\n{game_id}\n{version}\n{hash_}\n{at}\n{key_id}\n".encode()


def document_bytes(document: Mapping[str, Any]) -> bytes:
    """The bytes a signed document's signature covers: its canonical JSON without `signature`."""
    return canonical_json({k: v for k, v in document.items() if k != "signature"})


@dataclass(frozen=True)
class SigningKey:
    """A private Ed25519 key with its id."""

    private: Ed25519PrivateKey
    key_id: str = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "key_id", key_id_of(self.public_raw()))

    @classmethod
    def generate(cls) -> SigningKey:
        """A fresh random key."""
        return cls(Ed25519PrivateKey.generate())

    @classmethod
    def from_raw(cls, raw: bytes) -> SigningKey:
        """The key whose raw 32-byte private form is `raw` (ValueError otherwise)."""
        if len(raw) != 32:
            raise ValueError(f"an Ed25519 private key is 32 bytes, not {len(raw)}")
        return cls(Ed25519PrivateKey.from_private_bytes(raw))

    def raw(self) -> bytes:
        """The raw 32-byte private key."""
        return self.private.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())

    def public_raw(self) -> bytes:
        """The raw 32-byte public key."""
        return self.private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)

    def checkpoint(self, game_id: str, version: int, hash_: str, at: str) -> dict[str, Any]:
        """A signed checkpoint of the game at `version`, whose chain hash is `hash_`."""
        signed = checkpoint_bytes(game_id, version, hash_, at, self.key_id)
        return {
            "game_id": game_id,
            "version": version,
            "hash": hash_,
            "at": at,
            "key_id": self.key_id,
            "signature": b64(self.private.sign(signed)),
        }

    def sign_document(self, document: Mapping[str, Any]) -> dict[str, Any]:
        """The document with `key_id` and a `signature` over its canonical JSON."""
        body = {**document, "key_id": self.key_id}
        return {**body, "signature": b64(self.private.sign(document_bytes(body)))}


def verify_signature(public_keys: Mapping[str, bytes], key_id: Any, signature: Any, signed: bytes) -> str | None:
    """None when `signature` is `key_id`'s over `signed`, else why not."""
    if not isinstance(key_id, str) or key_id not in public_keys:
        return f"signed by an unknown key {key_id!r}"
    try:
        Ed25519PublicKey.from_public_bytes(public_keys[key_id]).verify(unb64(str(signature)), signed)
    except (InvalidSignature, ValueError):
        return f"the signature by key {key_id} does not verify"
    return None


def checkpoint_problem(checkpoint: Any, public_keys: Mapping[str, bytes]) -> str | None:
    """None when `checkpoint` is well formed and its signature verifies, else why not."""
    if not isinstance(checkpoint, dict):
        return "a checkpoint must be an object"
    missing = [name for name in (*CHECKPOINT_FIELDS, "signature") if name not in checkpoint]
    if missing:
        return f"the checkpoint has no {missing[0]}"
    if type(checkpoint["version"]) is not int or not all(
        isinstance(checkpoint[name], str) for name in ("game_id", "hash", "at", "key_id")
    ):
        return "the checkpoint's version must be an integer and its other fields strings"
    signed = checkpoint_bytes(*(checkpoint[name] for name in CHECKPOINT_FIELDS))
    return verify_signature(public_keys, checkpoint["key_id"], checkpoint["signature"], signed)


def document_problem(document: Mapping[str, Any], public_keys: Mapping[str, bytes]) -> str | None:
    """None when a signed document's signature verifies, else why not."""
    return verify_signature(public_keys, document.get("key_id"), document.get("signature"), document_bytes(document))


def public_keys_of(keys_document: Any) -> dict[str, bytes]:
    """{key_id: raw public key} from a /.well-known/furlong-keys document (ValueError if malformed)."""
    if not isinstance(keys_document, dict) or not isinstance(keys_document.get("keys"), list):
        raise ValueError("a keys document is an object with a list `keys`")
    found = {}
    for key in keys_document["keys"]:
        if not isinstance(key, dict) or not isinstance(key.get("public_key"), str):
            raise ValueError("each key needs a base64 `public_key`")
        raw = unb64(key["public_key"])
        if len(raw) != 32 or key.get("key_id") != key_id_of(raw):
            raise ValueError(f"key {key.get('key_id')!r} is not the id of its 32-byte public key")
        found[key["key_id"]] = raw
    return found
