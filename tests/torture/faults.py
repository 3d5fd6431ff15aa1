"""Faults injected under load: SIGKILL a web worker, the RQ worker, or redis-server (then restart it); on a
cluster stack also a master (its replica takes over) or a slot moved to another master."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .load import Tally
from .processes import Stack


@dataclass
class Fault:
    """One fault: what was killed (its pid) and when, in seconds since the case began."""

    kind: str
    pid: int
    at_s: float


@dataclass
class Injector:
    """Injects `plan` ((share, kind) in order) as the tally passes that share of its target or of its time."""

    stack: Stack
    plan: list[tuple[float, str]]
    began: float
    done: list[Fault] = field(default_factory=list)
    revived: int = 0
    errors: list[str] = field(default_factory=list)

    def inject(self, kind: str) -> None:
        """One fault of `kind`, now."""
        pid = self.stack.strike(kind)
        self.done.append(Fault(kind, pid, round(time.monotonic() - self.began, 1)))

    def run(self, tally: Tally, busy: Callable[[], bool]) -> None:
        """While `busy()`, follow the tally, injecting each planned fault in turn, and revive RQ workers that
        exited on their own. Runs in the main thread: the processes it starts die with it."""
        pending = list(self.plan)
        while busy():
            if pending and tally.passed(pending[0][0]):
                try:
                    self.inject(pending.pop(0)[1])
                except Exception as error:  # recorded: the case fails on it
                    self.errors.append(f"{type(error).__name__}: {error}")
                finally:
                    tally.fault_struck()
            self.revived += self.stack.revive_workers()
            time.sleep(0.2)
        self.errors.extend(f"fault not injected: {kind} at {share:.0%} of the target" for share, kind in pending)
