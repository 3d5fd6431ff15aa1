"""Turns nobody has to wait for: bot seats, and seats whose deadline passed. Idempotent per version."""

from __future__ import annotations

import logging
import random
from datetime import UTC, datetime
from typing import Any

from app.explanations import Weighed
from app.follow_ups import bot_turn, deadline, follow_up, iso, options, stand_in
from app.presence import gone_seats
from bootstrap import Platform
from events.game import Game, owing_seats
from events.handler import IN_BATCH, StaleVersion
from events.lifecycle import EXPERT_MS
from events.rng import sealed_bytes
from games.base import Command, RulesError

from .bots import SeatView, as_command, bot_of, expert_search

log = logging.getLogger(__name__)
BATCH = 50


def bot_command(platform: Platform, game: Game, seat: int, level: str) -> Command:
    """The command the bot of `level` chooses for a seat, from that seat's view only; its free choices come from the
    game's sealing key, so that nobody can work out a bot's sealed bet from the public log."""
    return bot_decision(platform, game, seat, level)[0]


def bot_decision(platform: Platform, game: Game, seat: int, level: str) -> tuple[Command, Weighed | None]:
    """`bot_command`, and for an expert the options it weighed (app/explanations.py)."""
    ruleset = platform.rulesets[game.ruleset]
    legal = ruleset.legal_commands(game.rules, seat)
    sealing = platform.handler.seeds.of(game).sealing
    rnd = random.Random(sealed_bytes(sealing, game.game_id, f"bot:{game.version}:{seat}"))
    view = SeatView(ruleset, game.rules, seat)
    if level == "expert":
        searched = expert_search(ruleset, view, legal, rnd, options(game).get("expert_ms", EXPERT_MS))
        return as_command(ruleset, searched.body, seat), searched.weighed() if searched.playouts else None
    return as_command(ruleset, bot_of(level, options(game))(ruleset, view, legal, rnd), seat), None


def explain(platform: Platform, game_id: str, version: int, seat: int, weighed: Weighed) -> None:
    """Keep what an expert weighed (shown once the game is over); the command stands if it cannot be kept."""
    try:
        platform.explanations.record(game_id, version, seat, weighed)
    except Exception:
        log.warning("the options weighed at version %s of game %s were not kept", version, game_id, exc_info=True)


def play_bot_turns(platform: Platform, game_id: str, version: int) -> int:
    """Bots act on the game as it was at `version`; how many commands they sent (one, after an expert's search:
    a job holds its worker for one search at most, so other tables' bots never wait behind a game of experts).

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
        command, weighed = bot_decision(platform, game, seat, level)
        first = game.version + 1  # the version of the command's first event
        try:
            game = platform.handler.play(game_id, command, {"bot": seat}, game.version, IN_BATCH).game
        except StaleVersion:
            return played
        if weighed:
            explain(platform, game_id, first, seat, weighed)
        played += 1
        if options(game).get("bot_delay_ms") or level == "expert":  # paced, or a search: one decision a job
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


def time_out(
    platform: Platform, game_id: str, seat: int, since: str, now: datetime | None = None, gone: bool = False
) -> bool:
    """Act for a seat whose deadline passed (or, `gone`, whose player is gone: now), unless it acted or stopped
    owing since; whether it acted."""
    game = platform.loader.load(game_id)
    if game is None or game.status != "running":
        return False
    due, now = deadline(game, seat), now or datetime.now(UTC)
    if due is None or game.owing_since.get(seat) != since:
        return False
    due = min(due, now) if gone else due
    if now < due:
        platform.scheduler.timeout(game_id, seat, since, due)
        return False
    ruleset = platform.rulesets[game.ruleset]
    body = ruleset.timeout_command(game.rules, seat)
    command = as_command(ruleset, body, seat) if body else bot_command(platform, game, seat, stand_in(game))
    actor = {"system": "timeout", "for_seat": seat}
    try:
        timed_out = platform.handler.time_out(game_id, seat, iso(due), command, actor, game.version, IN_BATCH, gone)
        after = timed_out.game
    except StaleVersion:
        return False
    follow_up(platform, game, finish_turn(platform, after, seat, actor))
    return True


def play_for_the_gone(platform: Platform, game: Game, now: datetime | None = None) -> int:
    """Time out at once each turn that a seat whose player is gone owes (app/presence.py); how many."""
    now = now or datetime.now(UTC)
    seen = platform.presence.last_seen(game.game_id)
    acted = 0
    for seat in gone_seats(game, seen, now.timestamp()):
        if (since := game.owing_since.get(seat)) is not None:
            acted += time_out(platform, game.game_id, seat, since, now, gone=True)
    return acted


def finish_turn(platform: Platform, game: Game, seat: int, actor: dict[str, Any]) -> Game:
    """The stand-in bot (the game's `stand_in` level, basic by default) plays the rest of a timed-out seat's turn."""
    ruleset = platform.rulesets[game.ruleset]
    for _ in range(BATCH):
        if seat not in owing_seats(game, ruleset):
            break
        command = bot_command(platform, game, seat, stand_in(game))
        try:
            game = platform.handler.play(game.game_id, command, actor, game.version, IN_BATCH).game
        except StaleVersion:
            break
    return game
