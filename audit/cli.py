"""The offline audit of a game's exported log: chain, randomness, commitments, payouts, ledger, signature.

The verifier's command line: audit an export with its signatures, verify a dispute report, pin keys.
Pure (no Redis, no Flask). `python -m audit pin SERVER_URL [--out FILE] [--force]` once, then
`python -m audit FILE.ndjson --keys furlong-keys.json [--json] [--receipts RECEIPTS.json] [--running]
[--game GAME_ID]`, or `python -m audit REPORT.json --dispute --keys furlong-keys.json`.
Nothing is called verified unless its signature verifies with the pinned keys.
"""

from __future__ import annotations

import argparse
import json
import sys
import urllib.request
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from events.envelope import Envelope
from events.lifecycle import GameEnded
from games.registry import RULESETS

from .chain import discrepancy
from .disputes import verify_dispute_file
from .receipts import NOT_AUTHENTICATED, check_checkpoints, closing_section, load_keys, load_receipts, unpinned
from .verify import Export, audit, scan_export

KEYS_PATH, PINNED_FILE = "/.well-known/furlong-keys", "furlong-keys.json"


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


def headline(result: dict) -> str:
    """The verdict's line: VERIFIED only for a complete, authenticated, clean history."""
    version = result["version"]
    if result["verified"]:
        verdict = "VERIFIED"
    elif result.get("partial"):
        verdict = f"PARTIAL: verified up to version {version}; the game had not ended (randomness pending)"
    else:
        verdict = "NOT VERIFIED"
    return f"game {result['game_id']} at version {version}: {verdict}"


def summary(result: dict) -> str:
    """A short human summary: the verdict and why, a line per check, then every discrepancy."""
    chain = result["chain"]
    lines = [headline(result), *result.get("reasons", [])]
    lines.append(f"chain: {'intact' if chain['ok'] else 'BROKEN'}, {chain['events']} events")
    lines += [section_line(name, result[name]) for name in ("randomness", "commitments", "payouts", "ledger")]
    lines += signature_lines(result)
    for found in result["discrepancies"]:
        where = f"version {found['version']}" if found["version"] is not None else "log"
        lines.append(f"{where} [{found['check']}]: {found['detail'].removeprefix(where + ': ')}")
    return "\n".join(lines)


def receipts_section(
    receipts: list[Any], envelopes: list[Envelope], keys: Mapping[str, bytes], carried: Mapping[str, bytes]
) -> dict:
    """The receipts checked against the pinned keys only; the keys the receipts file carries are only named."""
    section = (
        check_checkpoints(receipts, envelopes, keys)
        if keys
        else {"ok": None, "checked": 0, "failures": [], "note": "not checked: no pinned keys"}
    )
    return {**section, "ignored_keys": unpinned(carried, keys)}


def with_signatures(
    result: dict,
    export: Export,
    receipts: list[Any] | None,
    keys: Mapping[str, bytes],
    carried: Mapping[str, bytes] | None = None,
) -> dict:
    """The report with the export's closing checkpoint and the kept receipts checked against the pinned keys."""
    found = list(result["discrepancies"])
    result["checkpoints"] = closing_section(export.checkpoints, export.closed, export.envelopes, keys)
    if receipts is not None:
        result["receipts"] = receipts_section(receipts, export.envelopes, keys, carried or {})
    for name in ("checkpoints", "receipts"):
        for failure in result.get(name, {}).get("failures", []):
            found.append(discrepancy(failure["version"], name, f"{failure['receipt']}: {failure['problem']}"))
    result["verified"] = result["verified"] and len(found) == len(result["discrepancies"])
    result["discrepancies"] = found
    return result


def refusals(result: dict, keys: Mapping[str, bytes], ended: bool, args: argparse.Namespace) -> list[str]:
    """Why the export cannot be called verified whatever its checks say: unauthenticated, another game, unfinished."""
    reasons = []
    if not keys:
        reasons.append(NOT_AUTHENTICATED)
    elif result["checkpoints"]["ok"] is not True:
        reasons.append("not authenticated: " + result["checkpoints"]["failures"][0]["problem"])
    if args.game is not None and result["game_id"] != args.game:
        reasons.append(f"the export is of game {result['game_id']!r}, not {args.game!r} (--game)")
    if not ended and not args.running:
        reasons.append("INCOMPLETE: the log does not end with the game's end (GameEnded, revealing the seed)")
    return reasons


def with_verdict(result: dict, envelopes: list[Envelope], keys: Mapping[str, bytes], args: argparse.Namespace) -> dict:
    """verified: clean, authenticated by a pinned key and complete; partial: the same for a running game's prefix."""
    ended = bool(envelopes) and envelopes[-1].type == GameEnded.TYPE
    clean = result["verified"] and not result["discrepancies"]
    authenticated = bool(keys) and result["checkpoints"]["ok"] is True
    complete = ended and result["chain"]["ok"] and result["randomness"]["status"] == "verified"
    reasons = refusals(result, keys, ended, args)
    partial = bool(args.running) and not ended and clean and authenticated and not reasons
    verified = clean and authenticated and complete and not reasons
    return {
        **result,
        "verified": verified,
        "authenticated": authenticated,
        "complete": complete,
        "partial": partial,
        "reasons": reasons,
    }


