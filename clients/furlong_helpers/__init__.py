"""Small hand-written helpers beside the generated client (clients/python/furlong_client).

The generator covers every JSON route. What it cannot do is here:
- `spectator(base_url)`: a client for the reads a spectator may make (the generator types
  every read that *accepts* a seat token as needing one; this client sends none);
- `live_events(...)`: follow the live feed (Server-Sent Events), resuming with
  Last-Event-ID after a dropped connection.

A legal command's `command` is already its ruleset's typed model, a ready body (each free param at its least).
"""

from .live import live_events
from .spectators import spectator

__all__ = ["live_events", "spectator"]
