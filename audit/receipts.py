"""Receipts held against a log: every signed checkpoint must verify and name a (version, hash) the log has.

Pure (no Redis, no Flask). Used by `python -m audit FILE.ndjson --keys KEYS.json --receipts
RECEIPTS.json` and by dispute reports. Keys are always the auditor's pinned ones, never a receipts file's own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from events.envelope import ZERO_HASH, Envelope
from events.signing import checkpoint_problem, public_keys_of

NOT_AUTHENTICATED = (
    "not authenticated: no pinned keys (pin them once with `python -m audit pin <server URL>`, "
    "then pass --keys furlong-keys.json)"
)


class ReceiptsError(ValueError):
    """A receipts or keys file that cannot be read as one."""


def load_receipts(document: Any) -> tuple[list[Any], dict[str, bytes]]:
    """(checkpoints, the keys the file carries) from {"keys": <keys document>, "receipts": [...]}, or a list.

    The carried keys are only ever compared with the pinned ones: a file cannot vouch for itself.
    """
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


def unpinned(carried: Mapping[str, bytes], pinned: Mapping[str, bytes]) -> list[str]:
    """The ids of keys a file carries that the auditor did not pin (ignored for verification)."""
    return sorted(key_id for key_id in carried if key_id not in pinned)


def closing_problem(
    checkpoints: Sequence[Any], closed: bool, envelopes: Sequence[Envelope], keys: Mapping[str, bytes]
) -> str | None:
    """None when the export's last line, and only checkpoint line, signs its last event with a pinned key."""
    if not checkpoints:
        return "the export has no checkpoint line: nothing shows that the server signed this log"
    if len(checkpoints) > 1:
        return f"the export has {len(checkpoints)} checkpoint lines: it must have exactly one, its last line"
    if not closed:
        return "the checkpoint is not the export's last line: events follow it"
    return head_problem(checkpoints[0], envelopes, keys)


def head_problem(checkpoint: Any, envelopes: Sequence[Envelope], keys: Mapping[str, bytes]) -> str | None:
    """None when the checkpoint names the log's last (version, hash), and its signature verifies when keys are given."""
    problem = checkpoint_problem(checkpoint, keys) if keys else None
    if problem or not isinstance(checkpoint, dict):
        return problem or "a checkpoint must be an object"
    game_id = envelopes[0].game_id if envelopes else None
    version, hash_ = (envelopes[-1].version, envelopes[-1].hash) if envelopes else (0, ZERO_HASH)
    if checkpoint.get("game_id") != game_id:
        return f"it is for game {checkpoint.get('game_id')!r}, not the export's game {game_id!r}"
    if checkpoint.get("version") != version:
        return (
            f"it signs version {checkpoint.get('version')!r}, but the export ends at version {version}: "
            "this is not the whole log the server signed"
        )
    if checkpoint.get("hash") != hash_:
        return (
            f"it signs hash {checkpoint.get('hash')} at version {version}, but the export's version {version} has "
            f"hash {hash_}: this is not the log the server signed"
        )
    return None


def closing_section(
    checkpoints: Sequence[Any], closed: bool, envelopes: Sequence[Envelope], keys: Mapping[str, bytes]
) -> dict:
    """{ok, checked, failures, key_id}: the closing checkpoint; ok is None when it holds but no key was pinned."""
    problem = closing_problem(checkpoints, closed, envelopes, keys)
    head = checkpoints[0] if len(checkpoints) == 1 and closed else None
    version = head.get("version") if isinstance(head, dict) else None
    where = "export" if head is None else label(1, head, "export checkpoint")
    failures = [{"receipt": where, "version": version if type(version) is int else None, "problem": problem}]
    return {
        "ok": False if problem else (True if keys else None),
        "checked": len(checkpoints),
        "failures": failures if problem else [],
        "key_id": head["key_id"] if keys and not problem and head is not None else None,
    }
