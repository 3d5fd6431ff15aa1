"""Dispute reports: a payout's derivation, the chain it sits in, the receipts' check and the audit's verdict, signed.

Pure (no Redis, no Flask). The server builds the body (service/disputes.py) and signs it; anyone verifies it
offline against the keys they pinned: `python -m audit REPORT.json --dispute --keys KEYS.json`. The
keys a report carries are never trusted: anyone can sign a report with a key of their own and carry it.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from typing import Any

from events.envelope import Envelope
from events.signing import checkpoint_problem, document_problem

from .receipts import NOT_AUTHENTICATED, ReceiptsError, load_keys

KIND = "furlong-dispute/v1"


def depends_on(explanations: Sequence[dict]) -> list[int]:
    """The versions the entries depend on: each entry's own event, its bet and its result."""
    versions = set()
    for explained in explanations:
        versions.add(explained["entry"]["version"])
        versions.update(v for v in explained["entry"]["refs"].values() if isinstance(v, int))
    return sorted(versions)


def verdict(audit_result: Mapping[str, Any]) -> dict:
    """The audit's verdict as a report carries it: verified, the discrepancies, and the chain's state."""
    return {
        "verified": audit_result["verified"],
        "discrepancies": audit_result["discrepancies"],
        "chain": audit_result["chain"],
    }


def dispute_body(
    game_id: str,
    asked: dict,
    explanations: list[dict],
    events: list[dict],
    head: dict,
    receipts: dict,
    audit_result: Mapping[str, Any],
    keys: dict,
    at: str,
) -> dict:
    """The unsigned report; `events` are the log from the first dependency to `head`, as the caller may see it."""
    return {
        "kind": KIND,
        "game_id": game_id,
        "asked": asked,
        "at": at,
        "entries": explanations,
        "depends_on": depends_on(explanations),
        "chain": {"from": events[0]["version"] if events else head["version"], "to": head["version"], "events": events},
        "checkpoint": head,
        "receipts": receipts,
        "audit": verdict(audit_result),
        "keys": keys,
    }


def event_problem(event: dict, previous: dict | None) -> str | None:
    """Why an event of the report's chain does not hold (its hash, its link, its version), or None."""
    where = f"event {event.get('version')}"
    if previous is not None and (
        event.get("version") != previous["version"] + 1 or event.get("prev_hash") != previous["hash"]
    ):
        return f"{where} does not follow event {previous['version']} in the chain"
    if not event.get("redacted"):
        try:
            if not Envelope(**event).hash_is_valid():
                return f"{where}: its hash is not the SHA-256 of its canonical JSON"
        except TypeError:
            return f"{where} is not an event envelope"
    return None


def chain_problems(report: Mapping[str, Any]) -> list[str]:
    """The chain from the first dependency to the signed head: linked, re-hashed, ending at the head."""
    events, head = report["chain"]["events"], report["checkpoint"]
    problems, previous = [], None
    for event in events:
        problem = event_problem(event, previous)
        if problem:
            problems.append(problem)
        previous = event
    if previous is not None and (previous["version"], previous["hash"]) != (head["version"], head["hash"]):
        problems.append(f"the chain ends at version {previous['version']}, not at the signed head {head['version']}")
    shown = {e["version"]: e for e in events}
    for version in report["depends_on"]:
        if version not in shown or shown[version].get("redacted"):
            problems.append(f"event {version}, which the payout depends on, is not in the report's chain")
    return problems


def receipt_problems(report: Mapping[str, Any], keys: Mapping[str, bytes]) -> list[str]:
    """The given receipts re-checked against the pinned keys as far as the report's chain reaches: one that fails
    (another game's included) is a problem only where the report says it holds."""
    shown = {e["version"]: e["hash"] for e in report["chain"]["events"]}
    failing = {f["receipt"] for f in report["receipts"]["failures"]}
    problems = []
    for index, receipt in enumerate(report["receipts"]["given"], start=1):
        name = f"receipt {index}"
        problem = checkpoint_problem(receipt, keys) if keys else None
        if problem is None and receipt["game_id"] != report["game_id"]:
            problem = f"it is of game {receipt['game_id']!r}, not {report['game_id']!r}"
        if problem is None and receipt["version"] in shown and shown[receipt["version"]] != receipt["hash"]:
            problem = f"the report's chain has another hash at version {receipt['version']}"
        said_ok = not any(f == name or f.startswith(name + " ") for f in failing)
        if problem and said_ok:
            problems.append(f"{name}: {problem}, yet the report says it holds")
    return problems


