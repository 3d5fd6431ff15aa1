"""RQ job functions: module level, primitive arguments, idempotent (nothing happens if the game moved on)."""

from __future__ import annotations

from rq import get_current_job

from app.bootstrap import Platform, build_platform

from . import turns

_platforms: dict[int, Platform] = {}


def job_platform() -> Platform:
    """The platform on the current job's Redis connection (one per worker process)."""
    connection = get_current_job().connection
    if id(connection) not in _platforms:
        _platforms[id(connection)] = build_platform(client=connection)
    return _platforms[id(connection)]


def play_bot_turns(game_id: str, version: int) -> int:
    """Bots act on the game as it was at `version`; nothing if it moved on."""
    return turns.play_bot_turns(job_platform(), game_id, version)


def time_out(game_id: str, seat: int, since: str) -> bool:
    """Act for a seat whose deadline passed, unless it acted or stopped owing since `since`."""
    return turns.time_out(job_platform(), game_id, seat, since)
