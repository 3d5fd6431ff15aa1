"""Disputes: a signed, self-contained report on one payout, its chain, the caller's receipts and the audit."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from flask import Blueprint, Response
from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from audit.disputes import depends_on, dispute_body
from audit.explain import explain_payout
from audit.receipts import check_checkpoints
from events.envelope import Envelope
from events.game import Game
from games.base import Ruleset
from projections.ledger import JournalEntry, rebuild
from projections.ledger_view import is_hidden
from projections.redaction import visible_events

from .audit import audited
from .checkpoints import game_checkpoint
from .context import caller_seat, json_body, load_game, platform
from .errors import Problem
from .responses import respond

bp = Blueprint("disputes", __name__)
MAX_RECEIPTS = 1000


class ReceiptSchema(Schema):
    """A receipt as `Checkpoint` is shaped; whether the server signed it is the report's to say."""

    game_id = fields.String(required=True)
    version = fields.Integer(strict=True, required=True, validate=validate.Range(0))
    hash = fields.String(required=True, validate=validate.Regexp(r"^[0-9a-f]{64}$", error="a hex SHA-256"))
    at = fields.String(required=True)
    key_id = fields.String(required=True, validate=validate.Regexp(r"^[0-9a-f]{16}$", error="16 hex digits"))
    signature = fields.String(required=True)


class DisputeSchema(Schema):
    """POST /games/{id}/disputes body: one entry or one version, and optionally the caller's receipts."""

    entry_id = fields.String(validate=validate.Regexp(r"^\d+\.\d+$", error="an entry id is <version>.<index>"))
    version = fields.Integer(strict=True, validate=validate.Range(1))
    receipts = fields.List(fields.Nested(ReceiptSchema), load_default=list, validate=validate.Length(max=MAX_RECEIPTS))

    @validates_schema
    def one_of(self, data: dict[str, Any], **_: Any) -> None:
        """Exactly one of entry_id and version."""
        if ("entry_id" in data) == ("version" in data):
            raise ValidationError("give exactly one of entry_id and version", "entry_id")


def chosen(entries: Sequence[JournalEntry], asked: Mapping[str, Any], game_id: str) -> list[JournalEntry]:
    """The ledger entries the dispute is about; a 422 naming the field when there are none (the game exists)."""
    if "entry_id" in asked:
        found = [e for e in entries if e.id == asked["entry_id"]]
        what = f"entry {asked['entry_id']!r}"
    else:
        found = [e for e in entries if e.version == asked["version"]]
        what = f"entry at version {asked['version']}"
    if not found:
        field = "entry_id" if "entry_id" in asked else "version"
        raise ValidationError({field: [f"the ledger of game {game_id} has no {what}"]})
    return found


@bp.post("/games/<game_id>/disputes")
def open_dispute(game_id: str) -> Response:
    """A signed dispute report; an entry of a sealed event only for its seat until the rules reveal it."""
    viewer = caller_seat(game_id)
    asked = DisputeSchema().load(json_body())
    game, ruleset = load_game(game_id)
    envelopes = platform().store.read(game_id, until=game.version)
    entries = chosen(rebuild(ruleset, envelopes).entries, asked, game_id)
    event_at = lambda version: envelopes[version - 1]
    for entry in entries:
        if is_hidden(entry, game, ruleset, viewer, event_at):
            raise Problem(
                403,
                "Sealed entry",
                f"entry {entry.id} comes from a sealed event of seat {entry.seat}: "
                "it is explained to others once the rules reveal it",
            )
    explanations = [explain_payout(envelopes, platform().rulesets, entry.id) for entry in entries]
    return respond(signed_report(game, ruleset, viewer, envelopes, asked, explanations), 200)


def signed_report(
    game: Game,
    ruleset: Ruleset,
    viewer: int | None,
    envelopes: list[Envelope],
    asked: Mapping[str, Any],
    explanations: list[dict[str, Any]],
) -> dict[str, Any]:
    """The report body, built and signed with the current key."""
    keys = platform().keys
    first = min(depends_on(explanations))
    events = visible_events(envelopes[first - 1 :], game, ruleset, viewer)
    receipts = {**check_checkpoints(asked["receipts"], envelopes, keys.public_keys()), "given": asked["receipts"]}
    question = {k: asked[k] for k in ("entry_id", "version") if k in asked}
    body = dispute_body(
        game.game_id,
        question,
        explanations,
        events,
        game_checkpoint(game),
        receipts,
        audited(game, lambda: envelopes, lambda: platform().ledgers.current(game.game_id)),
        keys.document(),
        platform().clock(),
    )
    return keys.current.sign_document(body)
