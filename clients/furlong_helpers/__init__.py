"""Small hand-written helpers beside the generated client (clients/python/furlong_client).

The generator covers every JSON route. What it cannot do is here:
- `spectator(base_url)`: a client for the reads a spectator may make (the generator types
  every read that *accepts* a seat token as needing one; this client sends none);
- `live_events(...)`: follow the live feed (Server-Sent Events), resuming with
  Last-Event-ID after a dropped connection;
- `typed_command(ruleset_id, body)`: a legal command's body as its generated model;
- `filled(legal)`: a legal command with its free params set to their minimum.
"""

from .commands import filled, typed_command
from .live import live_events
from .spectators import spectator

__all__ = ["filled", "live_events", "spectator", "typed_command"]
