"""Component data of Homestretch, loaded from content.json and validated at import."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .cards import DECKS, RaceCard, parse_race_card
from .cards import require as _require
from .track import HORSES, LINES

TITLE, MIN_SEATS, MAX_SEATS = "Homestretch", 2, 6  # the box: the game's name and how many seats it takes

CONTENT_PATH = Path(__file__).with_name("content.json")
LONGSHOTS, FIELD, FAVOURITES = (2, 3, 11, 12), (4, 5, 9, 10), (6, 7, 8)


@dataclass(frozen=True)
class Horse:
    """A horse: its number (the dice sum), name and share price."""

    horse: int
    name: str
    price: int


@dataclass(frozen=True)
class ShareCard:
    """One owner share card: `id` like "blue-7a", its horse and deck."""

    id: str
    horse: int
    deck: str


@dataclass(frozen=True)
class Content:
    """Everything table-specific: money, horses, share decks, race cards, tote board and odds."""

    starting_cash: int
    race_decks: tuple[str, ...]
    horses: Mapping[int, Horse]
    share_cards: Mapping[str, ShareCard]
    handicap_tokens: Mapping[str, int]
    bet_tokens: tuple[int, ...]
    token_unit: int
    blind_buy_fee: int
    seat_colours: tuple[str, ...]
    race_cards: Mapping[str, RaceCard]
    tote: Mapping[int, tuple[int, int, int]]
    odds: Mapping[str, Mapping[int, tuple[float, float, float]]]

    def price(self, card: str) -> int:
        """The share price of a card's horse."""
        return self.horses[self.share_cards[card].horse].price

    def deck(self, name: str) -> tuple[str, ...]:
        """The ids of one share deck, in content order."""
        return tuple(c.id for c in self.share_cards.values() if c.deck == name)


def _horses(data: Any) -> dict[int, Horse]:
    horses = {h["horse"]: Horse(h["horse"], h["name"], h["price"]) for h in data}
    _require(tuple(sorted(horses)) == HORSES, "'horses' must list horses 2 to 12 once each")
    _require(all(h.price > 0 and h.price % 1000 == 0 for h in horses.values()), "prices are whole thousands")
    return horses


def _share_cards(copies: Mapping[str, int]) -> dict[str, ShareCard]:
    cards = {}
    for deck, count in copies.items():
        for h in HORSES:
            for k in range(count):
                suffix = "abcdef"[k] if count > 1 else ""
                cards[f"{deck}-{h}{suffix}"] = ShareCard(f"{deck}-{h}{suffix}", h, deck)
    return cards


def _table(rows: Mapping[str, Any], kind: type[int] | type[float]) -> dict[int, tuple[Any, ...]]:
    _require(sorted(map(int, rows)) == list(HORSES), "tote rows must cover horses 2 to 12")
    return {int(h): tuple(kind(v) for v in row) for h, row in rows.items()}


def parse_content(data: Mapping[str, Any]) -> Content:
    """Validate raw content data; raise ValueError with a clear message on the first problem."""
    cards = tuple(parse_race_card(c, data["handicap_tokens"]) for c in data["race_cards"])
    _require([sum(c.deck == d for c in cards) for d in DECKS] == [12, 11], "12 purple and 11 green race cards")
    tote = data["tote"]
    content = Content(
        data["starting_cash"],
        tuple(data["race_decks"]),
        _horses(data["horses"]),
        _share_cards(data["share_decks"]),
        dict(data["handicap_tokens"]),
        tuple(data["bet_tokens"]),
        data["token_unit"],
        data["blind_buy_fee"],
        tuple(data["seat_colours"]),
        {c.id: c for c in cards},
        _table(tote["board"], int),
        {cid: _table(rows, float) for cid, rows in tote["odds"].items()},
    )
    _require(len(content.share_cards) == 33, "33 share cards")
    _require(sorted(content.seat_colours) == list(content.seat_colours), "colours listed alphabetically")
    _require(all(len(row) == len(LINES) for row in content.tote.values()), "tote rows are win, place, show")
    return content


def load_content(path: Path = CONTENT_PATH) -> Content:
    """Read and validate content.json."""
    return parse_content(json.loads(path.read_text(encoding="utf-8")))


CONTENT = load_content()
