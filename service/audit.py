"""Audit: re-verify a game from its log, explain one payout, export the log as NDJSON."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from flask import Blueprint, Response, current_app

from audit.explain import explain_payout
from audit.verify import audit
from events.bounded import Bounded
from events.envelope import Envelope
from events.game import Game
from projections.ledger_view import is_hidden

from .checkpoints import event_checkpoint
from .context import caller_seat, event_at, is_admin, load_game, platform
from .errors import Problem
from .responses import etag, respond

bp = Blueprint("audit", __name__)
AUDITS = "furlong.audits"


KEPT_AUDITS = 64  # reports kept per process: a log is audited once per version however often it is asked for


@bp.get("/games/<game_id>/audit")
def get_audit(game_id: str) -> Response:
    """Every check re-run from the log: hash chain, randomness, commitments, payouts, ledger."""
    game, _ = load_game(game_id)
    report = audited(game, lambda: platform().store.read(game_id), lambda: platform().ledgers.current(game_id))
    return respond(report, 200, etag(game.version))


def audited(game: Game, log: Callable[[], list[Envelope]], maintained: Callable[[], Any] = lambda: None) -> dict:
    """The audit of the game's log as it stands (its version and chain hash), made once per process and kept: asking
    again costs a lookup, not another fold of the whole log (an audit is the costliest read there is)."""
    kept: Bounded[tuple[str, int, str], dict] = current_app.extensions.setdefault(AUDITS, Bounded(KEPT_AUDITS))
    key = (game.game_id, game.version, game.last_hash)
    report = kept.get(key)
    if report is None:
        report = audit(log(), platform().rulesets, maintained())
        kept.put(key, report)
    return report


@bp.get("/games/<game_id>/audit/payouts/<entry_id>")
def get_payout(game_id: str, entry_id: str) -> Response:
    """One ledger entry explained in plain words, with the versions behind it; sealed ones only to their seat."""
    viewer = caller_seat(game_id)
    game, ruleset = load_game(game_id)
    entry = next((e for e in platform().ledgers.current(game_id).entries if e.id == entry_id), None)
    if entry is None:
        raise Problem(404, "Entry not found", f"the ledger of game {game_id} has no entry {entry_id!r}")
    if is_hidden(entry, game, ruleset, viewer, event_at(game_id)):
        raise Problem(
            403,
            "Sealed entry",
            f"entry {entry_id} comes from a sealed event of seat {entry.seat}: "
            "it is explained to others once the rules reveal it",
        )
    return respond(explain_payout(platform().store.read(game_id), platform().rulesets, entry_id), 200)


def over_or_admin(game_id: str, title: str, why: str, rule: str | None = None) -> Game:
    """The game, once it is over or for the admin token; else a 403 saying why (what it holds is sealed till then)."""
    game, _ = load_game(game_id)
    if game.status != "finished" and not is_admin():
        detail = f"game {game_id} is {game.status}: {why}"
        raise Problem(403, title, detail, rule=rule) if rule else Problem(403, title, detail)
    return game


@bp.get("/games/<game_id>/explanations")
def explanations(game_id: str) -> Response:
    """The options each expert bot weighed at its decisions, with their estimated values: for everyone once the game
    is over (what they rested on, its hands and sealed bets, is revealed then), before that for the admin."""
    game = over_or_admin(
        game_id,
        "Explanations sealed",
        "what its bots weighed rests on what their seats alone see, so it is shown once the game is over",
        rule="explanations.sealed",
    )
    return respond({"game_id": game_id, "explanations": platform().explanations.of(game_id)}, 200, etag(game.version))


@bp.get("/games/<game_id>/export")
def export(game_id: str) -> Response:
    """The whole log as NDJSON, then its signed checkpoint: for everyone once finished, before that for the admin."""
    game = over_or_admin(
        game_id,
        "Export not allowed",
        "its log holds sealed information, so only the admin token (FURLONG_ADMIN_TOKEN) may export it before the end",
    )
    envelopes = platform().store.read(game_id)
    lines = "".join(envelope.to_json() + "\n" for envelope in envelopes)
    lines += json.dumps({"checkpoint": event_checkpoint(envelopes[-1])}, separators=(",", ":")) + "\n"
    headers = {**etag(game.version), "Content-Disposition": f'attachment; filename="{game_id}.ndjson"'}
    return Response(lines, mimetype="application/x-ndjson", headers=headers)
