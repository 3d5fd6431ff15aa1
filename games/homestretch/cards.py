"""Race cards: parsed and validated from content.json (no module-level content, so the tote can load them)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .track import HORSES

CONTENT_PATH = Path(__file__).with_name("content.json")
DECKS = ("purple", "green")
PURSE_RANGE = {"purple": (6000, 24000), "green": (12000, 36000)}
PURSE_STEP = 3000  # purses split exactly in halves and thirds
TOKEN_KINDS = ("+2", "+4", "+6", "X")


def require(condition: bool, message: str) -> None:
    """Raise a ValueError naming the content problem unless `condition` holds."""
    if not condition:
        raise ValueError(f"homestretch content.json: {message}")


@dataclass(frozen=True)
class RaceCard:
    """A race card: Win/Place/Show purses and the handicap token behind each listed horse."""

    id: str
    deck: str
    name: str
    purses: tuple[int, int, int]
    handicaps: Mapping[int, str]


def parse_race_card(data: Mapping[str, Any], supply: Mapping[str, int]) -> RaceCard:
    """One validated race card."""
    card = RaceCard(
        data["id"], data["deck"], data["name"], tuple(data["purses"]), {int(h): t for h, t in data["handicaps"].items()}
    )
    low, high = PURSE_RANGE.get(card.deck, (0, -1))
    require(
        len(card.purses) == 3 and all(low <= p <= high and p % PURSE_STEP == 0 for p in card.purses),
        f"race card {card.id}: purses must be multiples of ${PURSE_STEP:,} within ${low:,}-${high:,}",
    )
    require(all(h in HORSES and t in TOKEN_KINDS for h, t in card.handicaps.items()), f"{card.id}: bad handicap")
    used = list(card.handicaps.values())
    require(all(used.count(t) <= supply[t] for t in TOKEN_KINDS), f"{card.id} uses more tokens than exist")
    return card


def load_race_cards(path: Path = CONTENT_PATH) -> tuple[RaceCard, ...]:
    """Only the race cards (the tote derivation needs them before a board exists)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return tuple(parse_race_card(c, data["handicap_tokens"]) for c in data["race_cards"])
