"""The offline re-derivation of every rating: `python -m audit ratings RATINGS.ndjson --games DIR --keys KEYS.json`.

The ratings export (GET /ratings/export) is read as a hash chain closed by a checkpoint signed by a pinned key; then,
in the log's order, each update's game is audited from its own export in DIR (`<game_id>.ndjson`, as GET
/games/{id}/export serves it: verified, authenticated and complete, as `python -m audit` requires), folded to its
seats and final standings, and the update is worked out again from the ratings re-derived so far
(projections/ratings.py). "verified" only when every update is re-derived exactly and the chain is authenticated.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from events.game import Game, fold, new_game
from events.signing import checkpoint_problem
from games.registry import RULESETS
from projections.ratings import FIRST_HASH, Rating, applied, entry_hash, update_for

from .cli import with_signatures, with_verdict
from .receipts import load_keys
from .verify import audit, scan_export

RATINGS_CHAIN = "furlong-ratings"  # the checkpoints' `game_id` (service/ratings.py)


def read_ratings(lines: Iterable[str]) -> tuple[list[dict[str, Any]], Any]:
    """The export's updates and its closing checkpoint (None if its last line is not one); ValueError if unreadable."""
    rows = [json.loads(line) for line in lines if line.strip()]
    closing = rows[-1].get("checkpoint") if rows and isinstance(rows[-1], dict) else None
    return (rows[:-1] if closing is not None else rows), closing


def chain_problems(entries: list[dict[str, Any]], closing: Any, keys: Mapping[str, bytes]) -> list[str]:
    """What is wrong with the chain and its signature (nothing: authenticated and complete as signed)."""
    problems, previous = [], FIRST_HASH
    for n, entry in enumerate(entries, start=1):
        if entry.get("n") != n or entry.get("previous") != previous or entry.get("hash") != entry_hash(entry):
            problems.append(f"update {n}: not chained to the update before it (number, previous or hash)")
            break
        previous = entry["hash"]
    if closing is None:
        return [*problems, "the export has no closing checkpoint: it cannot be authenticated"]
    if (problem := checkpoint_problem(closing, keys)) is not None:
        return [*problems, f"the closing checkpoint: {problem}"]
    if closing.get("game_id") != RATINGS_CHAIN or (closing.get("version"), closing.get("hash")) != (
        len(entries),
        previous,
    ):
        problems.append("the closing checkpoint does not sign this log's count and last hash (truncated or extended)")
    return problems


def game_from_export(path: Path, game_id: str, keys: Mapping[str, bytes]) -> tuple[Game | None, str | None]:
    """The game an export holds, folded, if the audit verifies it, authenticated and complete; else why not."""
    try:
        with open(path, encoding="utf-8") as lines:
            export = scan_export(lines)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        return None, f"cannot read {path}: {error}"
    result = with_signatures(audit(export.envelopes, RULESETS), export, None, keys)
    verdict = with_verdict(result, export.envelopes, keys, argparse.Namespace(running=False, game=game_id))
    if not verdict["verified"]:
        return None, f"game {game_id}'s export does not verify: {'; '.join(verdict['reasons']) or 'see its audit'}"
    ruleset = RULESETS[export.envelopes[0].data["ruleset"]]
    return fold(new_game(game_id, ruleset.id), ruleset, export.envelopes), None


def rederive(entries: list[dict[str, Any]], games_dir: Path, keys: Mapping[str, bytes]) -> tuple[dict, list[str]]:
    """Every rating worked out again in the log's order: the ratings per ruleset, and every update that differs."""
    ratings: dict[str, dict[str, Rating]] = {}
    problems: list[str] = []
    for entry in entries:
        game, problem = game_from_export(games_dir / f"{entry['game_id']}.ndjson", entry["game_id"], keys)
        if game is None:
            problems.append(f"update {entry['n']}: {problem}")
            continue
        kept = ratings.setdefault(game.ruleset, {})
        again = update_for(game, kept, entry["n"], entry["previous"], entry["model"])
        if again != entry:
            differs = sorted(k for k in again.keys() | entry.keys() if again.get(k) != entry.get(k))
            problems.append(f"update {entry['n']} (game {entry['game_id']}): re-derived differently: {differs}")
        kept.update(applied(kept, again))
    return {ruleset: {p: r.as_json() for p, r in kept.items()} for ruleset, kept in ratings.items()}, problems


def verify_ratings(path: str, games_dir: str, keys: Mapping[str, bytes]) -> dict[str, Any]:
    """The report: verified, the updates, the re-derived ratings, and every problem found."""
    with open(path, encoding="utf-8") as lines:
        entries, closing = read_ratings(lines)
    problems = chain_problems(entries, closing, keys) if keys else ["no pinned keys: nothing can be authenticated"]
    ratings, differences = rederive(entries, Path(games_dir), keys)
    problems += differences
    return {"verified": not problems, "updates": len(entries), "ratings": ratings, "problems": problems}


def main(argv: list[str]) -> int:
    """Exit 0 when every rating is re-derived and authenticated, 1 when not, 2 when the inputs cannot be read."""
    parser = argparse.ArgumentParser(prog="python -m audit ratings", description=main.__doc__)
    parser.add_argument("file", help="the ratings export (GET /ratings/export)")
    parser.add_argument("--games", required=True, metavar="DIR", help="the games' exports, DIR/<game_id>.ndjson")
    parser.add_argument("--keys", metavar="KEYS.json", help="the keys you pinned (python -m audit pin SERVER_URL)")
    parser.add_argument("--json", action="store_true", help="print the whole report as JSON")
    args = parser.parse_args(argv)
    try:
        keys = load_keys(json.loads(Path(args.keys).read_text(encoding="utf-8"))) if args.keys else {}
        report = verify_ratings(args.file, args.games, keys)
    except (OSError, UnicodeDecodeError, ValueError, KeyError) as error:
        print(f"cannot read the ratings: {error}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=2) if args.json else summary(report))
    return 0 if report["verified"] else 1


def summary(report: Mapping[str, Any]) -> str:
    """The verdict, then one line per problem."""
    verdict = "VERIFIED" if report["verified"] else "NOT VERIFIED"
    lines = [f"{verdict}: {report['updates']} rating updates re-derived from their games' exports"]
    return "\n".join([*lines, *(f"  {problem}" for problem in report["problems"])])
