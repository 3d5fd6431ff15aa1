"""Shared response shapes: the game document and JSON/problem responses."""

from __future__ import annotations

from flask import jsonify

from events.game import Game
from games.base import Ruleset
from games.codec import to_jsonable
from projections.lobby import summary
from workers.turns import deadline, iso


def respond(body: dict | list, status: int, headers: dict | None = None):
    """JSON for success, problem+json for an error status (replays keep their media type)."""
    response = jsonify(body)
    response.status_code = status
    if status >= 400:
        response.mimetype = "application/problem+json"
    response.headers.update(headers or {})
    return response


def game_document(game: Game, ruleset: Ruleset, seat: int | None) -> dict:
    """The game as `seat` (None: a spectator) may see it."""
    document = {
        **summary(game),
        "seat": seat,
        "view": None if game.rules is None else ruleset.view(game.rules, seat),
        "standings": None,
        "deadlines": [
            {"seat": seat, "at": iso(due)}
            for seat in sorted(game.owing_since)
            if (due := deadline(game, seat)) is not None
        ],
    }
    if game.status == "finished":
        document["standings"] = to_jsonable(ruleset.standings(game.rules))
    return document


def etag(version: int) -> dict:
    """The ETag header carrying a game version (use it in If-Match)."""
    return {"ETag": f'"{version}"'}
