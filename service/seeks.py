"""Quick play: seek a game, see what became of the seek, cancel it; and a player's own seat token for a seat of a
game it was matched into (or took under its identity)."""

from __future__ import annotations

import secrets
import time
from typing import Any

from flask import Blueprint, Response
from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.seeks import Seek
from games.base import OutOfTurn
from projections.ratings import starting

from .context import json_body, load_game, platform
from .errors import Problem
from .games import ruleset_named
from .identity import caller_player
from .options import chosen_options
from .responses import respond

bp = Blueprint("seeks", __name__)
MOST_BOTS_AFTER_S = 3600


class WindowSchema(Schema):
    """A seek's rating window, around the seeker's own ordinal."""

    below = fields.Float(validate=validate.Range(0, 1000))
    above = fields.Float(validate=validate.Range(0, 1000))


class SeekSchema(Schema):
    """POST /seeks body."""

    ruleset = fields.String(required=True)
    seats = fields.Integer(required=True, validate=validate.Range(1, 8))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    rating_window = fields.Nested(WindowSchema)
    bots_after_s = fields.Integer(validate=validate.Range(0, MOST_BOTS_AFTER_S))

    @validates_schema
    def seats_the_ruleset_takes(self, data: dict[str, Any], **kwargs: Any) -> None:
        """The seat count is one the ruleset takes (a seek that could never make a game is refused now)."""
        ruleset = ruleset_named(data["ruleset"])
        if not ruleset.min_seats <= data["seats"] <= ruleset.max_seats:
            detail = f"{ruleset.id} takes {ruleset.min_seats} to {ruleset.max_seats} seats, not {data['seats']}"
            raise ValidationError({"seats": [detail]})


@bp.post("/seeks")
def seek() -> Response:
    """Seek a game as the caller's player identity; matched at once if enough seekers wait."""
    player = caller_player(required=True)
    order = SeekSchema().load(json_body())
    wanted = _seek(player.player_id, player.name, order)
    kept = platform().seeks.add(wanted)
    if kept.seek_id != wanted.seek_id and _wish(kept) != _wish(wanted):
        raise Problem(409, "Already seeking", f"you already wait in seek {kept.seek_id}: cancel it first",
                      rule="seek.already_waiting", seek_id=kept.seek_id)  # fmt: skip
    platform().matchmaker().match(kept.pool)
    found = platform().seeks.get(kept.seek_id)
    return respond(public_seek(found or kept), 201 if kept.seek_id == wanted.seek_id else 200)


@bp.get("/seeks")
def waiting_seeks() -> Response:
    """Every waiting seek, oldest first: what the lobby shows."""
    pools = platform().seeks.pools()
    waiting = sorted((s for pool in pools for s in platform().seeks.waiting(pool)), key=lambda s: s.created_at)
    return respond({"seeks": [public_seek(s) for s in waiting]}, 200)


@bp.get("/seeks/<seek_id>")
def get_seek(seek_id: str) -> Response:
    """A seek and what became of it; a waiting seek's pool is matched first (its bots' timer too)."""
    found = _known(seek_id)
    if found.status == "waiting":
        platform().matchmaker().match(found.pool)
    elif found.status == "matched" and found.game_id and platform().store.version(found.game_id) == 0:
        platform().matchmaker().sweep()  # a crash left its game unmade
    return respond(public_seek(_known(seek_id)), 200)


@bp.delete("/seeks/<seek_id>")
def cancel_seek(seek_id: str) -> Response:
    """Cancel the caller's waiting seek (a matched one stays matched: its game is made)."""
    player = caller_player(required=True)
    found = _known(seek_id)
    if found.player_id != player.player_id:
        raise Problem(403, "Not your seek", "only the player who seeks may cancel the seek", rule="seek.not_yours")
    cancelled = platform().seeks.cancel(seek_id) or found
    if cancelled.status == "matched":
        raise Problem(409, "Already matched", f"the seek was matched into game {cancelled.game_id}",
                      rule="seek.matched", game_id=cancelled.game_id, seat=cancelled.seat)  # fmt: skip
    return respond(public_seek(cancelled), 200)


@bp.post("/games/<game_id>/seats/<int:seat>/token")
def player_seat_token(game_id: str, seat: int) -> Response:
    """A new token for a seat the caller's player identity holds (a matched seek's, or another device's)."""
    player = caller_player(required=True)
    game, _ = load_game(game_id)
    if not 0 <= seat < game.seat_count() or game.seats[seat].player != player.player_id:
        raise OutOfTurn("seat.not_yours", f"seat {seat} of game {game_id} is not held by your player identity")
    if game.seats[seat].left:
        raise OutOfTurn("seat.left", f"seat {seat} left the game: no token acts for it any more")
    token = platform().vault.issue_token(game_id, seat)
    return respond({"game_id": game_id, "seat": seat, "token": token}, 201)


def public_seek(seek: Seek) -> dict[str, Any]:
    """A seek as anyone may see it."""
    window = None if seek.below is None and seek.above is None else {"below": seek.below, "above": seek.above}
    return {
        "seek_id": seek.seek_id, "player_id": seek.player_id, "name": seek.name, "ruleset": seek.ruleset,
        "seats": seek.seats, "options": seek.options, "rating": seek.rating, "rating_window": window,
        "bots_after_s": seek.bots_after_s, "created_at": seek.created_at, "status": seek.status,
        "game_id": seek.game_id, "seat": seek.seat,
    }  # fmt: skip


def _seek(player_id: str, name: str, order: dict[str, Any]) -> Seek:
    ruleset = ruleset_named(order["ruleset"])
    options, seed = chosen_options(ruleset, order["options"])
    if seed is not None:
        raise ValidationError({"options": {"seed": ["a seek's game draws its seed in secret: no seed option"]}})
    rating = platform().ratings.ratings(ruleset.id, [player_id]).get(player_id) or starting()
    window = order.get("rating_window", {})
    return Seek(
        "s_" + secrets.token_urlsafe(12), player_id, name, ruleset.id, order["seats"], options, rating.ordinal,
        time.time(), window.get("below"), window.get("above"), order.get("bots_after_s"),
    )  # fmt: skip


def _wish(seek: Seek) -> tuple[Any, ...]:
    """What a seek asks for (a retry asks the same)."""
    fields = ("ruleset", "seats", "options", "below", "above", "bots_after_s")
    return tuple(getattr(seek, name) for name in fields)


def _known(seek_id: str) -> Seek:
    found = platform().seeks.get(seek_id) if len(seek_id) <= 40 else None
    if found is None:
        raise Problem(404, "Seek not found", f"no seek has id {seek_id!r}")
    return found
