from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HorseFinishedDataJockey")


@_attrs_define
class HorseFinishedDataJockey:
    """
    Attributes:
        race (int):
        horse (str):
        place (int):
    """

    race: int
    horse: str
    place: int

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        horse = self.horse

        place = self.place

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "horse": horse,
                "place": place,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        horse = d.pop("horse")

        place = d.pop("place")

        horse_finished_data_jockey = cls(
            race=race,
            horse=horse,
            place=place,
        )

        return horse_finished_data_jockey
