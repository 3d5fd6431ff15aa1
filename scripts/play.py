"""A scripted HTTP client: plays a whole game using only legal-commands and commands.

Usage: python scripts/play.py [--url http://127.0.0.1:$PORT] [--ruleset neck_and_neck] [--seats 3] [--seed 1]

The server is `make run`'s unless --url says otherwise: on PORT, as `make run` reads it (8000 by default).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any, Protocol

Observer = Callable[[str, str, int, Any, str], None]
PATIENCE = 30  # tries of one request while the server answers 429


class Api:
    """A tiny JSON client over urllib; `observe(method, path, status, body, content_type)` sees every answer."""

    def __init__(self, base_url: str, observe: Observer | None = None):
        self.base_url, self.observe = base_url.rstrip("/"), observe

    def call(self, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
        """Send one request (again after Retry-After while the server says 429, as a polite client does); return
        status and parsed JSON."""
        for _ in range(PATIENCE):
            status, parsed, wait_s = self._once(method, path, body, token)
            if status != 429:
                break
            time.sleep(wait_s)
        return status, parsed

    def _once(self, method: str, path: str, body: Any, token: str | None) -> tuple[int, Any, float]:
        data = None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(self.base_url + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                status, raw, headers = response.status, response.read(), response.headers
        except urllib.error.HTTPError as error:
            status, raw, headers = error.code, error.read(), error.headers
        parsed = json.loads(raw) if raw else None
        if self.observe:
            self.observe(method, path, status, parsed, headers.get("Content-Type", ""))
        return status, parsed, float(headers.get("Retry-After") or 1)


def fill(legal: dict[str, Any], rnd: random.Random) -> dict[str, Any]:
    """A legal command's body with its params drawn in range."""
    body = dict(legal["command"])
    for name, param in legal.get("params", {}).items():
        body[name] = param["min"] + param["multiple_of"] * rnd.randint(
            0, (param["max"] - param["min"]) // param["multiple_of"]
        )
    return body


def create_game(api: Api, ruleset: str, seats: int) -> tuple[str, list[str]]:
    """Create a game of named seats; its id and the seat tokens."""
    status, made = api.call(
        "POST", "/games", {"ruleset": ruleset, "seats": [{"name": f"Player {i + 1}"} for i in range(seats)]}
    )
    assert status == 201, made
    return made["game_id"], [s["token"] for s in made["seats"]]


class Caller(Protocol):
    """Anything that sends a JSON request and answers (status, parsed body), as `Api.call` does."""

    def call(self, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]: ...


def play_one(api: Caller, game_id: str, tokens: list[str], rnd: random.Random) -> dict[str, Any] | None:
    """One random legal command by a seat that owes one (its params drawn in range): the command's answer, or None
    once no seat may act."""
    owed = [
        (seat, legal)
        for seat, token in enumerate(tokens)
        for legal in [api.call("GET", f"/games/{game_id}/legal-commands", token=token)[1]]
        if legal
    ]
    if not owed:
        return None
    seat, legal = rnd.choice(owed)
    status, answer = api.call("POST", f"/games/{game_id}/commands", fill(rnd.choice(legal), rnd), tokens[seat])
    assert status == 201, answer
    return dict(answer)


def play(api: Caller, game_id: str, tokens: list[str], rnd: random.Random, max_commands: int = 20_000) -> int:
    """Send up to `max_commands` random legal commands, stopping when no seat may act; how many were sent."""
    for sent in range(max_commands):
        if play_one(api, game_id, tokens, rnd) is None:
            return sent
    return max_commands


def play_game(api: Api, ruleset: str, seats: int, rnd: random.Random, max_commands: int = 20_000) -> dict[str, Any]:
    """Create a game of named seats and play it to the end; the final game document."""
    game_id, tokens = create_game(api, ruleset, seats)
    play(api, game_id, tokens, rnd, max_commands)
    return api.call("GET", f"/games/{game_id}")[1]


def main() -> None:
    """Play one game against a running server and print the standings."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default=f"http://127.0.0.1:{os.environ.get('PORT') or 8000}")
    parser.add_argument("--ruleset", default="neck_and_neck")
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    try:
        game = play_game(Api(args.url), args.ruleset, args.seats, random.Random(args.seed))
    except urllib.error.URLError as error:
        sys.exit(f"play.py: no server answers at {args.url} ({error.reason}); start one with `make run`, or give --url")
    print(
        json.dumps(
            {
                "game_id": game["game_id"],
                "status": game["status"],
                "version": game["version"],
                "standings": game["standings"],
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
