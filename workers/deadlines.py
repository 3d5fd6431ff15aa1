"""The deadline poller: a thread in every worker that takes due turn deadlines from the index and acts on them."""

from __future__ import annotations

import logging
import time

from bootstrap import Platform

from .threads import Daemon
from .turns import time_out

log = logging.getLogger(__name__)
BATCH = 100
REDIS_WAIT_S = 1.0
RETRIES, RETRY_AFTER_S = 6, 0.5  # a deadline that failed (storage failing over?) is tried again, later each time


class DeadlinePoller(Daemon):
    """Every `interval_s`, takes the due deadlines (each is taken by one poller) and times their seats out.

    A deadline taken by a worker that dies before acting is added again by the worker's sweep."""

    NAME = "deadline-poller"

    def __init__(self, platform: Platform, interval_s: float = 0.2):
        if platform.deadlines is None:
            raise ValueError("the deadline index lives in Redis; in-process deadlines are fired by InlineScheduler")
        self.platform, self.interval_s, self.index = platform, interval_s, platform.deadlines
        super().__init__()
        self._again: list[tuple[float, str, int, str, int]] = []  # (when, game, seat, since, tries so far)

    def poll(self, now: float | None = None) -> int:
        """Take the deadlines due by `now` (epoch seconds) and act on each; how many were taken."""
        self._retry_due()
        taken = self.index.take(time.time() if now is None else now, BATCH)
        for game_id, seat, since in taken:
            self._act(game_id, seat, since)
        return len(taken)

    def _retry_due(self) -> None:
        """Act again on the failed deadlines whose pause is over."""
        now = time.monotonic()
        due = [entry for entry in self._again if entry[0] <= now]
        self._again = [entry for entry in self._again if entry[0] > now]
        for _, game_id, seat, since, tries in due:
            self._act(game_id, seat, since, tries)

    def _act(self, game_id: str, seat: int, since: str, tries: int = 0) -> None:
        """Time the seat out (idempotent); on failure try again shortly, then leave it to the sweep."""
        try:
            time_out(self.platform, game_id, seat, since)
        except Exception as error:
            if tries < RETRIES:
                log.warning("deadline of game %s seat %s failed (%s); trying again", game_id, seat, error)
                self._again.append((time.monotonic() + RETRY_AFTER_S * (tries + 1), game_id, seat, since, tries + 1))
            else:
                log.exception("deadline of game %s seat %s failed; the sweep adds it again", game_id, seat)

    def _run(self) -> None:
        while not self._stopped.is_set():
            self._stopped.wait(self._round())

    def _round(self) -> float:
        """One poll; how long to wait before the next (none while a full batch suggests more are due)."""
        try:
            return 0.0 if self.poll() == BATCH else self.interval_s
        except self.platform.failures as error:
            log.warning("cannot take due deadlines (%s); trying again", error)
            return REDIS_WAIT_S
        except Exception:
            log.exception("deadline poll failed; trying again")
            return self.interval_s
