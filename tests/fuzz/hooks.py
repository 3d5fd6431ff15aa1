"""Schemathesis hooks (SCHEMATHESIS_HOOKS=tests.fuzz.hooks): requests about a game carry that game's real seat token,
and the live feed's messages are judged as FeedMessage.

Every game that a fuzzed `POST /games` creates is remembered with its first seat's token, and so is a game
made before the run (FURLONG_FUZZ_GAME, FURLONG_FUZZ_TOKEN). The token is given through Schemathesis's auth
provider, so its own checks can still leave it out or spoil it on purpose (missing or invalid credentials).
"""

from __future__ import annotations

import os

import schemathesis

TOKENS: dict[str, str] = {}
if os.environ.get("FURLONG_FUZZ_GAME"):
    TOKENS[os.environ["FURLONG_FUZZ_GAME"]] = os.environ["FURLONG_FUZZ_TOKEN"]


@schemathesis.auth(refresh_interval=None)
class SeatToken:
    """The seat token of the game the request's path names, if that game is known."""

    def get(self, case, ctx):
        """The token to send, or None for an unknown game."""
        return TOKENS.get((case.path_parameters or {}).get("game_id"))

    def set(self, case, data, ctx):
        """Send it as a bearer token."""
        if data:
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data}"}


@schemathesis.hook
def after_call(ctx, case, response):
    """Remember the first seat token of every game created."""
    if case.method.upper() == "POST" and case.path == "/games" and response.status_code == 201:
        made = response.json()
        token = next((seat["token"] for seat in made.get("seats", []) if seat.get("token")), None)
        if token:
            TOKENS[made["game_id"]] = token


@schemathesis.hook
def before_load_schema(ctx, raw_schema):
    """A live feed's body is text (`schema`), each message its `x-sse-message`: say so as OpenAPI 3.2's `itemSchema`,
    which Schemathesis reads (it reads a 3.1 stream's `schema` as each event's, and Redocly and Spectral refuse
    `itemSchema` in a 3.1 file)."""
    for item in raw_schema["paths"].values():
        content = item.get("get", {}).get("responses", {}).get("200", {}).get("content", {})
        if stream := content.get("text/event-stream"):
            content["text/event-stream"] = {"itemSchema": stream["x-sse-message"]}
