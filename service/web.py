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
    """
    if path == EVENT_TABLE:
        return jsonify(event_table())
    return send_from_directory(STATIC, path, max_age=0)
