"""Cross-origin access: a browser client on another origin may call the API and follow the live feed."""

from __future__ import annotations

import os

from flask import Flask
from flask_cors import CORS

EXPOSED = ["ETag", "Retry-After", "Location", "Content-Type"]
ALLOWED_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "If-Match", "Last-Event-ID", "Accept"]
PREFLIGHT_CACHE_S = 600


def allowed_origins(app: Flask) -> list[str] | str:
    """`CORS_ORIGINS` (app config, else environment): "*" (the default) or a comma-separated list of origins."""
    raw = str(app.config.get("CORS_ORIGINS", os.environ.get("CORS_ORIGINS", "*"))).strip()
    return "*" if raw in ("", "*") else [origin.strip() for origin in raw.split(",") if origin.strip()]


def enable_cors(app: Flask) -> None:
    """Answer preflights and add CORS headers; bearer tokens travel in a header, so credentials are never needed."""
    origins = allowed_origins(app)
    CORS(
        app,
        origins=origins,
        send_wildcard=origins == "*",
        expose_headers=EXPOSED,
        allow_headers=ALLOWED_HEADERS,
        supports_credentials=False,
        max_age=PREFLIGHT_CACHE_S,
    )
