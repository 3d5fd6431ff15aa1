"""The offline audit of a game's exported log: chain, randomness, commitments, payouts, ledger.

Pure (no Redis, no Flask). `audit` re-verifies a log alone (the server runs it for `GET /games/{id}/audit`); the
command line (audit/cli.py, `python -m audit`) adds the signatures, checked against the keys the auditor pinned.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Any

from events.envelope import Envelope
from games.base import Ruleset
from projections.ledger import Ledger

from .chain import chain_section, check_chain, decode_all, discrepancy, find_ruleset
from .checks import Folded, check_commitments, check_payouts, fold_once
from .ledger import check_ledger
from .randomness import check_randomness

__all__ = ["Export", "ExportError", "audit", "read_export", "read_signed_export", "scan_export"]

FIELD_TYPES = {f.name: {"int": int, "str": str}.get(str(f.type), dict) for f in fields(Envelope)}


class ExportError(ValueError):
    """A line of an export that is not an event envelope."""

    def __init__(self, line: int, reason: str):
        super().__init__(f"line {line}: {reason}")
        self.line = line


def parse_line(number: int, text: str) -> Envelope:
    """One NDJSON line as an envelope, or ExportError naming the line."""
    try:
        raw = json.loads(text)
    except ValueError as error:
        raise ExportError(number, f"not JSON ({error})") from None
    if not isinstance(raw, dict) or set(raw) != set(FIELD_TYPES):
        raise ExportError(number, f"not an event envelope: it needs exactly the fields {', '.join(FIELD_TYPES)}")
    wrong = [name for name, kind in FIELD_TYPES.items() if type(raw[name]) is not kind]
    if wrong:
        raise ExportError(number, f"field {wrong[0]} should be of type {FIELD_TYPES[wrong[0]].__name__}")
    return Envelope(**raw)


@dataclass(frozen=True)
class Export:
    """An export as read: its envelopes, its checkpoint lines, and whether its last line is a checkpoint."""

    envelopes: list[Envelope]
    checkpoints: list[Any]
    closed: bool


def read_export(lines: Iterable[str]) -> list[Envelope]:
    """Parse an NDJSON export: one envelope per line, blank lines and checkpoint lines ignored."""
    return scan_export(lines).envelopes


def read_signed_export(lines: Iterable[str]) -> tuple[list[Envelope], list[Any]]:
    """An NDJSON export's envelopes and its signed checkpoints (lines `{"checkpoint": {...}}`)."""
    export = scan_export(lines)
    return export.envelopes, export.checkpoints


def scan_export(lines: Iterable[str]) -> Export:
    """An NDJSON export's envelopes and checkpoints, noting whether a checkpoint is its last non-blank line."""
    envelopes, checkpoints, closed = [], [], False
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        checkpoint = checkpoint_line(line)
        closed = checkpoint is not None
        if closed:
            checkpoints.append(checkpoint)
        else:
            envelopes.append(parse_line(number, line))
    return Export(envelopes, checkpoints, closed)


def checkpoint_line(text: str) -> Any:
    """The checkpoint a line holds, or None when it is not a checkpoint line."""
    if not text.lstrip().startswith('{"checkpoint"'):
        return None
    try:
        raw = json.loads(text)
    except ValueError:
        return None
    return raw["checkpoint"] if isinstance(raw, dict) and set(raw) == {"checkpoint"} else None


def skipped(reason: str) -> dict[str, dict]:
    """The sections of checks that did not run, saying why."""
    return {
        "randomness": {
            "status": "failed",
            "seed_sha256": None,
            "seed": None,
            "client_seeds": [],
            "outcomes_checked": 0,
            "note": reason,
        },
        "commitments": {"ok": False, "checked": 0, "note": reason},
        "payouts": {"ok": False, "rederived": 0, "note": reason},
        "ledger": {
            "balanced": False,
            "entries": 0,
            "matches_maintained": None,
            "standings_match": None,
            "cash_floor_ok": False,
            "note": reason,
        },
    }


def report(envelopes: list[Envelope], chain: dict, sections: dict, found: list[dict]) -> dict:
    """The whole report; verified only when nothing was found and randomness did not fail."""
    verified = not found and chain["ok"] and sections["randomness"]["status"] != "failed"
    found = sorted(found, key=lambda d: (d["version"] is None, d["version"] or 0))
    return {
        "game_id": envelopes[0].game_id if envelopes else None,
        "version": envelopes[-1].version if envelopes else 0,
        "verified": verified,
        "discrepancies": found,
        "chain": chain,
        **sections,
    }


def audit(envelopes: list[Envelope], rulesets: Mapping[str, Ruleset], maintained: Ledger | None = None) -> dict:
    """Re-verify a game from its log alone (and compare the server's ledger when given)."""
    ruleset, problem = find_ruleset(envelopes, rulesets)
    if ruleset is None:
        reason = problem or "the ruleset is unknown"
        found = [discrepancy(1, "chain", reason)]
        return report(envelopes, chain_section(len(envelopes), 1), skipped("not checked: " + reason), found)
    chain, found = check_chain(envelopes)
    events, unreadable = decode_all(envelopes, ruleset) if chain["ok"] else (None, None)
    if unreadable:
        chain, found = chain_section(len(envelopes), unreadable["version"]), [unreadable]
    if not chain["ok"] or events is None:
        return report(envelopes, chain, skipped("not checked: the chain is broken"), found)
    shared: list[Folded] = []  # one fold for the payouts and the ledger, made by the first that needs it

    def folded() -> Folded:
        if not shared:
            shared.append(fold_once(envelopes, events, ruleset))
        return shared[0]

    checks = {
        "randomness": lambda: check_randomness(envelopes, events, ruleset),
        "commitments": lambda: check_commitments(envelopes, events),
        "payouts": lambda: check_payouts(envelopes, events, ruleset, folded()),
        "ledger": lambda: check_ledger(envelopes, events, ruleset, maintained, folded()),
    }
    sections: dict[str, Any] = {}
    for name, check in checks.items():
        sections[name], more = guarded(name, check)
        found += more
    return report(envelopes, chain, sections, found)


def guarded(name: str, check) -> tuple[dict, list[dict]]:
    """Run one check; a log so malformed that the check itself fails is reported, never raised."""
    try:
        return check()
    except Exception as error:  # a forged log may hold anything (a number where a string belongs, ...)
        reason = f"the {name} check could not run on this log ({error!r})"
        return skipped(reason)[name], [discrepancy(None, name, reason)]
