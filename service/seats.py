"""Seats: claim an open seat and receive its token."""
from __future__ import annotations

from flask import Blueprint
from marshmallow import Schema, fields, validate

from workers.bot_turns import play_bots

from .context import json_body, platform
from .idempotency import idempotent
from .responses import respond

bp = Blueprint("seats", __name__)


class JoinSchema(Schema):
    """POST /games/{id}/seats/{seat}/join body."""

    name = fields.String(required=True, validate=validate.Length(1, 40))


@bp.post("/games/<game_id>/seats/<int:seat>/join")
def join_seat(game_id: str, seat: int):
    """Claim an open seat; the token is shown once."""
    return respond(*idempotent(f"join:{game_id}:{seat}", lambda: _join(game_id, seat)))


def _join(game_id: str, seat: int) -> tuple[dict, int]:
    name = JoinSchema().load(json_body())["name"]
    outcome = platform().handler.join(game_id, seat, name, {"seat": seat})
    token = platform().vault.issue_token(game_id, seat)
    play_bots(platform(), game_id)
    return {"game_id": game_id, "seat": seat, "name": name, "token": token,
            "version": outcome.after.version, "status": outcome.after.status}, 201
