"""What follows an append in time: the bots' next turns and the deadlines of seats whose clock restarted."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from app.scheduling import DeadlineIndexPort, Scheduler
from events.game import Game, owing_seats
from events.store import Rider
from games.base import Ruleset

log = logging.getLogger(__name__)


class Scheduling(Protocol):
    """The part of the platform follow-ups need: the rulesets and a scheduler."""

    @property
    def rulesets(self) -> Any:
        """The rulesets by id."""

    @property
    def scheduler(self) -> Scheduler:
        """Where follow-up work goes."""


def moment(iso_text: str) -> datetime:
    """An event's `at` as an aware datetime."""
    return datetime.fromisoformat(iso_text.replace("Z", "+00:00"))


def iso(when: datetime) -> str:
    """An aware datetime in the log's format."""
    return when.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def options(game: Game) -> dict[str, Any]:
    """The game's public options (empty before creation)."""
    return dict(game.options or {})


def deadline(game: Game, seat: int) -> datetime | None:
    """When the seat's time runs out, if it owes a command, is human and the game has a timeout: its time bank's
    seconds left (with `time_bank_s`; an empty bank: at once), else `turn_timeout_s`, from when its turn began."""
    since = game.owing_since.get(seat)
    if since is None or game.seats[seat].played_by:
        return None
    chosen = options(game)
    if bank := chosen.get("time_bank_s", 0):
        return moment(since) + timedelta(seconds=game.banks[seat] if game.banks else bank)
    timeout = chosen.get("turn_timeout_s", 0)
    return moment(since) + timedelta(seconds=timeout) if timeout else None


def open_for_s(platform: Scheduling) -> int:
    """How long a game may wait for players before it expires (OPEN_GAME_TTL_S; 0: forever)."""
    settings = getattr(platform, "settings", None) or {}
    return int(settings.get("OPEN_GAME_TTL_S", 0))


def archive_after_s(platform: Scheduling) -> float:
    """How long after its end a finished game goes to the archive (ARCHIVE_AFTER_S)."""
    settings = getattr(platform, "settings", None) or {}
    return float(settings.get("ARCHIVE_AFTER_S", 300))


def bot_turn(game: Game, ruleset: Ruleset) -> tuple[int, str] | None:
    """The first seat a bot plays that owes a command now, with the bot's level."""
    for seat in owing_seats(game, ruleset):
        if level := game.seats[seat].played_by:
            return seat, level if game.seats[seat].bot else stand_in(game)
    return None


def stand_in(game: Game) -> str:
    """The bot level that plays a human seat on autoplay, after it left, or when its turn times out."""
    return str(options(game).get("stand_in", "basic"))


def follow_up(platform: Scheduling, before: Game | None, after: Game, rode: bool = False) -> None:
    """After an append: schedule the bots' next turns and the deadlines of seats whose clock restarted, and
    cancel the deadlines of seats that stopped owing (unless these rode with the append: `deadlines_rider`)."""
    if not rode:
        ended, started = ended_turns(before, after), started_turns(before, after)
        if ended or started:
            platform.scheduler.retime(after.game_id, ended, started)
    if before is not None and before.version == 0 and after.status == "open" and (ttl := open_for_s(platform)):
        platform.scheduler.expiry(after.game_id, moment(after.created_at) + timedelta(seconds=ttl))
    if after.status == "finished" and before is not None and before.status != "finished":
        platform.scheduler.archive(after.game_id, datetime.now(UTC) + timedelta(seconds=archive_after_s(platform)))
    if after.status == "running" and bot_turn(after, platform.rulesets[after.ruleset]):
        delay_s, watched = options(after).get("bot_delay_ms", 0) / 1000, any(s.kind == "human" for s in after.seats)
        platform.scheduler.bot_turns(after.game_id, after.version, delay_s, watched)


def deadlines_rider(index: DeadlineIndexPort) -> Callable[[Game, Game], Rider | None]:
    """An append's deadline changes as a rider of the append, for a deadline index on the store's own Redis."""

    def rider(before: Game, after: Game) -> Rider | None:
        ended, started = ended_turns(before, after), started_turns(before, after)
        return index.rider(after.game_id, ended, started) if ended or started else None

    return rider


def started_turns(before: Game | None, after: Game) -> list[tuple[int, str, datetime]]:
    """The seats whose clock (re)started with this append and that have a deadline: (seat, since, due)."""
    if after.status != "running":
        return []
    earlier = before.owing_since if before is not None else {}
    return [
        (seat, since, due)
        for seat, since in after.owing_since.items()
        if earlier.get(seat) != since and (due := deadline(after, seat)) is not None
    ]


def ended_turns(before: Game | None, after: Game) -> list[tuple[int, str]]:
    """The seats that had a deadline before and have none now (they acted, left, or the game ended), with the
    `since` of that deadline."""
    if before is None:
        return []
    still_due = {seat for seat in after.owing_since if deadline(after, seat)} if after.status == "running" else set()
    return [
        (seat, since) for seat, since in before.owing_since.items() if deadline(before, seat) and seat not in still_due
    ]


def follow_up_safely(platform: Scheduling, before: Game | None, after: Game) -> None:
    """follow_up, logging failures: the command is committed; recovery reschedules what was missed."""
    try:
        follow_up(platform, before, after)
    except Exception:
        log.exception("could not schedule follow-ups of game %s at version %s", after.game_id, after.version)