def game_problems(report: Mapping[str, Any], game: str | None = None) -> list[str]:
    """The head checkpoint and every event of the chain must be of the report's game (its receipts: below)."""
    game_id = report["game_id"]
    problems = [] if game is None or game == game_id else [f"the report is about game {game_id!r}, not {game!r}"]
    head = report["checkpoint"].get("game_id")
    if head != game_id:
        problems.append(f"the signed head checkpoint is of game {head!r}, not the report's game {game_id!r}")
    problems += [
        f"event {e.get('version')} of the chain is of game {e.get('game_id')!r}, not {game_id!r}"
        for e in report["chain"]["events"]
        if e.get("game_id") != game_id
    ]
    return problems


def carried_ids(report: Mapping[str, Any]) -> set[str]:
    """The key ids the report's own keys document lists (never trusted; named when not pinned)."""
    document = report.get("keys")
    listed = document.get("keys") if isinstance(document, dict) else None
    return {k["key_id"] for k in listed or [] if isinstance(k, dict) and isinstance(k.get("key_id"), str)}


def signature_problems(report: Mapping[str, Any], keys: Mapping[str, bytes]) -> list[str]:
    """The report's signature and its head checkpoint's, by pinned keys only; a carried key used is named."""
    used = {report.get("key_id"), report["checkpoint"].get("key_id")}
    stray = sorted(k for k in used & carried_ids(report) if k not in keys)
    problems = [
        f"the report carries key {key_id} and is signed with it, but it is not a pinned key: "
        "the keys a report carries are never trusted"
        for key_id in stray
    ]
    checked = (document_problem(report, keys), checkpoint_problem(report["checkpoint"], keys))
    return problems + [p for p in checked if p]


def verify_report(report: Any, trusted: Mapping[str, bytes] | None = None, game: str | None = None) -> list[str]:
    """Why a dispute report does not verify against the pinned keys (empty when it does); never its own keys."""
    if not isinstance(report, dict) or report.get("kind") != KIND:
        return [f"not a dispute report (its kind is not {KIND})"]
    keys = dict(trusted or {})
    try:
        signed = signature_problems(report, keys) if keys else [NOT_AUTHENTICATED]
        return signed + game_problems(report, game) + chain_problems(report) + receipt_problems(report, keys)
    except (KeyError, TypeError, AttributeError, ReceiptsError) as error:
        return [f"the report is malformed ({error!r})"]


def summary(report: dict, problems: list[str]) -> str:
    """What a reader is told: whether the report verifies, then each entry, the receipts and the audit."""
    game_id = report.get("game_id") if isinstance(report, dict) else None
    if problems:
        return "\n".join(
            [f"dispute report for game {game_id}: DOES NOT VERIFY: {problems[0]}"]
            + [f"  {problem}" for problem in problems[1:]]
        )
    lines = [f"dispute report for game {game_id}: SIGNATURE AND CHAIN VERIFIED"]
    lines += [f"entry {e['entry']['id']}: {e['explanation']}" for e in report["entries"]]
    receipts = report["receipts"]
    lines.append(f"receipts: {'ok' if receipts['ok'] else 'FAILED'}, {receipts['checked']} checked")
    lines += [f"  {f['receipt']}: {f['problem']}" for f in receipts["failures"]]
    lines.append("audit: " + ("verified" if report["audit"]["verified"] else "NOT VERIFIED"))
    lines += [f"  version {d['version']} [{d['check']}]: {d['detail']}" for d in report["audit"]["discrepancies"]]
    return "\n".join(lines)


def read_json(path: str) -> Any:
    """A JSON file (OSError or ValueError when it cannot be read)."""
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def verify_dispute_file(args: argparse.Namespace) -> int:
    """Exit 0 when the report verifies with the pinned keys and is clean, 1 otherwise, 2 when unreadable."""
    try:
        report = read_json(args.file)
        trusted = load_keys(read_json(args.keys)) if args.keys else {}
    except (OSError, UnicodeDecodeError, ValueError) as error:
        where = error.filename if isinstance(error, OSError) and error.filename else args.file
        print(f"cannot read {where}: {error}", file=sys.stderr)
        return 2
    problems = verify_report(report, trusted, getattr(args, "game", None))
    if args.json:
        print(json.dumps({"verified": not problems, "authenticated": bool(trusted), "problems": problems}, indent=2))
    else:
        print(summary(report, problems))
    clean = not problems and report["receipts"]["ok"] and report["audit"]["verified"]
    return 0 if clean else 1
