"""The service about itself: health, the OpenAPI description and its interactive docs."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response
from flask_swagger_ui import get_swaggerui_blueprint

from .context import platform
from .errors import Problem
from .responses import respond

OPENAPI_FILE = Path(__file__).resolve().parent.parent / "openapi.yaml"

bp = Blueprint("meta", __name__)
# validatorUrl None: the page never sends the spec to an outside validator (it works offline).
# oauth2RedirectUrl given, so that Swagger UI's page never writes the request's Host header into itself
SWAGGER_CONFIG = {"app_name": "Furlong API", "validatorUrl": None, "oauth2RedirectUrl": "/docs/oauth2-redirect.html"}
docs = get_swaggerui_blueprint("/docs", "/openapi.yaml", config=SWAGGER_CONFIG)


@bp.get("/docs")
def docs_slash() -> Response:
    """/docs is /docs/: a relative redirect (the router's own would write the request's Host header into it)."""
    return Response(status=308, headers={"Location": "/docs/"})


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
