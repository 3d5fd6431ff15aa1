"""Component data of Long Shot (horses, cards, track, dice), loaded from content.json and validated at import."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

TITLE, MIN_SEATS, MAX_SEATS = "Long Shot", 3, 8  # the box: the game's name and how many seats it takes

CONTENT_PATH = Path(__file__).with_name("content.json")
DECK_SIZE = 104
CARD_KINDS = frozenset(
    {
        "lead_bonus",
        "lead_bet",
        "to_the_lead",
        "lead_stumbles",
        "collect",
        "owners_purse",
        "last_place_bonus",
        "giddy_up",
        "muddy_track",
        "spur",
        "sprint",
        "lucky_numba",
        "pickpocket",
        "card_thief",
        "inside_tip",
        "double_down",
        "free_bet",
    }
)
BET_KINDS = frozenset({"lead_bet", "inside_tip", "double_down", "free_bet"})
FEATURES = frozenset(
    {
        "lead_cash",
        "rescue",
        "level_three",
        "catch_up",
        "steady",
        "six_shooter",
        "last_chance",
        "eights",
        "ten_trouble",
        "lead_card",
    }
)


@dataclass(frozen=True)
class HorseSpec:
    """A horse card: number, name, price, movement bar, win/place/show odds and feature."""

    number: int
    name: str
    price: int
    bar: tuple[int, ...]
    odds: tuple[int, int, int]
    feature: str
    feature_text: str
    lead_feature: bool


@dataclass(frozen=True)
class CardSpec:
    """One Long Shot card (the deck holds `count` copies of each spec)."""

    kind: str
    name: str
    text: str
    lead: bool
    horse: int = 0
    amount: int = 0
    steps: int = 0


@dataclass(frozen=True)
class Content:
    """Everything table-specific."""

    starting_cash: int
    hand_size: int
    bet_unit: int
    discard_pay: int
    purses: tuple[int, int, int]
    lanes: int
    spaces: int
    stretch: int
    horse_sides: int
    move_faces: tuple[int, ...]
    horses: tuple[HorseSpec, ...]
    cards: tuple[CardSpec, ...]

    def horse(self, number: int) -> HorseSpec:
        """The horse card with that number (1..10)."""
        return self.horses[number - 1]

    @property
    def finish(self) -> int:
        """The position of a horse past the last space."""
        return self.spaces + 1

    @property
    def stretch_start(self) -> int:
        """The first space of the No-bets stretch."""
        return self.spaces - self.stretch + 1


def _require(condition: bool, message: str) -> None:
    """Raise a ValueError naming the content problem unless `condition` holds."""
    if not condition:
        raise ValueError(f"long_shot content.json: {message}")


def _horse(data: Mapping[str, Any], index: int) -> HorseSpec:
    """One validated horse card."""
    _require(data.get("number") == index + 1, f"horse {index + 1} must have number {index + 1}")
    bar = tuple(data.get("bar", ()))
    _require(bool(bar) and all(1 <= b <= 10 and b != index + 1 for b in bar), f"horse {index + 1}: bad movement bar")
    _require(data.get("price") == 5 * len(bar), f"horse {index + 1}: price must be $5 per bar entry")
    _require(data.get("feature") in FEATURES, f"horse {index + 1}: unknown feature {data.get('feature')!r}")
    odds = data["odds"]
    return HorseSpec(
        index + 1,
        data["name"],
        data["price"],
        bar,
        (odds["win"], odds["place"], odds["show"]),
        data["feature"],
        data["feature_text"],
        bool(data["lead_feature"]),
    )


def _cards(items: list[Mapping[str, Any]]) -> tuple[CardSpec, ...]:
    """The 104 cards, each spec repeated `count` times; card id = index in this tuple."""
    cards: list[CardSpec] = []
    for item in items:
        _require(item.get("kind") in CARD_KINDS, f"unknown card kind {item.get('kind')!r}")
        spec = CardSpec(
            item["kind"],
            item["name"],
            item["text"],
            bool(item["lead"]),
            item.get("horse", 0),
            item.get("amount", 0),
            item.get("steps", 0),
        )
        cards += [spec] * item["count"]
    _require(len(cards) == DECK_SIZE, f"the deck must hold {DECK_SIZE} cards, not {len(cards)}")
    return tuple(cards)


def parse_move_faces(text: str) -> tuple[int, ...]:
    """Six comma-separated faces 0..6 with at least one positive face (so every race can end)."""
    try:
        faces = tuple(int(part) for part in str(text).split(","))
    except ValueError:
        raise ValueError(f"move_die must be six comma-separated integers, not {text!r}") from None
    if len(faces) != 6 or not all(0 <= f <= 6 for f in faces) or not any(faces):
        raise ValueError(f"move_die must be six faces from 0 to 6 with at least one above 0, not {text!r}")
    return faces


def parse_content(data: Mapping[str, Any]) -> Content:
    """Validate raw content data."""
    horses = tuple(_horse(h, i) for i, h in enumerate(data["horses"]))
    _require(len(horses) == 10, "there must be 10 horses")
    cards = _cards(data["cards"])
    _require(
        all(c.amount == data["bet_unit"] for c in cards if c.kind in BET_KINDS),
        f"a bet card stakes the ${data['bet_unit']} bet unit: no card may bet more a turn",
    )
    track, dice = data["track"], data["dice"]
    _require(1 <= track["no_bets_stretch"] < track["spaces"], "the No-bets stretch must be shorter than the track")
    return Content(
        data["starting_cash"],
        data["hand_size"],
        data["bet_unit"],
        data["discard_pay"],
        tuple(data["purses"]),
        track["lanes"],
        track["spaces"],
        track["no_bets_stretch"],
        dice["horse_sides"],
        parse_move_faces(",".join(str(f) for f in dice["move_faces"])),
        horses,
        cards,
    )


def load_content(path: Path = CONTENT_PATH) -> Content:
    """Read and validate content.json."""
    return parse_content(json.loads(path.read_text(encoding="utf-8")))


CONTENT = load_content()
