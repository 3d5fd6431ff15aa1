"""Follow a game's live feed (Server-Sent Events) with httpx, resuming with Last-Event-ID."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import httpx


def live_events(
    base_url: str, game_id: str, token: str | None = None, after: int = 0, reconnects: int = 5, timeout_s: float = 30.0
) -> Iterator[dict]:
    """Each event (a dict, as in the JSON pages) once and in order, until the server ends the game's feed.

    A dropped connection is resumed after the last event received (at most `reconnects` times in a row).
    """
    position, failures = {"last": after}, 0
    while True:
        try:
            over = yield from _connection(base_url, game_id, token, position, timeout_s)
            failures = 0
        except httpx.TransportError:
            failures += 1
            if failures > reconnects:
                raise
            time.sleep(0.2)
            continue
        if over:
            return


def _connection(base_url: str, game_id: str, token: str | None, position: dict, timeout_s: float):
    """Yield the events of one connection, keeping `position["last"]`; whether the feed is over (204)."""
    headers = {"Accept": "text/event-stream", "Last-Event-ID": str(position["last"])}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    with httpx.stream("GET", f"{base_url}/games/{game_id}/events", headers=headers, timeout=timeout_s) as answer:
        if answer.status_code == 204:
            return True
        answer.raise_for_status()
        data: list[str] = []
        for line in answer.iter_lines():
            if line.startswith("data:"):
                data.append(line[5:].lstrip())
            elif not line and data:
                event = json.loads("\n".join(data))
                data = []
                position["last"] = event["version"]
                yield event
    return False
