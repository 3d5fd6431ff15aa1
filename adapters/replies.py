"""Redis replies as text, whether a client decodes them or not (RQ's does not)."""

from __future__ import annotations

from typing import Any


def text(reply: Any) -> str:
    """A reply (bytes or str) as a str."""
    return reply.decode("utf-8") if isinstance(reply, bytes) else str(reply)
