"""Shared response shapes: the game document and JSON/problem responses."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import Response, jsonify

from app.follow_ups import deadline, iso
from events.game import Game
from games.base import Ruleset
from games.codec import to_jsonable
from projections.lobby import summary


def respond(body: dict[str, Any] | list[Any], status: int, headers: Mapping[str, str] | None = None) -> Response:
    """JSON for success, problem+json for an error status (replays keep their media type)."""
    response = jsonify(body)
    response.status_code = status
    if status >= 400:
        response.mimetype = "application/problem+json"
    response.headers.update(headers or {})
    return response


def game_document(game: Game, ruleset: Ruleset, seat: int | None) -> dict[str, Any]:
    """The game as `seat` (None: a spectator) may see it."""
    document: dict[str, Any] = {
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


def etag(version: int) -> dict[str, str]:
    """The ETag header carrying a game version (use it in If-Match)."""
    return {"ETag": f'"{version}"'}
