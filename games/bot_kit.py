"""What every bot strategy (each game's bot.py) reads and answers: a seat's view of the game and a command body.

A strategy is pure: (view, legal commands, a seeded `random.Random`) -> a command body, all JSON. It sees only
what its seat may see, so it never learns a secret; the platform's `basic` bot level plays the ruleset's
strategy (`Ruleset.bot`, assembled from the game's bot.py by games/assemble.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import Body, Strategy, View

Record = Mapping[str, Any]  # one object inside a view: a horse, a seat, a card, a bet

__all__ = ["Body", "Record", "Strategy", "View"]
