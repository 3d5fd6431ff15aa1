"""Commands: what the caller may do now, and doing it."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, request

from events.game import Game
from events.handler import Answering, Appended, Request, Unparsed
from events.idempotency import Answer
from games.base import LegalCommand, OutOfTurn, Ruleset
from games.codec import to_jsonable
from projections.redaction import visible_events

from .checkpoints import game_checkpoint
from .command_codec import parse_command
from .context import caller_seat, json_body, load_game, platform
from .errors import Problem
from .idempotency import kept_refusal, request_key
from .metrics import note_replayed, note_ruleset
from .responses import respond, respond_kept

bp = Blueprint("commands", __name__)


def legal_json(ruleset_id: str, legal: LegalCommand) -> dict[str, Any]:
    """The game's ruleset, a ready command body (each free param at its least) and the params that may vary."""
    ready = {**legal.command, **{name: param.min for name, param in legal.params.items()}}
    return {"ruleset": ruleset_id, "command": ready, "params": to_jsonable(legal.params)}


@bp.get("/games/<game_id>/legal-commands")
def legal_commands(game_id: str) -> Response:
    """Every command the caller's seat may send now."""
    seat = caller_seat(game_id, required=True)
    game, ruleset = load_game(game_id)
    return respond_kept("legal-commands", game, seat, lambda: _legal_answer(game, ruleset, seat))


def _legal_answer(game: Game, ruleset: Ruleset, seat: int) -> list[dict[str, Any]]:
    legal = [] if game.status != "running" else ruleset.legal_commands(game.rules, seat)
    return [legal_json(ruleset.id, item) for item in legal]


@bp.post("/games/<game_id>/commands")
def send_command(game_id: str) -> Response:
    """Validate a command against the rules and append its events: the caller's seat and key are read here, the
    rest (the game, its ruleset, the body parsed against it, the receipt) is the handler's, in one load."""
    seat = caller_seat(game_id, required=True)
    request = Request(request_key(f"command:{seat}"), _answer(seat), refusal=kept_refusal)
    command = Unparsed(lambda ruleset: _parsed(ruleset, seat))
    outcome = platform().handler.play(game_id, command, {"seat": seat}, _if_match(), request)
    note_replayed(outcome.replayed)
    return respond(*outcome.answer)


def _parsed(ruleset: Ruleset, seat: int) -> Any:
    """The request's body as a command of `ruleset` for `seat` (a body naming another seat is refused)."""
    note_ruleset(ruleset.id)
    body = json_body()
    if "seat" in body and body["seat"] != seat:
        raise OutOfTurn("seat.not_yours", f"your token holds seat {seat}, not seat {body['seat']}")
    return parse_command(ruleset, body, seat)


def _answer(seat: int) -> Answering:
    """The command's answer: the new version, its events as the seat may see them, and a signed checkpoint."""

    def answering(appended: Appended) -> Answer:
        after = appended.after
        ruleset = platform().rulesets[after.ruleset]
        return {
            "version": after.version,
            "events": visible_events(appended.envelopes, after, ruleset, seat),
            "checkpoint": game_checkpoint(after),
        }, 201

    return answering


def _if_match() -> int | None:
    header = request.headers.get("If-Match")
    if header is None:
        return None
    try:
        return int(header.strip().removeprefix("W/").strip('"'))
    except ValueError:
        raise Problem(
            400, "Invalid If-Match", f"If-Match must be a game version like \"12\", not {header!r}", field="If-Match"
        ) from None
