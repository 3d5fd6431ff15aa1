"""The basic Neck and Neck player (placeholder until the strategy is written)."""
from __future__ import annotations

import random

from games.base import LegalCommand


def choose(view: dict, legal: tuple[LegalCommand, ...], rnd: random.Random) -> dict:
    """Choose a command body from the seat's view and legal commands."""
    raise NotImplementedError("the basic Neck and Neck strategy is being written")
