"""RQ job functions: module level, primitive arguments, idempotent (nothing happens if the game moved on)."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Any

from bootstrap import Platform, build_platform

from . import turns

_platforms: dict[int, Platform] = {}  # the platform holds its connection, so an id is never reused while kept
_building = threading.Lock()
_serving: ContextVar[Platform | None] = ContextVar("furlong_job_platform", default=None)


def platform_for(connection: Any) -> Platform:
    """The platform whose jobs' Redis is this worker's connection, built once per process: the worker runs jobs in
    its own process (SimpleWorker), so its Redis pool and its loader's hot game states serve every job, the sweep and
    the deadline poller. The store is on the same Redis unless REDIS_CLUSTER_NODES or RQ_REDIS_URL say otherwise."""
    with _building:
        if id(connection) not in _platforms:
            _platforms[id(connection)] = build_platform(jobs_client=connection)
        return _platforms[id(connection)]


@contextlib.contextmanager
def serving(platform: Platform) -> Iterator[None]:
    """While a job runs, the platform of the worker process running it."""
    token = _serving.set(platform)
    try:
        yield
    finally:
        _serving.reset(token)


def job_platform() -> Platform:
    """The platform of the worker process running this job (outside a worker: one on the environment's Redis)."""
    return _serving.get() or platform_for(None)


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
