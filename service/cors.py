"""Cross-origin access: a browser client on another origin may call the API and follow the live feed."""

from __future__ import annotations

import os

from flask import Flask, Response, request

EXPOSED = ["ETag", "Retry-After", "Location", "Content-Type"]
ALLOWED_HEADERS = [
    "Authorization",
    "Content-Type",
    "Idempotency-Key",
    "If-Match",
    "Last-Event-ID",
    "Accept",
    "Furlong-Player",
]
PREFLIGHT_CACHE_S = 600


def allowed_origins(app: Flask) -> list[str] | str:
    """`CORS_ORIGINS` (app config, else environment): "*" (the default) or a comma-separated list of origins."""
    raw = str(app.config.get("CORS_ORIGINS", os.environ.get("CORS_ORIGINS", "*"))).strip()
    return "*" if raw in ("", "*") else [origin.strip() for origin in raw.split(",") if origin.strip()]


def enable_cors(app: Flask) -> None:
    """Answer preflights and add CORS headers to every answer, problems included; bearer tokens travel in a
    header, so credentials are never needed (no Access-Control-Allow-Credentials)."""
    origins = allowed_origins(app)
    exposed, allowed_headers = ", ".join(EXPOSED), ", ".join(ALLOWED_HEADERS)

    def add_cors_headers(response: Response) -> Response:
        allow = "*" if isinstance(origins, str) else _allowed_origin(origins, request.headers.get("Origin"), response)
        if allow is None:
            return response
        headers = response.headers  # no view sets these: added, not set (set looks for an earlier one first)
        headers.add("Access-Control-Allow-Origin", allow)
        if request.method == "OPTIONS" and "Access-Control-Request-Method" in request.headers:
            headers.add("Access-Control-Allow-Methods", headers.get("Allow", "GET, HEAD, POST, OPTIONS"))
            headers.add("Access-Control-Allow-Headers", allowed_headers)
            headers.add("Access-Control-Max-Age", str(PREFLIGHT_CACHE_S))
        else:
            headers.add("Access-Control-Expose-Headers", exposed)
        return response

    app.after_request(add_cors_headers)


def _allowed_origin(origins: list[str], origin: str | None, response: Response) -> str | None:
    """The Access-Control-Allow-Origin to send for listed origins: the request's origin if listed, or None (no
    CORS headers)."""
    response.vary.add("Origin")
    return origin if origin in origins else None
