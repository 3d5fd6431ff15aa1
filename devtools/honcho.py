"""The one launcher of the Procfile's processes for `make run` and `make run-cluster`: honcho in its own process
group, this script's SIGINT and SIGTERM forwarded to it, and honcho stopped on any exit."""

from __future__ import annotations

import signal
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import FrameType

from devtools.redis_server import _die_with_parent, stop_process


class Honcho:
    """Runs honcho once; a signal before it runs is remembered (the caller stops what it started), after it is
    forwarded once, so that a terminal's Ctrl-C reaches honcho's processes only through this script."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.signals: list[int] = []
        self.process: subprocess.Popen[bytes] | None = None

    def take_signals(self) -> None:
        """From now on SIGINT and SIGTERM are this launcher's."""
        signal.signal(signal.SIGINT, self._on_signal)
        signal.signal(signal.SIGTERM, self._on_signal)

    @property
    def stopping(self) -> bool:
        """Whether a stop signal came."""
        return bool(self.signals)

    def run(self, argv: Sequence[str], env: Mapping[str, str], cwd: Path) -> int:
        """honcho with these arguments until it ends; 0 if a signal stopped it, else its exit code."""
        self.process = subprocess.Popen(
            [sys.executable, "-m", "honcho", *argv],
            env=dict(env),
            cwd=cwd,
            process_group=0,
            # if this script is SIGKILLed, honcho still gets SIGTERM (Linux)
            preexec_fn=_die_with_parent if sys.platform.startswith("linux") else None,
        )
        if self.signals:  # a signal came while honcho was being spawned
            self.process.send_signal(self.signals[0])
        code = self.process.wait()
        return 0 if self.signals else code

    def stop(self) -> None:
        """Stop honcho (and so its processes) if it still runs; later signals are ignored while things stop."""
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        if self.process is not None:
            stop_process(self.process, timeout=15)

    def _on_signal(self, signum: int, _frame: FrameType | None) -> None:
        first = not self.signals
        self.signals.append(signum)
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signum)
        elif first:
            print(f"{self.name}: {signal.Signals(signum).name} received, stopping", flush=True)
