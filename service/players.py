"""Players across games: make a guest, read a player, and list a player's games."""

from __future__ import annotations

from typing import Any, overload

from flask import Blueprint, Response, request
from marshmallow import Schema, fields, validate

from app.player_history import CURSOR, PLAYER_ID
from app.players import Player
from events.lifecycle import BOT_LEVELS
from projections.lobby import STATUSES
from projections.ratings import BOT_PREFIX

from .command_codec import seat_name
from .context import json_body, platform
from .errors import Problem
from .identity import caller_player, public_player
from .responses import respond

bp = Blueprint("players", __name__)


class GuestSchema(Schema):
    """POST /players body."""

    name = fields.String(required=True, validate=[validate.Length(1, 40), seat_name])


class HistoryQuerySchema(Schema):
    """GET /players/{id}/games query."""

    ruleset = fields.String(validate=validate.Length(1, 40))
    status = fields.String(validate=validate.OneOf(STATUSES))
    limit = fields.Integer(load_default=50, validate=validate.Range(1, 200))
    cursor = fields.String(load_default="", validate=validate.Regexp(CURSOR, error="not a cursor this route gave"))


@bp.post("/players")
def create_guest() -> Response:
    """A new guest identity; its player token is shown once (each call makes a new guest)."""
    name: str = GuestSchema().load(json_body())["name"]
    player, token = platform().players.add_guest(name)
    return respond({**public_player(player), "token": token}, 201)


@bp.get("/players/me")
def who_am_i() -> Response:
    """The caller's own player identity (a site's user learns its player id here)."""
    return respond(public_player(caller_player(required=True)), 200)


@bp.get("/players/<player_id>")
def get_player(player_id: str) -> Response:
    """A player's public profile."""
    return respond(public_player(known_player(player_id)), 200)


@bp.get("/players/<player_id>/games")
def player_games(player_id: str) -> Response:
    """Every game the player sat in, newest first, a page at a time."""
    query: dict[str, Any] = HistoryQuerySchema().load(request.args)
    player = known_player(player_id)
    page = platform().history.page(
        player.player_id, query.get("ruleset"), query.get("status"), query["limit"], query["cursor"]
    )
    return respond({"games": page.games, "next_cursor": page.next_cursor}, 200)


@overload
def known_player(player_id: str) -> Player: ...


@overload
def known_player(player_id: str, missing_ok: bool) -> Player | None: ...


def known_player(player_id: str, missing_ok: bool = False) -> Player | None:
    """The player (a bot level's rated id names its bot); 404 if unknown, unless `missing_ok`."""
    player = None
    if PLAYER_ID.fullmatch(player_id):
        player = bot_player(player_id) or platform().players.get(player_id)
    if player is None and not missing_ok:
        raise Problem(404, "Player not found", f"no player has id {player_id!r}")
    return player


def bot_player(player_id: str) -> Player | None:
    """A bot level as a rated player: b_random, b_basic."""
    level = player_id.removeprefix(BOT_PREFIX)
    return (
        Player(player_id, f"{level} bot", "bot") if player_id.startswith(BOT_PREFIX) and level in BOT_LEVELS else None
    )
