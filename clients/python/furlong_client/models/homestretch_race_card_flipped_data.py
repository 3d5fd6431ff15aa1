from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchRaceCardFlippedData")


@_attrs_define
class HomestretchRaceCardFlippedData:
    """The data of a `RaceCardFlipped` (Homestretch).

    Attributes:
        race (int):
        card (str):
    """

    race: int
    card: str

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        card = d.pop("card")

        homestretch_race_card_flipped_data = cls(
            race=race,
            card=card,
        )

        return homestretch_race_card_flipped_data
