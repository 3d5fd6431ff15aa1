"""Request-time access to the platform and the caller."""

from __future__ import annotations

import hmac
from collections.abc import Callable, Iterable
from typing import Any, Literal, overload

from flask import current_app, g, request

from bootstrap import Platform
from events.envelope import Envelope
from events.game import Game
from events.handler import GameNotFound, Outcome, SeatGone
from games.base import Ruleset

from .errors import Problem, as_problem


def platform() -> Platform:
    """The platform wired by create_app."""
    wired: Platform = current_app.extensions["furlong"]
    return wired


def load_game(game_id: str, at: int | None = None) -> tuple[Game, Ruleset]:
    """The game (after event `at`, or now) and its ruleset; 404 if unknown."""
    game = platform().loader.load(game_id, at)
    if game is None:
        raise GameNotFound(game_id)
    _check_token_seat(game_id, game if at is None else None)
    return game, platform().rulesets[game.ruleset]


def _check_token_seat(game_id: str, now: Game | None) -> None:
    """The caller's token still holds its seat: the seat has not left the game (now)."""
    held: tuple[str, str, int] | None = g.pop("token_seat", None)
    if held is None or held[0] != game_id:
        return
    _, token, seat = held
    now = now or platform().loader.load(game_id)
    if now is not None and now.seats[seat].left:
        platform().known_tokens.forget(game_id, token)
        raise SeatGone(seat)


def event_at(game_id: str) -> Callable[[int], Envelope]:
    """A reader of one stored event by version."""
    return lambda version: platform().store.read(game_id, after=version - 1, until=version)[0]


@overload
def caller_seat(game_id: str, required: Literal[True]) -> int: ...


@overload
def caller_seat(game_id: str, required: bool = False) -> int | None: ...


def caller_seat(game_id: str, required: bool = False) -> int | None:
    """The seat the bearer token belongs to; None for a spectator."""
    header = request.headers.get("Authorization", "")
    if not header and not required:
        return None
    scheme, _, token = header.partition(" ")
    seat = _seat_of(game_id, token.strip()) if scheme.lower() == "bearer" else None
    if seat is None:
        if platform().store.version(game_id) == 0:
            raise GameNotFound(game_id)
        if not header:
            raise Problem(401, "Unauthorized", "this needs a seat token: Authorization: Bearer <token>")
        if scheme.lower() == "bearer" and (left := platform().vault.departed(game_id, token.strip())) is not None:
            raise SeatGone(left)
        raise Problem(401, "Unauthorized", "the Authorization header holds no valid seat token for this game")
    platform().saw(game_id, seat)  # its player is here (app/presence.py)
    return seat


def _seat_of(game_id: str, token: str) -> int | None:
    """The token's seat: remembered by this process, else the vault's (and then remembered); the request's
    game load checks that the seat has not left, and a command's handler refuses a seat that has."""
    seat = platform().known_tokens.seat(game_id, token)
    if seat is None and (seat := platform().vault.seat_for(game_id, token)) is not None:
        platform().known_tokens.learn(game_id, token, seat)
    if seat is not None:
        g.token_seat = (game_id, token, seat)
    return seat


def is_admin() -> bool:
    """Whether the request carries the operator's admin token (FURLONG_ADMIN_TOKEN; unset: nobody is the admin)."""
    configured = str(platform().settings.get("FURLONG_ADMIN_TOKEN") or "")
    scheme, _, given = request.headers.get("Authorization", "").partition(" ")
    return bool(configured) and scheme.lower() == "bearer" and hmac.compare_digest(configured, given.strip())


def json_body() -> dict[str, Any]:
    """The request body as a JSON object, or a 400 problem."""
    body = request.get_json(silent=True)
    if not isinstance(body, dict):
        raise Problem(
            400,
            "Malformed body",
            "the body must be a JSON object (Content-Type: application/json): this one is not, or it is malformed or "
            "nested too deeply to read",
        )
    return body


def handing_out(game_id: str, tokens: Iterable[str], run: Callable[[], Outcome]) -> Outcome:
    """Run a command whose answer hands out new seat tokens; forget them unless its append may have happened."""
    try:
        outcome = run()
    except Exception as error:
        if (problem := as_problem(error)) is not None and problem.status < 500:
            _forget(game_id, tokens)
        raise
    if outcome.replayed:
        _forget(game_id, tokens)
    return outcome


def _forget(game_id: str, tokens: Iterable[str]) -> None:
    for token in tokens:
        platform().vault.forget_token(game_id, token)
