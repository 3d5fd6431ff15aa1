"""The caller's player identity: the Furlong-Player header (a guest's player token, or an issuer's JWT)."""

from __future__ import annotations

from typing import Literal, overload

from flask import request
from marshmallow import ValidationError

from app.players import Player

from .command_codec import seat_name
from .context import platform
from .errors import Problem

HEADER = "Furlong-Player"


@overload
def caller_player(required: Literal[True]) -> Player: ...


@overload
def caller_player(required: bool = False) -> Player | None: ...


def caller_player(required: bool = False) -> Player | None:
    """The player identity the request carries; None when it carries none and none is required."""
    token = request.headers.get(HEADER, "").strip()
    if not token:
        if required:
            raise Problem(401, "Unauthorized", f"this needs a player identity: {HEADER}: <player token or JWT>",
                          rule="player.required")  # fmt: skip
        return None
    return platform().identities.player_for(token)


def seat_name_of(player: Player) -> str:
    """The player's name as a seat's name; refused (name the seat yourself) when it cannot be one."""
    try:
        seat_name(player.name)
    except ValidationError as error:
        raise ValidationError(
            {"name": [f"your player name {player.name!r} cannot name a seat: give a name"]}
        ) from error
    return player.name


def public_player(player: Player) -> dict[str, str]:
    """What anyone may see of a player: its id, its name, and whether it is a guest, a site's user or a bot level."""
    kind = player.issuer if player.issuer in ("guest", "bot") else "site"
    return {"player_id": player.player_id, "name": player.name, "kind": kind}
