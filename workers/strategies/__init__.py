"""The `basic` bot's strategy per ruleset: (view, legal commands, rnd) -> a command body."""
from __future__ import annotations

from . import neck_and_neck, photo_finish

STRATEGIES = {"neck_and_neck": neck_and_neck.choose, "photo_finish": photo_finish.choose}
