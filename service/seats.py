"""Seats: claim an open seat and receive its token."""
from __future__ import annotations

from flask import Blueprint
from marshmallow import Schema, fields, validate

from workers.bot_turns import play_bots_after

from .context import json_body, platform
from .idempotency import idempotent
from .responses import respond

bp = Blueprint("seats", __name__)


class JoinSchema(Schema):
    """POST /games/{id}/seats/{seat}/join body."""

    name = fields.String(required=True, validate=validate.Length(1, 40))
    client_seed = fields.String(validate=validate.Length(1, 200))


@bp.post("/games/<game_id>/seats/<int:seat>/join")
def join_seat(game_id: str, seat: int):
    """Claim an open seat; the token is shown once."""
    body, status = idempotent(f"join:{game_id}:{seat}", lambda: _join(game_id, seat))
    play_bots_after(platform(), game_id, status)
    return respond(body, status)


def _join(game_id: str, seat: int) -> tuple[dict, int]:
    order = JoinSchema().load(json_body())
    name = order["name"]
    outcome = platform().handler.join(game_id, seat, name, {"seat": seat}, order.get("client_seed"))
    token = platform().vault.issue_token(game_id, seat)
    return {"game_id": game_id, "seat": seat, "name": name, "token": token,
            "version": outcome.after.version, "status": outcome.after.status}, 201
