"""Component data of Photo Finish (tiles, dice, odds, money), loaded from content.json and checked at import."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

TITLE, MIN_SEATS, MAX_SEATS = "Photo Finish", 2, 4  # the box: the game's name and how many seats it takes

CONTENT_PATH = Path(__file__).with_name("content.json")
COLOURS = ("white", "red", "green", "black", "yellow")
FACES = frozenset(
    {
        "horseshoe",
        "finish_line",
        "double_horseshoes",
        "whipping",
        "red_blank",
        "outsider_1000",
        "outsider_2000",
        "outsider_3000",
        "side_bet",
        "green_blank",
        "extra_move",
        "disqualified",
        "inside_tip",
        "tempo_change",
        "rider_helmet",
        "interference",
        "dead_even",
        "losing_speed",
    }
)
BLANKS = frozenset({"finish_line", "red_blank", "green_blank"})


@dataclass(frozen=True)
class Content:
    """Everything table-specific: tile kinds, dice per colour and their faces, odds rows and money."""

    tile_count: int
    favourites: frozenset[int]
    steady: frozenset[int]
    dice_count: Mapping[str, int]
    faces: Mapping[str, tuple[str, ...]]
    odds: Mapping[int, tuple[int, ...]]
    deposits: Mapping[int, int]
    race_one_limit: int
    runners: int
    homestretch_pool: int
    bet_unit: int
    max_winner_bets: int
    max_place_bets: int
    side_bet: int

    @property
    def races(self) -> int:
        """How many races a game has."""
        return len(self.odds)

    def kind(self, tile: int) -> str:
        """'F' (favourite), 'S' (steady runner) or '' (neither)."""
        return "F" if tile in self.favourites else "S" if tile in self.steady else ""


def _require(condition: bool, message: str) -> None:
    """Raise a ValueError naming the content problem unless `condition` holds."""
    if not condition:
        raise ValueError(f"photo_finish content.json: {message}")


def _dice(data: Mapping[str, Any]) -> tuple[dict[str, int], dict[str, tuple[str, ...]]]:
    """Dice count and six faces per colour, every face of the dice sheet somewhere."""
    _require(set(data) == set(COLOURS), f"'dice' must have exactly the colours {COLOURS}")
    counts = {c: data[c]["count"] for c in COLOURS}
    faces = {c: tuple(data[c]["faces"]) for c in COLOURS}
    _require(sum(counts.values()) == 27, "there must be 27 dice")
    _require(all(len(f) == 6 and set(f) <= FACES for f in faces.values()), "each die has six known faces")
    _require(set().union(*faces.values()) == FACES, "every face of the dice sheet must appear on some die")
    _require(
        faces["white"].count("horseshoe") == 4 and faces["white"].count("finish_line") == 2,
        "white dice have 4 horseshoes and 2 finish-line blanks",
    )
    return counts, faces


def parse_content(data: Any) -> Content:
    """Validate raw content data; raise ValueError with a clear message on the first problem."""
    tiles, (counts, faces) = data["tiles"], _dice(data["dice"])
    favourites, steady = frozenset(tiles["favourites"]), frozenset(tiles["steady"])
    _require(not favourites & steady, "a tile cannot be both a favourite and a steady runner")
    _require(favourites | steady <= set(range(1, tiles["count"] + 1)), "F and S tiles must exist")
    odds = {int(r): tuple(row) for r, row in data["odds"].items()}
    _require(all(len(row) == data["runners"] for row in odds.values()), "one odds figure per starting position")
    _require(tiles["count"] >= data["runners"] * len(odds), "enough tiles for every race")
    return Content(
        tiles["count"],
        favourites,
        steady,
        counts,
        faces,
        odds,
        {int(r): a for r, a in data["deposits"].items()},
        data["race_one_limit"],
        data["runners"],
        data["homestretch_pool"],
        data["bet_unit"],
        data["max_winner_bets"],
        data["max_place_bets"],
        data["side_bet"],
    )


def load_content(path: Path = CONTENT_PATH) -> Content:
    """Read and validate content.json."""
    return parse_content(json.loads(path.read_text(encoding="utf-8")))


CONTENT = load_content()
