"""GET /metrics: Prometheus metrics of this server (docs/metrics.md).

Open unless METRICS_TOKEN is set, then only with `Authorization: Bearer <METRICS_TOKEN>`. Nothing hidden is
ever a label: rulesets, outcomes, statuses, endpoints and queue names only.
"""

from __future__ import annotations

import hmac
import os

from flask import Blueprint, Flask, Response, current_app, request
from prometheus_client import CONTENT_TYPE_PLAIN_0_0_4

from ..context import platform
from ..errors import Problem
from .archiving import ArchiveBacklogCollector
from .backlog import BacklogCollector
from .exposition import scrape
from .observe import install_hooks, note_replayed, note_ruleset

__all__ = ["bp", "install_metrics", "note_replayed", "note_ruleset"]

DEFAULTS = {"METRICS_TOKEN": "", "METRICS_DEADLINE_LATE_S": "5"}

bp = Blueprint("metrics", __name__)


def setting(name: str) -> str:
    """A metrics setting: app config, then environment, then the default."""
    return str(current_app.config.get(name, os.environ.get(name, DEFAULTS[name])))


@bp.get("/metrics")
def metrics() -> Response:
    """Every process's metrics, and the jobs' backlog as it is now, in Prometheus text format 0.0.4."""
    _authorize()
    wired = platform()
    backlog = BacklogCollector(wired.scheduler, float(setting("METRICS_DEADLINE_LATE_S")), wired.failures)
    archiving = ArchiveBacklogCollector(wired.hot_games, wired.failures)
    return Response(
        scrape([backlog, archiving]), content_type=CONTENT_TYPE_PLAIN_0_0_4, headers={"Cache-Control": "no-store"}
    )


def _authorize() -> None:
    """401 unless METRICS_TOKEN is unset or the request bears it."""
    token = setting("METRICS_TOKEN")
    if not token:
        return
    scheme, _, given = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(given.strip().encode(), token.encode()):
        raise Problem(
            401,
            "Unauthorized",
            "this server's metrics need its metrics token (METRICS_TOKEN): Authorization: Bearer <token>",
            headers={"WWW-Authenticate": 'Bearer realm="metrics"'},
        )


def install_metrics(app: Flask) -> None:
    """Serve /metrics and observe every request."""
    app.register_blueprint(bp)
    install_hooks(app)
