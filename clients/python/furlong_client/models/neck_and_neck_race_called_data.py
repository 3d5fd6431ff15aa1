from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NeckAndNeckRaceCalledData")


@_attrs_define
class NeckAndNeckRaceCalledData:
    """The data of a `RaceCalled` (NeckAndNeck).

    Attributes:
        race (int):
        rolls (int):
        placings (list[int]):
    """

    race: int
    rolls: int
    placings: list[int]

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        rolls = self.rolls

        placings = self.placings

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "rolls": rolls,
                "placings": placings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        rolls = d.pop("rolls")

        placings = cast(list[int], d.pop("placings"))

        neck_and_neck_race_called_data = cls(
            race=race,
            rolls=rolls,
            placings=placings,
        )

        return neck_and_neck_race_called_data
