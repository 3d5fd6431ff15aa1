"""The ledger: accounts, balances and the journal, or one seat's statement."""

from __future__ import annotations

from flask import Blueprint, Response, request
from marshmallow import Schema, fields, validate

from projections.ledger_view import ledger_document

from .context import caller_seat, event_at, load_game, platform
from .responses import etag, respond

bp = Blueprint("ledger", __name__)


class LedgerQuerySchema(Schema):
    """GET /games/{id}/ledger query."""

    seat = fields.Integer(validate=validate.Range(0, 7))
    offset = fields.Integer(load_default=0, validate=validate.Range(0))
    limit = fields.Integer(load_default=100, validate=validate.Range(1, 1000))


@bp.get("/games/<game_id>/ledger")
def get_ledger(game_id: str) -> Response:
    """Double-entry accounts and journal, sealed entries redacted for the caller."""
    viewer = caller_seat(game_id)
    query = LedgerQuerySchema().load(request.args)
    game, ruleset = load_game(game_id)
    ledger = platform().ledgers.current(game_id)
    document = ledger_document(
        ledger, game, ruleset, viewer, event_at(game_id), query.get("seat"), query["offset"], query["limit"]
    )
    return respond(document, 200, etag(game.version))
