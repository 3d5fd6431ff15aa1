"""Component data of Jockey, loaded from content.json and validated at import: horses, track, cards, money."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

TITLE, MIN_SEATS, MAX_SEATS = "Jockey", 2, 6  # the box: the game's name and how many seats it takes

CONTENT_PATH = Path(__file__).with_name("content.json")
COLOUR_KINDS = ("plus7", "plus10", "triple", "upto30")
NEUTRAL_KINDS = ("no2plus13", "no4plus20", "no3upto18")


@dataclass(frozen=True)
class Card:
    """One jockey card: a stable id ("c17"), its kind and, for a colour card, its horse."""

    id: str
    kind: str
    colour: str | None


@dataclass(frozen=True)
class Content:
    """Everything table-specific: horses, track, deal sizes, stakes and loan limits, the card mix."""

    horses: tuple[str, ...]
    track_length: int
    starting_capital: int
    races_per_round: int
    deal: Mapping[int, int]
    refill: int
    keep_max: int
    stake_min: int
    stake_max: int
    stake_unit: int
    loan_below: int
    loan_max: int
    cards: tuple[Card, ...]
    card_names: Mapping[str, str]


def _require(condition: bool, message: str) -> None:
    """Raise a ValueError naming the content problem unless `condition` holds."""
    if not condition:
        raise ValueError(f"jockey content.json: {message}")


def _count(data: Any, key: str, kinds: tuple[str, ...]) -> Mapping[str, int]:
    """A card-count table over exactly `kinds`, non-negative integers."""
    table = data.get(key)
    _require(isinstance(table, Mapping) and set(table) == set(kinds), f"{key!r} must map exactly {kinds}")
    _require(all(isinstance(n, int) and n >= 0 for n in table.values()), f"{key!r} counts must be integers >= 0")
    counts: Mapping[str, int] = table
    return counts


def build_cards(horses: tuple[str, ...], colour: Mapping[str, int], neutral: Mapping[str, int]) -> tuple[Card, ...]:
    """Ids c1.. in content order: each horse's colour cards, then the neutral cards."""
    kinds: list[tuple[str, str | None]] = [
        (kind, horse) for horse in horses for kind in COLOUR_KINDS for _ in range(colour[kind])
    ]
    kinds += [(kind, None) for kind in NEUTRAL_KINDS for _ in range(neutral[kind])]
    return tuple(Card(f"c{n}", kind, horse) for n, (kind, horse) in enumerate(kinds, start=1))


def parse_content(data: Any) -> Content:
    """Validate raw content data; raise ValueError with a clear message on the first problem."""
    _require(isinstance(data, Mapping), "the top level must be an object")
    horses = tuple(data.get("horses", ()))
    _require(len(horses) == 4 and len(set(horses)) == 4, "'horses' must name 4 different horses")
    deal = {int(k): v for k, v in data.get("deal", {}).items()}
    seat_counts = list(range(MIN_SEATS, MAX_SEATS + 1))
    _require(sorted(deal) == seat_counts, f"'deal' must give a hand size for {MIN_SEATS}..{MAX_SEATS} seats")
    stakes, loan = data.get("stakes", {}), data.get("loan", {})
    cards = build_cards(
        horses, _count(data, "colour_cards", COLOUR_KINDS), _count(data, "neutral_cards", NEUTRAL_KINDS)
    )
    _require(all(seats * size <= len(cards) for seats, size in deal.items()), "a deal needs more cards than exist")
    names = data.get("card_names", {})
    _require(set(names) == set(COLOUR_KINDS + NEUTRAL_KINDS), "'card_names' must name every card kind")
    return Content(
        horses=horses,
        track_length=int(data["track_length"]),
        starting_capital=int(data["starting_capital"]),
        races_per_round=int(data["races_per_round"]),
        deal=deal,
        refill=int(data["refill"]),
        keep_max=int(data["keep_max"]),
        stake_min=int(stakes["min"]),
        stake_max=int(stakes["max"]),
        stake_unit=int(stakes["unit"]),
        loan_below=int(loan["below"]),
        loan_max=int(loan["max_per_race"]),
        cards=cards,
        card_names=dict(names),
    )


def load_content(path: Path = CONTENT_PATH) -> Content:
    """Read and validate content.json."""
    return parse_content(json.loads(path.read_text(encoding="utf-8")))


CONTENT = load_content()
CARDS: Mapping[str, Card] = {card.id: card for card in CONTENT.cards}
CARD_ORDER: Mapping[str, int] = {card.id: int(card.id[1:]) for card in CONTENT.cards}  # card_number of each card
HORSES = CONTENT.horses


def card_number(card_id: str) -> int:
    """The number in a card id, for sorting ("c17" -> 17)."""
    return int(card_id[1:])
