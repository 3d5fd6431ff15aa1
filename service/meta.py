"""The service about itself: health, the OpenAPI description and its interactive docs."""

from __future__ import annotations

import json
from importlib.metadata import version
from pathlib import Path

import flask_swagger_ui
from flask import Blueprint, Response, render_template, send_from_directory

from .context import platform
from .errors import Problem
from .responses import respond

OPENAPI_FILE = Path(__file__).resolve().parent.parent / "openapi.yaml"

SWAGGER_UI = Path(flask_swagger_ui.__file__).resolve().parent  # its template and its bundled distribution
# validatorUrl None: the page never sends the spec to an outside validator (it works offline).
# oauth2RedirectUrl given, so that Swagger UI's page never writes the request's Host header into itself
SWAGGER_CONFIG = {
    "url": "/openapi.yaml",
    "dom_id": "#swagger-ui",
    "layout": "StandaloneLayout",
    "deepLinking": True,
    "validatorUrl": None,
    "oauth2RedirectUrl": "/docs/oauth2-redirect.html",
}

bp = Blueprint("meta", __name__, template_folder=str(SWAGGER_UI / "templates"))


@bp.get("/docs", strict_slashes=False)
def docs_page() -> str:
    """Swagger UI's page, at /docs and /docs/ alike (one route: the contract has no trailing-slash path)."""
    return render_template(
        "index.template.html",
        base_url="/docs",
        app_name="Furlong API",
        config_json=json.dumps(SWAGGER_CONFIG),
        version=version("flask-swagger-ui"),
    )


@bp.get("/docs/<path:path>")
def docs_asset(path: str) -> Response | str:
    """A file of the bundled Swagger UI; `index.html` is the page."""
    if path == "index.html":
        return docs_page()
    return send_from_directory(SWAGGER_UI / "dist", path)


@bp.get("/healthz")
def healthz() -> Response:
    """200 when Redis answers, 503 when it does not."""
    wired = platform()
    try:
        wired.ping()
    except LookupError as error:
        raise Problem(503, "Service Unavailable", str(error)) from None
    except wired.failures as error:
        raise Problem(503, "Service Unavailable", f"Redis does not answer: {error}") from None
    return respond({"status": "ok", "redis": "ok"}, 200)


@bp.get("/openapi.yaml")
def openapi() -> Response:
    """The committed OpenAPI 3.1 description."""
    return Response(OPENAPI_FILE.read_text(encoding="utf-8"), mimetype="application/yaml")
