"""Games: create, list, read (now or at a past version)."""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

from flask import Blueprint, Response, request
from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.players import Player
from events.handler import Appended, Outcome, Request
from events.idempotency import Answer, IdempotencyKey
from events.lifecycle import BOT_LEVELS, CHOSEN_SEED, SeatSpec
from events.vault import new_seed
from games.base import Ruleset
from projections.lobby import STATUSES, with_versions_now

from .checkpoints import game_checkpoint
from .command_codec import StrictBoolean, seat_name
from .context import caller_seat, handing_out, is_admin, json_body, load_game, platform
from .idempotency import answered, client_key, secret_request_key
from .identity import caller_player, seat_name_of
from .options import chosen_options
from .responses import etag, game_document, respond, respond_kept

bp = Blueprint("games", __name__)
MAX_OFFSET = 1_000_000  # the lobby's paging bound (Redis takes 64-bit ranges; the spec says so too)


class SeatSchema(Schema):
    """A seat at creation: {"name", "client_seed"?} (a human, token returned), {"player": true, "name"?,
    "client_seed"?} (the caller's player identity's seat, named after it unless named), {"bot": level} or
    {"open": true}."""

    name = fields.String(validate=[validate.Length(1, 40), seat_name])
    client_seed = fields.String(validate=validate.Length(1, 200))
    bot = fields.String(validate=validate.OneOf(BOT_LEVELS))
    open = StrictBoolean(validate=validate.Equal(True, error="must be true"))
    player = StrictBoolean(validate=validate.Equal(True, error="must be true"))

    @validates_schema
    def one_kind(self, data: dict[str, Any], **kwargs: Any) -> None:
        """A seat is exactly one of: named, the caller's player, bot, open; only a human seat brings entropy now."""
        kinds = {"bot", "open", "player"} & data.keys()
        if len(kinds) > 1 or (not kinds and "name" not in data) or ("name" in data and kinds - {"player"}):
            raise ValidationError("give exactly one of name, player, bot or open (a player seat may add a name)")
        if "client_seed" in data and not {"name", "player"} & data.keys():
            raise ValidationError({"client_seed": ["only a human seat gives a client_seed at creation"]})


class CreateGameSchema(Schema):
    """POST /games body."""

    ruleset = fields.String(required=True)
    seats = fields.List(fields.Nested(SeatSchema), required=True, validate=validate.Length(1, 8))
    options = fields.Dict(keys=fields.String(), load_default=dict)


class ListGamesSchema(Schema):
    """GET /games query."""

    status = fields.String(validate=validate.OneOf(STATUSES))
    limit = fields.Integer(load_default=50, validate=validate.Range(1, 200))
    offset = fields.Integer(load_default=0, validate=validate.Range(0, MAX_OFFSET))


class StateQuerySchema(Schema):
    """GET /games/{id}/state query."""

    at = fields.Integer(validate=validate.Range(1))


@bp.post("/games")
def create_game() -> Response:
    """Create a game; human seats get their tokens now, and only now."""
    key = secret_request_key("create")
    game_id = _new_game_id(client_key())
    return respond(*answered(game_id, key, lambda: _create(game_id, key)))


@bp.get("/games")
def list_games() -> Response:
    """The lobby: games by status, newest first, each with its version now."""
    query = ListGamesSchema().load(request.args)
    listed = platform().lobby.games(query.get("status"), query["limit"], query["offset"])
    return respond({"games": with_versions_now(listed, platform().store.version)}, 200)


@bp.get("/games/<game_id>")
def get_game(game_id: str) -> Response:
    """The game as the caller may see it."""
    seat = caller_seat(game_id)
    game, ruleset = load_game(game_id)
    return respond_kept("game", game, seat, lambda: game_document(game, ruleset, seat))


@bp.get("/games/<game_id>/state")
def get_state(game_id: str) -> Response:
    """Time travel: the game as it was right after event `at`."""
    seat = caller_seat(game_id)
    at = StateQuerySchema().load(request.args).get("at")
    game, ruleset = load_game(game_id)
    if at is None or at == game.version:
        return respond(game_document(game, ruleset, seat), 200, etag(game.version))
    if at > game.version:
        raise ValidationError({"at": [f"the game has only {game.version} events"]})
    past, _ = load_game(game_id, at)
    return respond(game_document(past, ruleset, seat), 200)


def _new_game_id(key: str | None) -> str:
    """A fresh game id; with an Idempotency-Key, the one that key always names (so a retry finds its game): as
    unguessable as the key, which this route requires to be a random secret."""
    if key is None:
        return secrets.token_hex(8)
    return hashlib.sha256(f"furlong-create:{key}".encode()).hexdigest()[:16]


def _create(game_id: str, key: IdempotencyKey | None) -> Outcome:
    order = CreateGameSchema().load(json_body())
    ruleset = ruleset_named(order["ruleset"])
    seats = _seats(order["seats"])
    options, seed = chosen_options(ruleset, order["options"])
    if seed is not None:
        _may_choose_seed(seats)
        options["seed"] = CHOSEN_SEED
    vault = platform().vault
    tokens = {i: vault.issue_token(game_id, i) for i, s in enumerate(seats) if s.kind == "human"}
    listed = [{"seat": i, "name": s.name, "kind": s.kind, "token": tokens.get(i)} for i, s in enumerate(seats)]

    def answering(appended: Appended) -> Answer:
        after = appended.after
        return {
            "game_id": game_id,
            "version": after.version,
            "status": after.status,
            "seats": listed,
            "checkpoint": game_checkpoint(after),
        }, 201

    create = lambda: platform().handler.create(
        game_id, ruleset.id, seats, options, seed or new_seed(), {"system": "api"}, Request(key, answering)
    )
    return handing_out(game_id, tokens.values(), create)


def _may_choose_seed(seats: tuple[SeatSpec, ...]) -> None:
    """A chosen seed makes every roll, draw and shuffle known to whoever chose it: only for a game where no seat may
    be played by anyone else (every seat a bot), or for the operator (who keeps every seed anyway)."""
    if all(seat.kind == "bot" for seat in seats) or is_admin():
        return
    raise ValidationError(
        {
            "options": {
                "seed": [
                    "a chosen seed is refused on a game with a human or open seat: whoever chose it would know every "
                    "roll, draw and shuffle in advance; leave it out and the server draws a secret one (a chosen "
                    "seed is for all-bot games, and for the operator's admin token)"
                ]
            }
        }
    )


def ruleset_named(name: str) -> Ruleset:
    if name not in platform().rulesets:
        known = ", ".join(sorted(platform().rulesets))
        raise ValidationError({"ruleset": [f"unknown ruleset {name!r}; known: {known}"]})
    return platform().rulesets[name]


def _seats(seats: list[dict[str, Any]]) -> tuple[SeatSpec, ...]:
    player = _creating_player(seats)
    return tuple(_seat(s, player if s.get("player") else None) for s in seats)


def _seat(seat: dict[str, Any], player: Player | None) -> SeatSpec:
    """One seat; a player's seat is named after the player unless named."""
    name = seat.get("name") or (seat_name_of(player) if player else None)
    player_id = player.player_id if player else None
    return SeatSpec(name=name, bot=seat.get("bot"), client_seed=seat.get("client_seed"), player=player_id)


def _creating_player(seats: list[dict[str, Any]]) -> Player | None:
    """The caller's player identity (checked whenever sent), required when a seat is theirs: one seat at most."""
    mine = sum(1 for s in seats if s.get("player"))
    if mine > 1:
        raise ValidationError({"seats": ["at most one seat is the caller's player seat"]})
    return caller_player(required=mine == 1)
