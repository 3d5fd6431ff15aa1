"""Ratings: each ruleset's leaderboard, a player's ratings and their history, and the ratings log's signed export."""

from __future__ import annotations

import json
from typing import Any

from flask import Blueprint, Response, request
from marshmallow import Schema, fields, validate

from app.ratings_log import RatingsLog
from audit.ratings import RATINGS_CHAIN
from projections.ratings import MODEL, Rating

from .checkpoints import checkpoint
from .context import platform
from .errors import Problem
from .players import known_player
from .responses import respond

bp = Blueprint("ratings", __name__)
EXPORT_PAGE = 1000


class BoardQuerySchema(Schema):
    """GET /leaderboards/{ruleset} query."""

    limit = fields.Integer(load_default=50, validate=validate.Range(1, 200))
    offset = fields.Integer(load_default=0, validate=validate.Range(0, 1_000_000))


@bp.get("/leaderboards/<ruleset>")
def leaderboard(ruleset: str) -> Response:
    """The ruleset's rated players, highest ordinal (mu - 3 sigma) first, provisional ones marked."""
    if ruleset not in platform().rulesets:
        raise Problem(404, "Ruleset not found", f"no ruleset is called {ruleset!r}")
    query: dict[str, Any] = BoardQuerySchema().load(request.args)
    ranked = platform().ratings.board(ruleset, query["limit"], query["offset"])
    players = [_ranked(query["offset"] + place, player_id, rating) for place, (player_id, rating) in enumerate(ranked)]
    return respond({"ruleset": ruleset, "model": MODEL, "players": players}, 200)


@bp.get("/players/<player_id>/ratings")
def player_ratings(player_id: str) -> Response:
    """The player's rating per ruleset, and after each rated game, oldest first."""
    player = known_player(player_id)
    history = platform().ratings.history(player.player_id)
    rulesets = sorted({item["ruleset"] for item in history})
    current = {ruleset: _rating(platform().ratings, ruleset, player.player_id) for ruleset in rulesets}
    return respond({"player_id": player.player_id, "ratings": current, "history": history}, 200)


@bp.get("/ratings/export")
def export_ratings() -> Response:
    """The ratings log as NDJSON, oldest first, then a checkpoint signed over its count and last hash."""
    log = platform().ratings
    count, last = log.head()
    lines = [json.dumps(entry, separators=(",", ":")) + "\n" for entry in _entries(log, count)]
    lines.append(json.dumps({"checkpoint": checkpoint(RATINGS_CHAIN, count, last)}, separators=(",", ":")) + "\n")
    headers = {"Content-Disposition": 'attachment; filename="ratings.ndjson"'}
    return Response("".join(lines), mimetype="application/x-ndjson", headers=headers)


def _entries(log: RatingsLog, count: int) -> list[dict[str, Any]]:
    """The first `count` updates (those the head named when read)."""
    entries: list[dict[str, Any]] = []
    while len(entries) < count:
        page = log.entries(len(entries), min(EXPORT_PAGE, count - len(entries)))
        if not page:
            break
        entries += page
    return entries


def _ranked(place: int, player_id: str, rating: Rating) -> dict[str, Any]:
    player = known_player(player_id, missing_ok=True)
    return {"place": place + 1, "player_id": player_id, "name": player.name if player else player_id,
            **rating.as_json()}  # fmt: skip


def _rating(log: RatingsLog, ruleset: str, player_id: str) -> dict[str, Any]:
    return log.ratings(ruleset, [player_id])[player_id].as_json()
