"""Request hooks that feed the web metrics: commands by outcome and their latency, Redis round trips per
request, and open live streams."""

from __future__ import annotations

import functools
import time
from typing import Any

from flask import Flask, Response, g, request

from app import round_trips

from .instruments import COMMAND_SECONDS, COMMANDS, LIVE_STREAMS, REQUEST_ROUND_TRIPS

COMMAND_ENDPOINT = "commands.send_command"
UNKNOWN = "unknown"  # a command refused before its game was known (no such game, no valid token)
UNMATCHED = "unmatched"  # a request that matched no route
STREAM = "text/event-stream"


def note_ruleset(ruleset: str) -> None:
    """The ruleset of the game this request's command is for."""
    g.metrics_ruleset = ruleset


def note_replayed(replayed: bool) -> None:
    """Whether this request's command was answered from its Idempotency-Key's record."""
    g.metrics_replayed = replayed


def outcome_of(status: int, replayed: bool) -> str:
    """A command's outcome from its answer: replayed, accepted, conflict (409: busy or stale), refused or failed."""
    if replayed:
        return "replayed"
    if status < 300:
        return "accepted"
    if status == 409:
        return "conflict"
    return "refused" if status < 500 else "failed"


def before_request() -> None:
    """Start the request's clock and its count of Redis round trips."""
    g.metrics_started = time.perf_counter()
    round_trips.start()


def after_request(response: Response) -> Response:
    """Observe what the request did."""
    sent, endpoint = round_trips.stop(), request.endpoint
    if sent is not None:
        _round_trips_of(endpoint or UNMATCHED).observe(sent)
    if endpoint == COMMAND_ENDPOINT:
        _observe_command(response.status_code)
    if response.status_code == 200 and response.is_streamed and response.mimetype == STREAM:
        LIVE_STREAMS.inc()
        response.call_on_close(LIVE_STREAMS.dec)  # the WSGI server closes the body however the stream ends
    return response


@functools.cache
def _round_trips_of(endpoint: str) -> Any:
    """The round-trips histogram's child for one endpoint (Flask's endpoints are a fixed, small set)."""
    return REQUEST_ROUND_TRIPS.labels(endpoint)


def _observe_command(status: int) -> None:
    ruleset = g.get("metrics_ruleset", UNKNOWN)
    _commands_of(ruleset, outcome_of(status, g.get("metrics_replayed", False)), status).inc()
    if (started := g.get("metrics_started")) is not None:
        _command_seconds_of(ruleset).observe(time.perf_counter() - started)


@functools.cache
def _commands_of(ruleset: str, outcome: str, status: int) -> Any:
    """The commands counter's child for one (ruleset, outcome, status): a small, fixed set."""
    return COMMANDS.labels(ruleset, outcome, str(status))


@functools.cache
def _command_seconds_of(ruleset: str) -> Any:
    """The command latency histogram's child for one ruleset."""
    return COMMAND_SECONDS.labels(ruleset)


def install_hooks(app: Flask) -> None:
    """Run before every other hook and after every other hook, so that their Redis round trips count too."""
    app.before_request_funcs.setdefault(None, []).insert(0, before_request)
    app.after_request_funcs.setdefault(None, []).insert(0, after_request)  # after-hooks run in reverse order
