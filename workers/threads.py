"""The worker's own threads (the deadline poller, the all-games feed's publisher): each a daemon running its `_run`
until stopped."""

from __future__ import annotations

import threading
from typing import Self


class Daemon:
    """A daemon thread named `NAME` running `_run`, which returns once `_stopped` is set."""

    NAME = "daemon"

    def __init__(self) -> None:
        self._stopped = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> Self:
        """Run in a daemon thread until stopped."""
        self._stopped.clear()
        self._thread = threading.Thread(target=self._run, name=self.NAME, daemon=True)
        self._thread.start()
        return self

    def stop(self, wait_s: float = 5.0) -> None:
        """Ask the thread to stop, letting the work in hand finish (waiting at most `wait_s`)."""
        self._stopped.set()
        if self._thread is not None:
            self._thread.join(wait_s)

    def _run(self) -> None:
        """The thread's work, until `_stopped` is set."""
        raise NotImplementedError
