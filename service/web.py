"""The web page: `/` serves the single page, `/web/<path>` its ES modules, styles and pictures."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, jsonify, send_from_directory

from events.game import PLATFORM_EVENTS

from .context import platform

STATIC = Path(__file__).resolve().parent / "static"
EVENT_TABLE = "js/events.json"

bp = Blueprint("web", __name__)


def event_table() -> dict:
    """Every event type the page may meet and its sealed fields: {"platform": {...}, "rulesets": {id: {...}}}."""
    return {
        "platform": {e.TYPE: list(e.SECRET) for e in PLATFORM_EVENTS},
        "rulesets": {rid: {e.TYPE: list(e.SECRET) for e in r.events} for rid, r in platform().rulesets.items()},
    }


@bp.get("/")
def page():
    """The page (lobby, watch, play, replay, audit); it talks to the public API only."""
    return send_from_directory(STATIC, "index.html", mimetype="text/html", max_age=0)


@bp.get("/web/<path:path>")
def asset(path: str):
    """A file of the page from service/static/ (404 as problem+json when there is none).

    `js/events.json`, the event table, is made from the hosted rulesets' code, so it never drifts.
    """
    if path == EVENT_TABLE:
        return jsonify(event_table())
    return send_from_directory(STATIC, path, max_age=0)
