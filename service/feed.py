"""The event log of a game, redacted for the caller: JSON pages, or a live feed (Accept: text/event-stream)."""

from __future__ import annotations

from flask import Blueprint, Response, request
from marshmallow import Schema, fields, validate

from projections.redaction import visible_events

from . import live
from .checkpoints import game_checkpoint
from .context import caller_seat, load_game, platform
from .responses import etag, respond

bp = Blueprint("feed", __name__)


class EventsQuerySchema(Schema):
    """GET /games/{id}/events query."""

    after = fields.Integer(load_default=0, validate=validate.Range(0))
    limit = fields.Integer(load_default=500, validate=validate.Range(1, 1000))


@bp.get("/games/<game_id>/events")
def list_events(game_id: str) -> Response:
    """Events after a version (Last-Event-ID, else ?after=), oldest first, as the caller may see them; live with
    Accept: text/event-stream."""
    seat = caller_seat(game_id)
    query = EventsQuerySchema().load(request.args)
    after = live.start_version(query["after"])
    game, ruleset = load_game(game_id)
    if live.wants_stream():
        return live.feed_response(game, ruleset, seat, after)
    page = platform().store.read(game_id, after=after, until=game.version, limit=query["limit"])
    body = {
        "game_id": game_id,
        "version": game.version,
        "events": visible_events(page, game, ruleset, seat),
        "checkpoint": game_checkpoint(game),
    }
    return respond(body, 200, {**etag(game.version), "Vary": "Accept"})
