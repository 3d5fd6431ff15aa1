"""Seats: claim an open seat and receive its token."""

from __future__ import annotations

import time
from typing import Any

from flask import Blueprint, Response
from marshmallow import Schema, ValidationError, fields, validate

from app.players import Player
from app.presence import presence_of
from events.handler import Appended, Outcome, Request
from events.idempotency import Answer, IdempotencyKey
from events.lifecycle import AutoplaySet, SeatLeft
from games.base import Event, OutOfTurn

from .checkpoints import game_checkpoint
from .command_codec import StrictBoolean, seat_name
from .context import caller_seat, handing_out, json_body, load_game, platform
from .idempotency import answered, request_key, secret_request_key
from .identity import caller_player, seat_name_of
from .responses import respond

bp = Blueprint("seats", __name__)


class AutoplaySchema(Schema):
    """POST /games/{id}/seats/{seat}/autoplay body."""

    on = StrictBoolean(required=True)


class JoinSchema(Schema):
    """POST /games/{id}/seats/{seat}/join body."""

    name = fields.String(validate=[validate.Length(1, 40), seat_name])  # else the caller's player's name
    client_seed = fields.String(validate=validate.Length(1, 200))


@bp.post("/games/<game_id>/seats/<int:seat>/join")
def join_seat(game_id: str, seat: int) -> Response:
    """Claim an open seat; the token is shown once."""
    key = secret_request_key(f"join:{seat}")
    return respond(*answered(game_id, key, lambda: _join(game_id, seat, key)))


def _join(game_id: str, seat: int, key: IdempotencyKey | None) -> Outcome:
    order = JoinSchema().load(json_body())
    player = caller_player()
    name = _seat_name(order, player)
    token = platform().vault.issue_token(game_id, seat)

    def answering(appended: Appended) -> Answer:
        after = appended.after
        return {
            "game_id": game_id,
            "seat": seat,
            "name": name,
            "token": token,
            "version": after.version,
            "status": after.status,
            "checkpoint": game_checkpoint(after),
        }, 201

    join = lambda: platform().handler.join(
        game_id, seat, name, {"seat": seat}, order.get("client_seed"), Request(key, answering),
        player.player_id if player else None,
    )  # fmt: skip
    return handing_out(game_id, [token], join)


def _seat_name(order: dict[str, Any], player: Player | None) -> str:
    """The name asked for, else the player identity's; one of them is required."""
    if "name" in order:
        return str(order["name"])
    if player is None:
        raise ValidationError({"name": ["Missing data for required field (or join as a player identity)."]})
    return seat_name_of(player)


@bp.post("/games/<game_id>/seats/<int:seat>/autoplay")
def set_autoplay(game_id: str, seat: int) -> Response:
    """Hand the seat to the basic bot (on) or take it back (off)."""
    own_seat(game_id, seat)
    key = request_key(f"autoplay:{seat}")
    return respond(*answered(game_id, key, lambda: _autoplay(game_id, seat, key)))


@bp.post("/games/<game_id>/seats/<int:seat>/leave")
def leave_seat(game_id: str, seat: int) -> Response:
    """Leave the game: the basic bot plays the seat to the end and its token stops working."""
    own_seat(game_id, seat)
    key = request_key(f"leave:{seat}")
    return respond(*answered(game_id, key, lambda: _leave(game_id, seat, key)))


@bp.get("/games/<game_id>/presence")
def presence(game_id: str) -> Response:
    """Whether each human seat's player is here: connected, gone, last seen (public, as at a real table); asked
    with a seat token, it marks that seat here (a page's "I am still here")."""
    caller_seat(game_id)
    game, _ = load_game(game_id)
    seen = platform().presence.last_seen(game_id) if game.status == "running" else {}
    return respond({"game_id": game_id, "seats": presence_of(game, seen, time.time())}, 200)


def own_seat(game_id: str, seat: int) -> None:
    """The caller's token must hold this seat."""
    held = caller_seat(game_id, required=True)
    if held != seat:
        raise OutOfTurn("seat.not_yours", f"your token holds seat {held}, not seat {seat}")


def _autoplay(game_id: str, seat: int, key: IdempotencyKey | None) -> Outcome:
    on: bool = AutoplaySchema().load(json_body())["on"]
    return _change_seat(game_id, seat, AutoplaySet(seat=seat, on=on), key, {"autoplay": on})


def _leave(game_id: str, seat: int, key: IdempotencyKey | None) -> Outcome:
    return _change_seat(game_id, seat, SeatLeft(seat=seat), key, {"left": True})


def _change_seat(game_id: str, seat: int, event: Event, key: IdempotencyKey | None, said: dict[str, Any]) -> Outcome:
    """Append a seat's own platform event; the answer names the seat, what changed, the version and a checkpoint."""

    def answering(appended: Appended) -> Answer:
        after = appended.after
        return {"game_id": game_id, "seat": seat, **said, "version": after.version,
                "checkpoint": game_checkpoint(after)}, 200  # fmt: skip

    return platform().handler.change_seat(game_id, seat, event, {"seat": seat}, Request(key, answering))
