"""The RQ worker Furlong runs: before working, it reschedules what a crash may have left undone."""
from __future__ import annotations

import logging

from rq import Worker

from .turns import follow_up_safely

log = logging.getLogger(__name__)


def recover(platform) -> int:
    """Schedule bot turns and deadlines for every running game, as if each had just moved; how many."""
    running = platform.lobby.games("running", limit=10_000)
    for summary in running:
        try:
            game = platform.loader.load(summary["game_id"])
        except Exception:
            log.exception("cannot load game %s to recover it", summary["game_id"])
            continue
        if game is not None:
            follow_up_safely(platform, None, game)
    return len(running)


class FurlongWorker(Worker):
    """An RQ worker that first recovers running games (jobs are idempotent, so repeats are harmless)."""

    def work(self, *args, **kwargs) -> bool:
        """Recover, then work as usual."""
        from service.composition import build_platform

        count = recover(build_platform(client=self.connection))
        log.info("recovered follow-ups of %d running games", count)
        return super().work(*args, **kwargs)
