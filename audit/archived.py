"""A finished game's archived object: its export (every envelope's JSON line, then the signed checkpoint line),
zstd-compressed, one immutable object per game (`games/<game_id>.ndjson.zst`), verified whenever it is read back.

Pure (no Redis): the bytes are a function of the log and the key that signs it, so an archiver that retries after a
crash writes the very same object (the checkpoint is dated at the game's last event, not when it was written).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

import zstandard

from events.envelope import Envelope
from events.lifecycle import GameEnded
from events.signing import SigningKey

from .chain import check_chain
from .receipts import closing_problem
from .verify import ExportError, scan_export

LEVEL = 12  # zstd's level: a finished log is written once and read rarely, so smaller beats faster
MAX_BYTES = 256 * 1024 * 1024  # an archived log never decompresses beyond this (a corrupt or hostile object)


class ArchivedInvalid(ValueError):
    """An archived object that does not hold a finished game's whole log, chained and signed by the server."""

    def __init__(self, key: str, reason: str):
        super().__init__(f"archived object {key} does not verify: {reason}")
        self.key, self.reason = key, reason


def game_key(game_id: str) -> str:
    """The archive key of a finished game's log."""
    return f"games/{game_id}.ndjson.zst"


def export_text(envelopes: Sequence[Envelope], checkpoint: Mapping[str, Any]) -> str:
    """The export's text: every envelope's JSON line, then the checkpoint line (the format of GET .../export)."""
    lines = "".join(envelope.to_json() + "\n" for envelope in envelopes)
    return lines + json.dumps({"checkpoint": checkpoint}, separators=(",", ":")) + "\n"


def closing_checkpoint(envelopes: Sequence[Envelope], key: SigningKey) -> dict[str, Any]:
    """The checkpoint of the log's last event, dated at that event: the same bytes however often it is made."""
    last = envelopes[-1]
    return key.checkpoint(last.game_id, last.version, last.hash, last.at)


def archived_object(envelopes: Sequence[Envelope], key: SigningKey) -> bytes:
    """A finished game's archived object: its export, signed at its last event, compressed (deterministic)."""
    if not envelopes or envelopes[-1].type != GameEnded.TYPE:
        raise ValueError("only a finished game's whole log is archived: its last event must be GameEnded")
    text = export_text(envelopes, closing_checkpoint(envelopes, key))
    return zstandard.ZstdCompressor(level=LEVEL, write_checksum=True).compress(text.encode("utf-8"))


def open_archived(game_id: str, blob: bytes, public_keys: Mapping[str, bytes]) -> tuple[list[Envelope], dict]:
    """The envelopes and closing checkpoint of an archived game, once its chain, its signature by one of
    `public_keys` and its end verify; ArchivedInvalid otherwise."""
    key = game_key(game_id)
    try:
        text = zstandard.ZstdDecompressor().decompress(blob, max_output_size=MAX_BYTES).decode("utf-8")
        export = scan_export(text.splitlines())
    except (zstandard.ZstdError, UnicodeDecodeError, ExportError) as error:
        raise ArchivedInvalid(key, f"it is not a compressed export ({error})") from None
    problem = log_problem(game_id, export.envelopes) or closing_problem(
        export.checkpoints, export.closed, export.envelopes, public_keys
    )
    if problem:
        raise ArchivedInvalid(key, problem)
    return export.envelopes, export.checkpoints[0]


def log_problem(game_id: str, envelopes: list[Envelope]) -> str | None:
    """Why a log is not game `game_id`'s whole, chained, finished log (None when it is)."""
    if not envelopes:
        return "it holds no events"
    if envelopes[0].game_id != game_id:
        return f"it holds game {envelopes[0].game_id!r}, not {game_id!r}"
    section, found = check_chain(envelopes)
    if not section["ok"]:
        return found[0]["detail"]
    if envelopes[-1].type != GameEnded.TYPE:
        return f"its last event is {envelopes[-1].type}, not GameEnded: the game had not finished"
    return None
