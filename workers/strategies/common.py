"""What every strategy reads and answers: a seat's view of the game and a command body, both JSON."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from games.base import LegalCommand

View = Mapping[str, Any]  # what one seat may see: the ruleset's `view`, as JSON
Record = Mapping[str, Any]  # one object inside a view: a horse, a seat, a card, a bet
Body = dict[str, Any]  # a command body, as a client sends it
Strategy = Callable[[View, tuple[LegalCommand, ...], random.Random], Body]
