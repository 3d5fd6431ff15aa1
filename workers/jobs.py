"""RQ job functions: module level, primitive arguments, idempotent (nothing happens if the game moved on)."""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterator
from contextvars import ContextVar

from bootstrap import Platform, build_platform

from . import turns, webhooks

_serving: ContextVar[Platform | None] = ContextVar("furlong_job_platform", default=None)


@contextlib.contextmanager
def serving(platform: Platform) -> Iterator[None]:
    """While a job runs, the platform of the worker process running it."""
    token = _serving.set(platform)
    try:
        yield
    finally:
        _serving.reset(token)


@functools.cache
def environment_platform() -> Platform:
    """A platform on the environment's Redis, built once, for a job run by a worker that serves none of its own
    (a plain `rq worker`)."""
    return build_platform()


def job_platform() -> Platform:
    """The platform of the worker process running this job (outside Furlong's worker: the environment's)."""
    return _serving.get() or environment_platform()


def play_bot_turns(game_id: str, version: int) -> int:
    """Bots act on the game as it was at `version`; nothing if it moved on."""
    return turns.play_bot_turns(job_platform(), game_id, version)


def expire_open_game(game_id: str) -> bool:
    """End a game still waiting for players; nothing if it started or ended (whether it ended it)."""
    return turns.expire(job_platform(), game_id)


def time_out(game_id: str, seat: int, since: str) -> bool:
    """Act for a seat whose deadline passed, unless it acted or stopped owing since `since`. Deadlines now go
    through the deadline index (workers/deadlines.py); this job still runs those scheduled before it."""
    return turns.time_out(job_platform(), game_id, seat, since)


def archive_game(game_id: str) -> str:
    """Hand a finished game over to the archive if it is due (app/archiving.py); nothing while archiving is paused
    (the store was down: the worker's sweep tries again). The outcome's name."""
    archiver = job_platform().archiver()
    return "paused" if archiver.hot.paused() else archiver.attempt(game_id)


def deliver_webhooks(subscription_id: str, game_id: str) -> str:
    """Send a subscription the game's messages it has not had answered yet, in order (workers/webhooks.py)."""
    return webhooks.deliver(job_platform(), subscription_id, game_id)
