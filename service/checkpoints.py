"""Signed checkpoints on responses, and the public keys that verify them (GET /.well-known/furlong-keys)."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response

from events.envelope import Envelope
from events.game import Game

from .context import platform
from .responses import respond

bp = Blueprint("keys", __name__)


def checkpoint(game_id: str, version: int, hash_: str) -> dict[str, Any]:
    """The server's signed word that game `game_id` was at `version` with chain hash `hash_`, now."""
    return platform().keys.current.checkpoint(game_id, version, hash_, platform().clock())


def game_checkpoint(game: Game) -> dict[str, Any]:
    """A checkpoint of the game as loaded."""
    return checkpoint(game.game_id, game.version, game.last_hash)


def event_checkpoint(envelope: Envelope) -> dict[str, Any]:
    """A checkpoint of the log as it stood right after this event."""
    return checkpoint(envelope.game_id, envelope.version, envelope.hash)


@bp.get("/.well-known/furlong-keys")
def furlong_keys() -> Response:
    """Every public key the server signs or has signed with: the current one, then the retired ones."""
    return respond(platform().keys.document(), 200, {"Cache-Control": "public, max-age=300"})
