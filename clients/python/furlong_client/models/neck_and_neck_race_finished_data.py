from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NeckAndNeckRaceFinishedData")


@_attrs_define
class NeckAndNeckRaceFinishedData:
    """The data of a `RaceFinished` (NeckAndNeck).

    Attributes:
        race (int):
        placings (list[int]):
    """

    race: int
    placings: list[int]

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        placings = self.placings

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "placings": placings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        placings = cast(list[int], d.pop("placings"))

        neck_and_neck_race_finished_data = cls(
            race=race,
            placings=placings,
        )

        return neck_and_neck_race_finished_data
