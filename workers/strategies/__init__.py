"""The `basic` bot's strategy per ruleset: (view, legal commands, rnd) -> a command body."""

from __future__ import annotations

from . import homestretch, jockey, long_shot, neck_and_neck, photo_finish
from .common import Strategy

STRATEGIES: dict[str, Strategy] = {
    "homestretch": homestretch.choose,
    "jockey": jockey.choose,
    "long_shot": long_shot.choose,
    "neck_and_neck": neck_and_neck.choose,
    "photo_finish": photo_finish.choose,
}
