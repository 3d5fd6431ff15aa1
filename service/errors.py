"""Every error as application/problem+json (RFC 9457), naming the rule or field at fault."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from flask import Flask, Response, jsonify
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException

from app.identity import IdentityRefused
from audit.archived import ArchivedInvalid
from events.handler import Contention, GameNotFound, SeatGone, StaleVersion
from events.idempotency import KeyReused
from events.store import OutcomeUnknown
from games.base import RulesError

log = logging.getLogger(__name__)
RETRY_AFTER_S = 1


class Problem(Exception):
    """An HTTP problem: status, short title, a detail sentence and extra members."""

    def __init__(
        self, status: int, title: str, detail: str, headers: Mapping[str, str] | None = None, **extra: Any
    ) -> None:
        super().__init__(detail)
        self.status, self.title, self.detail, self.extra = status, title, detail, extra
        self.headers: Mapping[str, str] = headers or {}

    def body(self) -> dict[str, Any]:
        """The problem document."""
        return {"type": "about:blank", "title": self.title, "status": self.status, "detail": self.detail, **self.extra}


def as_problem(error: Exception, outages: tuple[type[Exception], ...] = ()) -> Problem | None:
    """The problem a known error stands for (`outages`: the storage's errors that mean it did not answer); None
    for a bug."""
    match error:
        case Problem():
            return error
        case RulesError(status=403):
            return Problem(403, "Not your turn", error.detail, rule=error.rule)
        case RulesError():
            return Problem(422, "Rule broken", error.detail, rule=error.rule)
        case ValidationError():
            return Problem(422, "Invalid request", _sentence(error.messages), errors=error.messages)
        case GameNotFound():
            return Problem(404, "Game not found", f"no game has id {error.args[0]!r}")
        case SeatGone():
            return Problem(401, "Unauthorized", str(error), rule="seat.left")
        case IdentityRefused(rule="player.issuer_unreachable"):
            return Problem(503, "Issuer unreachable", error.detail, rule=error.rule)
        case IdentityRefused():
            return Problem(401, "Unauthorized", error.detail, rule=error.rule)
        case StaleVersion():
            return Problem(409, "Stale version", f"{error}: reload and retry", version=error.actual)
        case Contention():
            return Problem(409, "Busy", str(error))
        case KeyReused():
            return Problem(
                422,
                "Idempotency key reused",
                "this Idempotency-Key was used with a different request body",
                field="Idempotency-Key",
            )
        case OutcomeUnknown():
            return Problem(
                503,
                "Outcome unknown",
                f"{error}; retry with the same Idempotency-Key to settle it exactly once",
                headers={"Retry-After": str(RETRY_AFTER_S)},
            )
        case ArchivedInvalid():
            log.error("an archived game does not verify: %s", error)
            return Problem(500, "Archived game does not verify", f"{error}: it is not served")
        case _ if isinstance(error, outages):
            log.warning("storage unavailable: %s", error)
            return Problem(
                503,
                "Storage unavailable",
                "the event store did not answer; nothing was appended; retry later",
                headers={"Retry-After": str(RETRY_AFTER_S)},
            )
        case HTTPException():
            allow = dict(error.get_headers()).get("Allow")
            return Problem(
                error.code or 500,
                error.name,
                error.description or error.name,
                **({"headers": {"Allow": allow}} if allow else {}),
            )
    return None


def _sentence(messages: object) -> str:
    if isinstance(messages, dict):
        return "; ".join(f"{field}: {_sentence(text)}" for field, text in messages.items())
    if isinstance(messages, list):
        return " ".join(_sentence(m) for m in messages)
    return str(messages)


def problem_response(problem: Problem) -> Response:
    """A Flask response for a problem."""
    response = jsonify(problem.body())
    response.status_code = problem.status
    response.mimetype = "application/problem+json"
    response.headers.update(problem.headers)
    return response


def register_error_handlers(app: Flask) -> None:
    """Render every error, expected or not, as problem+json."""

    @app.errorhandler(Exception)
    def handle(error: Exception) -> Response:
        problem = as_problem(error, app.extensions["furlong"].outages)
        if problem is None:
            log.exception("unexpected error")
            problem = Problem(500, "Internal Server Error", "the server failed; nothing was appended")
        return problem_response(problem)
