"""The Furlong HTTP service (Flask application factory)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import Flask

from bootstrap import Platform, build_platform

from . import (
    all_events,
    audit,
    checkpoints,
    commands,
    disputes,
    feed,
    games,
    ledger,
    meta,
    players,
    ratings,
    rulesets,
    seats,
    seeks,
    web,
    webhooks,
)
from .answers import EXTENSION as ANSWERS
from .answers import kept_for
from .cors import enable_cors
from .errors import register_error_handlers
from .headers import enable_security_headers
from .json_provider import FastJSONProvider
from .metrics import install_metrics
from .throttle import enable_rate_limits

MAX_BODY_BYTES = 64 * 1024


def create_app(config: Mapping[str, Any] | None = None, platform: Platform | None = None) -> Flask:
    """Build the app; the platform (Redis, store, ...) is wired from config unless given."""
    app = Flask(__name__)
    app.config.update(MAX_CONTENT_LENGTH=MAX_BODY_BYTES, JSON_SORT_KEYS=False)
    app.config.update(config or {})
    app.json = FastJSONProvider(app)
    app.extensions["furlong"] = platform = platform or build_platform(app.config.get("FURLONG"))
    app.extensions[ANSWERS] = kept_for(int(platform.settings["HOT_GAMES"]))
    enable_rate_limits(app, app.extensions["furlong"])
    for blueprint in (
        rulesets.bp,
        games.bp,
        seats.bp,
        commands.bp,
        feed.bp,
        ledger.bp,
        audit.bp,
        meta.bp,
        web.bp,
        checkpoints.bp,
        disputes.bp,
        players.bp,
        ratings.bp,
        seeks.bp,
        webhooks.bp,
        all_events.bp,
    ):
        app.register_blueprint(blueprint)
    install_metrics(app)
    register_error_handlers(app)
    enable_cors(app)
    enable_security_headers(app)
    return app