def signature_lines(result: dict) -> list[str]:
    """The summary lines of the closing checkpoint and the receipts."""
    lines = []
    if "checkpoints" in result:
        section = result["checkpoints"]
        lines.append(
            {
                True: f"checkpoints: ok, {section['checked']} in the export verified: the closing checkpoint "
                f"(version {result['version']}) is signed by pinned key {section['key_id']}",
                None: "checkpoints: the closing checkpoint names the last event; its signature was not checked "
                "(no pinned keys)",
                False: f"checkpoints: FAILED, {section['checked']} in the export",
            }[section["ok"]]
        )
    if "receipts" in result:
        section = result["receipts"]
        lines.append(
            f"receipts: {section['note']}"
            if "note" in section
            else f"receipts: {'ok' if section['ok'] else 'FAILED'}, {section['checked']} checked against the log"
        )
        if section["ignored_keys"]:
            ignored = ", ".join(section["ignored_keys"])
            lines.append(f"receipts: the file's own keys {ignored} are not pinned: ignored, never trusted")
    return lines


def read_json(path: str) -> Any:
    """A JSON file (OSError or ValueError when it cannot be read)."""
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def read_inputs(args: argparse.Namespace) -> tuple[Export, list[Any] | None, dict[str, bytes], dict[str, bytes]]:
    """The export, the receipts (None when not given), the keys the receipts file carries, and the pinned keys."""
    with open(args.file, encoding="utf-8") as lines:
        export = scan_export(lines)
    receipts, carried = load_receipts(read_json(args.receipts)) if args.receipts else (None, {})
    return export, receipts, carried, load_keys(read_json(args.keys)) if args.keys else {}


def audit_file(args: argparse.Namespace) -> int:
    """Exit 0 only for a verified history (or a --running game's verified prefix), 1 otherwise, 2 unreadable."""
    try:
        export, receipts, carried, keys = read_inputs(args)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        where = error.filename if isinstance(error, OSError) and error.filename else args.file
        print(f"cannot read {where}: {error}", file=sys.stderr)
        return 2
    result = with_signatures(audit(export.envelopes, RULESETS), export, receipts, keys, carried)
    result = with_verdict(result, export.envelopes, keys, args)
    print(json.dumps(result, indent=2, ensure_ascii=False) if args.json else summary(result))
    return 0 if result["verified"] or result["partial"] else 1


def keys_url(server: str) -> str:
    """The keys document's URL for a server's URL (or that URL itself when it already names the document)."""
    server = server.rstrip("/")
    return server if server.endswith(KEYS_PATH) else server + KEYS_PATH


def fetch_keys(url: str) -> Any:
    """The keys document at `url`, parsed (OSError or ValueError when it cannot be fetched or read)."""
    if not url.startswith(("http://", "https://")):
        raise ValueError("the server's URL must start with http:// or https://")
    request = urllib.request.Request(url, headers={"Accept": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read().decode("utf-8"))


def kept_document(path: Path) -> Any:
    """The JSON already in `path` (None when it cannot be read)."""
    try:
        return read_json(str(path))
    except (OSError, ValueError):
        return None


def pin(argv: list[str]) -> int:
    """Fetch a server's keys, check them and save them: exit 0 pinned, 1 another keys file is there, 2 not fetched."""
    parser = argparse.ArgumentParser(prog="python -m audit pin", description=pin.__doc__)
    parser.add_argument("url", help="the server, e.g. https://furlong.example (GET /.well-known/furlong-keys)")
    parser.add_argument("--out", default=PINNED_FILE, help=f"where to save the keys (default {PINNED_FILE})")
    parser.add_argument("--force", action="store_true", help="replace a keys file that holds other keys")
    args = parser.parse_args(argv)
    url, path = keys_url(args.url), Path(args.out)
    try:
        document = fetch_keys(url)
        if not load_keys(document):
            raise ValueError("the keys document lists no key")
    except (OSError, ValueError) as error:
        print(f"cannot pin the keys of {url}: {error}", file=sys.stderr)
        return 2
    if path.exists() and not args.force and kept_document(path) != document:
        print(
            f"{path} already holds other keys: compare them, then pin again with --force to replace them",
            file=sys.stderr,
        )
        return 1
    path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"pinned the keys of {url} in {path}:")
    print("\n".join(f"  {key['key_id']}  {key.get('status', '')}" for key in document["keys"]))
    print(
        "Compare these key ids with the ones the operator publishes out of band before trusting them; then "
        f"audit with: python -m audit GAME.ndjson --keys {path}"
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    """Audit an export (exit 0 verified, 1 not verified, 2 unreadable), verify a report, or pin a server's keys."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["pin"]:
        return pin(argv[1:])

    parser = argparse.ArgumentParser(
        prog="python -m audit",
        description=__doc__.splitlines()[0],
        epilog="Pin the server's keys first, once: python -m audit pin SERVER_URL [--out FILE] [--force]",
    )
    parser.add_argument(
        "file", help="the game's export, one event envelope per line (NDJSON); with --dispute, a dispute report (JSON)"
    )
    parser.add_argument("--json", action="store_true", help="print the whole report as JSON")
    parser.add_argument("--keys", metavar="KEYS.json", help="the keys you pinned (python -m audit pin SERVER_URL)")
    parser.add_argument("--receipts", metavar="RECEIPTS.json", help="kept checkpoints to hold against the log")
    parser.add_argument("--running", action="store_true", help="the game had not ended: verify the prefix exported")
    parser.add_argument("--game", metavar="GAME_ID", help="refuse an export or report of any other game")
    parser.add_argument("--dispute", action="store_true", help="FILE is a dispute report: verify it")
    args = parser.parse_args(argv)
    return verify_dispute_file(args) if args.dispute else audit_file(args)
