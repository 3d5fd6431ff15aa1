"""Shared response shapes: the game document and JSON/problem responses."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from flask import Response, current_app, jsonify

from app.follow_ups import deadline, iso
from events.game import Game
from games.base import Ruleset
from games.codec import to_jsonable
from projections.lobby import summary

from .answers import EXTENSION, KeptAnswers


def respond(body: dict[str, Any] | list[Any], status: int, headers: Mapping[str, str] | None = None) -> Response:
    """JSON for success, problem+json for an error status (replays keep their media type)."""
    response = jsonify(body)
    response.status_code = status
    if status >= 400:
        response.mimetype = "application/problem+json"
    response.headers.update(headers or {})
    return response


def respond_kept(route: str, game: Game, seat: int | None, document: Callable[[], Any]) -> Response:
    """A 200 answer made from `game` as `seat` sees it (with its ETag), made once per Game object and route."""
    writer = current_app.json
    kept: KeptAnswers = current_app.extensions[EXTENSION]
    body = kept.body(route, game, seat, lambda: writer.body(document()))  # type: ignore[attr-defined]
    response: Response = writer.response_of(body)  # type: ignore[attr-defined]
    response.headers.update(etag(game.version))
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
    if game.banks:
        document["time_banks"] = [{"seat": seat, "seconds": left} for seat, left in enumerate(game.banks)]
    if game.status == "finished":  # a game that expired before it began has no standings
        document["standings"] = [] if game.rules is None else to_jsonable(ruleset.standings(game.rules))
    return document


def etag(version: int) -> dict[str, str]:
    """The ETag header carrying a game version (use it in If-Match)."""
    return {"ETag": f'"{version}"'}
