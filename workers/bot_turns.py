"""Bot seats play through the same command path as humans, seeing only what their seat may see."""
from __future__ import annotations

import logging
import random

from events.handler import StaleVersion
from games.base import LegalCommand

from .bots import BOTS
from games.codec import from_jsonable

log = logging.getLogger(__name__)
MAX_BOT_COMMANDS = 100_000


def next_bot_turn(game, ruleset) -> tuple[int, tuple[LegalCommand, ...]] | None:
    """The first bot seat that owes a command now, with its legal commands."""
    for seat, spec in enumerate(game.seats):
        legal = ruleset.legal_commands(game.rules, seat) if spec.kind == "bot" else ()
        if legal:
            return seat, legal
    return None


def play_bots(platform, game_id: str) -> int:
    """Let bot seats act until a human owes the next command or the game ends; how many acted.

    Each bot command is chosen for one version and only appended at that version: if
    the game moved meanwhile (another request drove the bots), it is chosen again.
    """
    game = platform.loader.load(game_id)
    for played in range(MAX_BOT_COMMANDS):
        ruleset = platform.rulesets[game.ruleset]
        turn = next_bot_turn(game, ruleset) if game.status == "running" else None
        if turn is None:
            return played
        seat, legal = turn
        rnd = random.Random(f"{game_id}:{game.version}:{seat}")
        body = BOTS[game.seats[seat].bot](ruleset, ruleset.view(game.rules, seat), legal, rnd)
        command = from_jsonable(ruleset.command_type(body["type"]), {**body, "seat": seat})
        try:
            game = platform.handler.play(game_id, command, {"bot": seat}, expected_version=game.version).after
        except StaleVersion:
            game = platform.loader.load(game_id)
    raise RuntimeError(f"bots of game {game_id} did not stop after {MAX_BOT_COMMANDS} commands")


def play_bots_after(platform, game_id: str, status: int) -> None:
    """After a successful request, let bots act; a bot's failure never undoes the caller's answer."""
    if status >= 300:
        return
    try:
        play_bots(platform, game_id)
    except Exception:
        log.exception("bots of game %s stopped", game_id)
