"""Follow-up work run in-process (tests, bench): the RQ adapter is app.scheduling.RqScheduler."""

from __future__ import annotations

from datetime import datetime

from app.scheduling import RecordingScheduler
from bootstrap import Platform

from .turns import play_bot_turns, time_out


class InlineScheduler(RecordingScheduler):
    """Runs bot turns at once in the calling thread and keeps deadlines for the caller to fire."""

    def __init__(self, platform: Platform):
        super().__init__()
        self.platform = platform

    def bot_turns(self, game_id: str, version: int, delay_s: float = 0.0, watched: bool = True) -> None:
        """Play the bots' turns now (no think delay in-process)."""
        play_bot_turns(self.platform, game_id, version)

    def fire_timeouts(self, now: datetime) -> int:
        """Run every remembered deadline due by `now`; how many acted."""
        due = self.due_timeouts(now)
        return sum(time_out(self.platform, game_id, seat, since, now) for game_id, seat, since, _ in due)
