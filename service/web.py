"""The web page: `/` serves the single page, `/web/<path>` its ES modules, styles and pictures."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TypedDict

from flask import Blueprint, Response, jsonify, send_from_directory

from events.lifecycle import PLATFORM_EVENTS
from games.base import Event

from .context import platform

STATIC = Path(__file__).resolve().parent / "static"
EVENT_TABLE = "js/events.json"
BOARDS = "js/boards/"  # the race pictures: each ruleset's board.js (games/<id>/board.js) is served as BOARDS<id>.js

bp = Blueprint("web", __name__)


class EventTable(TypedDict):
    """`js/events.json`: each event type's sealed fields, the platform's and each ruleset's."""

    platform: dict[str, list[str]]
    rulesets: dict[str, dict[str, list[str]]]


def event_table() -> EventTable:
    """Every event type the page may meet and its sealed fields: {"platform": {...}, "rulesets": {id: {...}}}."""
    return {
        "platform": sealed_fields(PLATFORM_EVENTS),
        "rulesets": {rid: sealed_fields(r.events) for rid, r in platform().rulesets.items()},
    }


def sealed_fields(events: Iterable[type[Event]]) -> dict[str, list[str]]:
    """{event type: its sealed fields} for some event classes."""
    return {e.TYPE: list(e.SECRET) for e in events}


@bp.get("/")
def page() -> Response:
    """The page (lobby, watch, play, replay, audit); it talks to the public API only."""
    return send_from_directory(STATIC, "index.html", mimetype="text/html", max_age=0)


@bp.get("/web/<path:path>")
def asset(path: str) -> Response:
    """A file of the page from service/static/ (404 as problem+json when there is none).

    `js/events.json`, the event table, is made from the hosted rulesets' code, so it never drifts.
    `js/boards/<id>.js` is the board of hosted ruleset `<id>`, from its game folder (`Ruleset.board`): the URL
    stays beside the page's modules, so the board's relative imports (`../dom.js`, `./common.js`) resolve here.
    """
    if path == EVENT_TABLE:
        return jsonify(event_table())
    board = board_file(path)
    if board is not None:
        return send_from_directory(board.parent, board.name, max_age=0)
    return send_from_directory(STATIC, path, max_age=0)


def board_file(path: str) -> Path | None:
    """The board.js a page path names (`js/boards/<id>.js`, `<id>` a hosted ruleset with a board), else None.

    Only a hosted ruleset's id is looked up, never a path built from the request. A file of service/static/
    (the boards' shared `common.js`, their `index.js`) keeps its own path.
    """
    if not path.startswith(BOARDS) or not path.endswith(".js"):
        return None
    ruleset = platform().rulesets.get(path[len(BOARDS) : -len(".js")])
    if ruleset is None or (STATIC / path).is_file():
        return None
    return ruleset.board
