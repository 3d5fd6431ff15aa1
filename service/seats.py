"""Seats: claim an open seat and receive its token."""
from __future__ import annotations

from flask import Blueprint
from marshmallow import Schema, fields, validate

from workers.turns import follow_up_safely

from events.lifecycle import AutoplaySet, SeatLeft
from games.base import OutOfTurn

from .command_codec import StrictBoolean
from .context import caller_seat, json_body, platform
from .idempotency import idempotent
from .responses import respond

bp = Blueprint("seats", __name__)


class AutoplaySchema(Schema):
    """POST /games/{id}/seats/{seat}/autoplay body."""

    on = StrictBoolean(required=True)


class JoinSchema(Schema):
    """POST /games/{id}/seats/{seat}/join body."""

    name = fields.String(required=True, validate=validate.Length(1, 40))
    client_seed = fields.String(validate=validate.Length(1, 200))


@bp.post("/games/<game_id>/seats/<int:seat>/join")
def join_seat(game_id: str, seat: int):
    """Claim an open seat; the token is shown once."""
    return respond(*idempotent(f"join:{game_id}:{seat}", lambda: _join(game_id, seat)))


def _join(game_id: str, seat: int) -> tuple[dict, int]:
    order = JoinSchema().load(json_body())
    name = order["name"]
    outcome = platform().handler.join(game_id, seat, name, {"seat": seat}, order.get("client_seed"))
    token = platform().vault.issue_token(game_id, seat)
    follow_up_safely(platform(), outcome.before, outcome.after)
    return {"game_id": game_id, "seat": seat, "name": name, "token": token,
            "version": outcome.after.version, "status": outcome.after.status}, 201


@bp.post("/games/<game_id>/seats/<int:seat>/autoplay")
def set_autoplay(game_id: str, seat: int):
    """Hand the seat to the basic bot (on) or take it back (off)."""
    own_seat(game_id, seat)
    return respond(*idempotent(f"autoplay:{game_id}:{seat}", lambda: _autoplay(game_id, seat)))


@bp.post("/games/<game_id>/seats/<int:seat>/leave")
def leave_seat(game_id: str, seat: int):
    """Leave the game: the basic bot plays the seat to the end and its token stops working."""
    own_seat(game_id, seat)
    return respond(*idempotent(f"leave:{game_id}:{seat}", lambda: _leave(game_id, seat)))


def own_seat(game_id: str, seat: int) -> None:
    """The caller's token must hold this seat."""
    held = caller_seat(game_id, required=True)
    if held != seat:
        raise OutOfTurn("seat.not_yours", f"your token holds seat {held}, not seat {seat}")


def _autoplay(game_id: str, seat: int) -> tuple[dict, int]:
    on = AutoplaySchema().load(json_body())["on"]
    outcome = platform().handler.change_seat(game_id, seat, AutoplaySet(seat=seat, on=on), {"seat": seat})
    follow_up_safely(platform(), outcome.before, outcome.after)
    return {"game_id": game_id, "seat": seat, "autoplay": on, "version": outcome.after.version}, 200


def _leave(game_id: str, seat: int) -> tuple[dict, int]:
    outcome = platform().handler.change_seat(game_id, seat, SeatLeft(seat=seat), {"seat": seat})
    platform().vault.revoke_seat(game_id, seat)
    follow_up_safely(platform(), outcome.before, outcome.after)
    return {"game_id": game_id, "seat": seat, "left": True, "version": outcome.after.version}, 200
