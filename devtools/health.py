"""The one health poll of every server a test, bench or torture run starts: until it answers 200, or why not."""

from __future__ import annotations

import subprocess
import time
import urllib.request
from collections.abc import Callable
from typing import IO


def wait_until_healthy(
    url: str,
    process: subprocess.Popen[bytes],
    timeout_s: float = 30.0,
    output: Callable[[], str] = lambda: "",
) -> None:
    """Poll `url` (a server's /healthz) until it answers 200; RuntimeError with the end of the process's `output`
    if the process exits first or time runs out."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{process.args!r} exited with code {process.returncode}:\n{output()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:  # refused, reset, or an HTTP error (urllib's are OSErrors)
            pass
        time.sleep(0.1)
    raise RuntimeError(f"{url} did not answer 200 within {timeout_s:g} s:\n{output()[-3000:]}")


def exited_text(process: subprocess.Popen[bytes], pipe: IO[bytes] | None) -> Callable[[], str]:
    """What a process wrote to one of its pipes, for `output`: read once it has exited (reading a live process's
    pipe would wait for it), else nothing."""

    def read() -> str:
        if process.poll() is None or pipe is None:
            return ""
        return pipe.read().decode(errors="replace")

    return read


def file_text(file: IO[bytes]) -> Callable[[], str]:
    """What a process wrote to an open file so far, for `output`."""

    def read() -> str:
        file.seek(0)
        return file.read().decode(errors="replace")

    return read
