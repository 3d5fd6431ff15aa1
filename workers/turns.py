"""Turns nobody has to wait for: bot seats, and seats whose deadline passed. Idempotent per version."""

from __future__ import annotations

import logging
import random
from datetime import UTC, datetime
from typing import Any

from app.follow_ups import bot_turn, deadline, follow_up, iso, options
from bootstrap import Platform
from events.game import Game, owing_seats
from events.handler import IN_BATCH, StaleVersion
from events.rng import sealed_bytes
from games.base import Command, RulesError

from .bots import BOTS, SeatView, as_command

log = logging.getLogger(__name__)
BATCH = 50


def bot_command(platform: Platform, game: Game, seat: int, level: str) -> Command:
    """The command the bot of `level` chooses for a seat, from that seat's view only; its free choices come from the
    game's sealing key, so that nobody can work out a bot's sealed bet from the public log."""
    ruleset = platform.rulesets[game.ruleset]
    legal = ruleset.legal_commands(game.rules, seat)
    sealing = platform.handler.seeds.of(game).sealing
    rnd = random.Random(sealed_bytes(sealing, game.game_id, f"bot:{game.version}:{seat}"))
    body = BOTS[level](ruleset, SeatView(ruleset, game.rules, seat), legal, rnd)
    return as_command(ruleset, body, seat)


def play_bot_turns(platform: Platform, game_id: str, version: int) -> int:
    """Bots act on the game as it was at `version`; how many commands they sent.

    If it moved on, they do not act, but its follow-ups are scheduled (each once): a retried job whose first run
    appended and then failed (storage failing over) would otherwise leave the bots' next turn to the sweep."""
    start = platform.loader.load(game_id)
    if start is None:
        return 0
    if start.version != version:
        follow_up(platform, None, start)
        return 0
    game, ruleset, played = start, platform.rulesets[start.ruleset], 0
    while played < BATCH and (turn := bot_turn(game, ruleset)):
        seat, level = turn
        command = bot_command(platform, game, seat, level)
        try:
            game = platform.handler.play(game_id, command, {"bot": seat}, game.version, IN_BATCH).game
        except StaleVersion:
            return played
        played += 1
        if options(game).get("bot_delay_ms"):
            break
    follow_up(platform, start, game)
    return played


def expire(platform: Platform, game_id: str) -> bool:
    """End the game if nobody took its open seats in time; whether it did."""
    game = platform.loader.load(game_id)
    if game is None or game.status != "open":
        return False
    try:
        platform.handler.expire(game_id)
    except RulesError:  # the last seat was taken meanwhile
        return False
    return True


def time_out(platform: Platform, game_id: str, seat: int, since: str, now: datetime | None = None) -> bool:
    """Act for a seat whose deadline passed, unless it acted or stopped owing since; whether it acted."""
    game = platform.loader.load(game_id)
    if game is None or game.status != "running":
        return False
    due, now = deadline(game, seat), now or datetime.now(UTC)
    if due is None or game.owing_since.get(seat) != since:
        return False
    if now < due:
        platform.scheduler.timeout(game_id, seat, since, due)
        return False
    ruleset = platform.rulesets[game.ruleset]
    body = ruleset.timeout_command(game.rules, seat)
    command = as_command(ruleset, body, seat) if body else bot_command(platform, game, seat, "basic")
    actor = {"system": "timeout", "for_seat": seat}
    try:
        after = platform.handler.time_out(game_id, seat, iso(due), command, actor, game.version, IN_BATCH).game
    except StaleVersion:
        return False
    follow_up(platform, game, finish_turn(platform, after, seat, actor))
    return True


def finish_turn(platform: Platform, game: Game, seat: int, actor: dict[str, Any]) -> Game:
    """The basic bot plays the rest of a timed-out seat's turn."""
    ruleset = platform.rulesets[game.ruleset]
    for _ in range(BATCH):
        if seat not in owing_seats(game, ruleset):
            break
        command = bot_command(platform, game, seat, "basic")
        try:
            game = platform.handler.play(game.game_id, command, actor, game.version, IN_BATCH).game
        except StaleVersion:
            break
    return game
