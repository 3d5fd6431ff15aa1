"""Receipts held against a log: every signed checkpoint must verify and name a (version, hash) the log has.

Pure (no Redis, no Flask). Used by `python -m projections.audit FILE.ndjson --receipts RECEIPTS.json` and by
dispute reports.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from events.envelope import ZERO_HASH, Envelope
from events.signing import checkpoint_problem, public_keys_of


class ReceiptsError(ValueError):
    """A receipts or keys file that cannot be read as one."""


def load_receipts(document: Any) -> tuple[list[Any], dict[str, bytes]]:
    """(checkpoints, public keys) from a receipts file: {"keys": <keys document>, "receipts": [...]}, or a list."""
    if isinstance(document, list):
        return document, {}
    if not isinstance(document, dict) or not isinstance(document.get("receipts"), list):
        raise ReceiptsError(
            'a receipts file is {"keys": <GET /.well-known/furlong-keys>, "receipts": [checkpoint, '
            "...]} or a list of checkpoints"
        )
    return document["receipts"], load_keys(document["keys"]) if "keys" in document else {}


def load_keys(document: Any) -> dict[str, bytes]:
    """The public keys of a keys document; ReceiptsError if it is not one."""
    try:
        return public_keys_of(document)
    except ValueError as error:
        raise ReceiptsError(f"not a keys document: {error}") from None


def hash_at(envelopes: Sequence[Envelope], version: int) -> str | None:
    """The chain hash of the log at `version` (64 zeros at 0), or None when the log does not reach it."""
    if version == 0:
        return ZERO_HASH
    if 0 < version <= len(envelopes) and envelopes[version - 1].version == version:
        return envelopes[version - 1].hash
    return None


def receipt_problem(checkpoint: Any, envelopes: Sequence[Envelope], keys: Mapping[str, bytes]) -> str | None:
    """None when the checkpoint verifies and the log holds its (version, hash), else why not."""
    problem = checkpoint_problem(checkpoint, keys)
    if problem:
        return problem
    game_id = envelopes[0].game_id if envelopes else None
    if checkpoint["game_id"] != game_id:
        return f"it is for game {checkpoint['game_id']}, not {game_id}"
    found = hash_at(envelopes, checkpoint["version"])
    if found is None:
        return f"the log has no version {checkpoint['version']}: it ends at {len(envelopes)}"
    if found != checkpoint["hash"]:
        return (
            f"the log's version {checkpoint['version']} has hash {found}, not the signed "
            f"{checkpoint['hash']}: this is not the log the receipt was given for"
        )
    return None


def label(index: int, checkpoint: Any, kind: str = "receipt") -> str:
    """How a checkpoint is named in a report: "receipt 2 (version 57)"."""
    version = checkpoint.get("version") if isinstance(checkpoint, dict) else None
    return f"{kind} {index}" + (f" (version {version})" if version is not None else "")


def check_checkpoints(
    checkpoints: Sequence[Any], envelopes: Sequence[Envelope], keys: Mapping[str, bytes], kind: str = "receipt"
) -> dict:
    """{ok, checked, failures: [{receipt, version, problem}]}: each checkpoint against the log, numbered from 1."""
    failures = []
    for index, checkpoint in enumerate(checkpoints, start=1):
        problem = receipt_problem(checkpoint, envelopes, keys)
        if problem:
            version = checkpoint.get("version") if isinstance(checkpoint, dict) else None
            failures.append({"receipt": label(index, checkpoint, kind), "version": version, "problem": problem})
    return {"ok": not failures, "checked": len(checkpoints), "failures": failures}
