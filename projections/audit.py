"""The offline audit of a game's exported log: chain, randomness, commitments, payouts, ledger.

Pure (no Redis, no Flask). Command line: `python -m projections.audit FILE.ndjson [--json]
[--receipts RECEIPTS.json] [--keys KEYS.json]`, or `python -m projections.audit REPORT.json --dispute`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Mapping
from dataclasses import fields
from typing import Any

from events.envelope import Envelope
from games.base import Ruleset
from games.registry import RULESETS

from .audit_chain import chain_section, check_chain, decode_all, discrepancy, find_ruleset
from .audit_checks import Folded, check_commitments, check_payouts, fold_once
from .audit_explain import explain_payout
from .audit_ledger import check_ledger
from .audit_randomness import check_randomness
from .disputes import verify_dispute_file
from .ledger import Ledger
from .receipts import check_checkpoints, load_keys, load_receipts

__all__ = ["ExportError", "audit", "explain_payout", "main", "read_export"]

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


def read_export(lines: Iterable[str]) -> list[Envelope]:
    """Parse an NDJSON export: one envelope per line, blank lines and checkpoint lines ignored."""
    return read_signed_export(lines)[0]


def read_signed_export(lines: Iterable[str]) -> tuple[list[Envelope], list[Any]]:
    """An NDJSON export's envelopes and its signed checkpoints (lines `{"checkpoint": {...}}`)."""
    envelopes, checkpoints = [], []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        checkpoint = checkpoint_line(line)
        if checkpoint is not None:
            checkpoints.append(checkpoint)
        else:
            envelopes.append(parse_line(number, line))
    return envelopes, checkpoints


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


def section_line(name: str, section: dict) -> str:
    """One check's line of the summary."""
    if "note" in section:
        return f"{name}: {section['note']}"
    if name == "randomness":
        return f"randomness: {section['status']}" + (
            ", the seed is not revealed until the game ends"
            if section["status"] == "pending"
            else f", {section['outcomes_checked']} outcomes re-derived from the revealed seed"
        )
    if name == "ledger":
        standings = {True: "match", False: "DO NOT MATCH", None: "not final yet"}[section["standings_match"]]
        return (
            f"ledger: {'balanced' if section['balanced'] else 'UNBALANCED'}, {section['entries']} entries, "
            f"standings {standings}" + ("" if section["cash_floor_ok"] else ", CASH BELOW THE FLOOR")
        )
    count, counted = (section["checked"], "checked") if name == "commitments" else (section["rederived"], "re-derived")
    return f"{name}: {'ok' if section['ok'] else 'FAILED'}, {count} {counted}"


def summary(result: dict) -> str:
    """A short human summary: a line per check, then every discrepancy."""
    chain = result["chain"]
    lines = [
        f"game {result['game_id']} at version {result['version']}: "
        + ("VERIFIED" if result["verified"] else "NOT VERIFIED"),
        f"chain: {'intact' if chain['ok'] else 'BROKEN'}, {chain['events']} events",
    ]
    lines += [section_line(name, result[name]) for name in ("randomness", "commitments", "payouts", "ledger")]
    for found in result["discrepancies"]:
        where = f"version {found['version']}" if found["version"] is not None else "log"
        lines.append(f"{where} [{found['check']}]: {found['detail'].removeprefix(where + ': ')}")
    return "\n".join(lines)


def with_signatures(
    result: dict,
    envelopes: list[Envelope],
    checkpoints: list[Any],
    receipts: list[Any] | None,
    keys: Mapping[str, bytes],
) -> dict:
    """The report with the export's own checkpoints and the kept receipts checked against the log."""
    found = list(result["discrepancies"])
    if not keys:
        result["checkpoints"] = {
            "ok": None,
            "checked": 0,
            "failures": [],
            "note": "not checked: no public keys given (--keys, or a receipts file's keys)",
        }
    else:
        result["checkpoints"] = check_checkpoints(checkpoints, envelopes, keys, "export checkpoint")
    if receipts is not None:
        result["receipts"] = check_checkpoints(receipts, envelopes, keys)
    for name in ("checkpoints", "receipts"):
        for failure in result.get(name, {}).get("failures", []):
            found.append(discrepancy(failure["version"], name, f"{failure['receipt']}: {failure['problem']}"))
    result["verified"] = result["verified"] and len(found) == len(result["discrepancies"])
    result["discrepancies"] = found
    return result


def signature_lines(result: dict) -> list[str]:
    """The summary lines of the checkpoint and receipt checks."""
    lines = []
    if "checkpoints" in result:
        section = result["checkpoints"]
        lines.append(
            f"checkpoints: {section['note']}"
            if "note" in section
            else f"checkpoints: {'ok' if section['ok'] else 'FAILED'}, {section['checked']} in the export verified"
        )
    if "receipts" in result:
        section = result["receipts"]
        lines.append(f"receipts: {'ok' if section['ok'] else 'FAILED'}, {section['checked']} checked against the log")
    return lines


def read_json(path: str) -> Any:
    """A JSON file (OSError or ValueError when it cannot be read)."""
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def audit_file(args: argparse.Namespace) -> int:
    """Audit an export, with its checkpoints and the receipts when given."""
    try:
        with open(args.file, encoding="utf-8") as lines:
            envelopes, checkpoints = read_signed_export(lines)
        receipts, keys = load_receipts(read_json(args.receipts)) if args.receipts else (None, {})
        keys = {**keys, **(load_keys(read_json(args.keys)) if args.keys else {})}
    except (OSError, UnicodeDecodeError, ValueError) as error:
        print(f"cannot read {error.filename if isinstance(error, OSError) else args.file}: {error}", file=sys.stderr)
        return 2
    if receipts is not None and not keys:
        print(
            "no public keys to check the receipts with: give --keys KEYS.json (GET /.well-known/furlong-keys) "
            "or put them in the receipts file as `keys`",
            file=sys.stderr,
        )
        return 2
    result = audit(envelopes, RULESETS)
    if keys or checkpoints or receipts is not None:
        result = with_signatures(result, envelopes, checkpoints, receipts, keys)
    text = summary(result)
    summary_lines = text.split("\n")
    text = "\n".join(summary_lines[:6] + signature_lines(result) + summary_lines[6:])
    print(json.dumps(result, indent=2, ensure_ascii=False) if args.json else text)
    return 0 if result["verified"] else 1


def main(argv: list[str] | None = None) -> int:
    """Audit an exported log: exit 0 verified, 1 a discrepancy, 2 the file cannot be read."""
    parser = argparse.ArgumentParser(prog="python -m projections.audit", description=__doc__.splitlines()[0])
    parser.add_argument(
        "file", help="the game's export, one event envelope per line (NDJSON); with --dispute, a dispute report (JSON)"
    )
    parser.add_argument("--json", action="store_true", help="print the whole report as JSON")
    parser.add_argument("--receipts", metavar="RECEIPTS.json", help="kept checkpoints to hold against the log")
    parser.add_argument("--keys", metavar="KEYS.json", help="the server's public keys (GET /.well-known/furlong-keys)")
    parser.add_argument("--dispute", action="store_true", help="FILE is a dispute report: verify it")
    args = parser.parse_args(argv)
    return verify_dispute_file(args) if args.dispute else audit_file(args)


if __name__ == "__main__":
    sys.exit(main())
