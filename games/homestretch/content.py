"""Component data of Homestretch: the track and its race mechanics, the race cards, and content.json loaded and
validated at import."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# --- The track: the race mechanics shared by the rules and the tote simulation (spaces, handicaps, last place,
# special moves).

HORSES = tuple(range(2, 13))
TRACK_SPACES = 9
FINISH = TRACK_SPACES + 1  # a horse finishes on its 10th space
LINES = ("win", "place", "show")
PLACES_PAID = 3


def bonus(token: str | None) -> int:
    """Spaces a + handicap token adds to the horse's first move (0 for none or X)."""
    return int(token[1:]) if token and token.startswith("+") else 0


def cancels(token: str | None) -> bool:
    """True for the X token: it cancels the horse's first move."""
    return token == "X"


def first_move_spaces(token: str | None, spaces: int) -> int:
    """Spaces the horse actually moves on the roll that spends its handicap token."""
    return 0 if cancels(token) else spaces + bonus(token)


def special_steps(die_a: int, die_b: int) -> int:
    """The special move's length by the dice difference: 0-1 -> 1, 2 -> 2, 3 or more -> 3."""
    difference = abs(die_a - die_b)
    return 1 if difference <= 1 else 2 if difference == 2 else 3


def last_place(positions: Mapping[int, int], finished: Iterable[int]) -> tuple[int, ...]:
    """The horses still racing that are furthest behind (ties: all of them), by number."""
    done = set(finished)
    racing = {h: p for h, p in positions.items() if h not in done}
    if not racing:
        return ()
    lowest = min(racing.values())
    return tuple(sorted(h for h, p in racing.items() if p == lowest))


def advanced(position: int, spaces: int) -> int:
    """The new space of a horse moving `spaces`; it stops on the finish (10)."""
    return min(FINISH, position + spaces)


def has_finished(position: int) -> bool:
    """True once the horse reached its 10th space."""
    return position >= FINISH


# --- Race cards: parsed and validated from content.json.

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


# --- The rest of the component data, loaded from content.json and validated at import.

TITLE, MIN_SEATS, MAX_SEATS = "Homestretch", 2, 6  # the box: the game's name and how many seats it takes

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
    require(tuple(sorted(horses)) == HORSES, "'horses' must list horses 2 to 12 once each")
    require(all(h.price > 0 and h.price % 1000 == 0 for h in horses.values()), "prices are whole thousands")
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
    require(sorted(map(int, rows)) == list(HORSES), "tote rows must cover horses 2 to 12")
    return {int(h): tuple(kind(v) for v in row) for h, row in rows.items()}


def parse_content(data: Mapping[str, Any]) -> Content:
    """Validate raw content data; raise ValueError with a clear message on the first problem."""
    cards = tuple(parse_race_card(c, data["handicap_tokens"]) for c in data["race_cards"])
    require([sum(c.deck == d for c in cards) for d in DECKS] == [12, 11], "12 purple and 11 green race cards")
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
    require(len(content.share_cards) == 33, "33 share cards")
    require(sorted(content.seat_colours) == list(content.seat_colours), "colours listed alphabetically")
    require(all(len(row) == len(LINES) for row in content.tote.values()), "tote rows are win, place, show")
    return content


def load_content(path: Path = CONTENT_PATH) -> Content:
    """Read and validate content.json."""
    return parse_content(json.loads(path.read_text(encoding="utf-8")))


CONTENT = load_content()
