from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotRaceFinishedData")


@_attrs_define
class LongShotRaceFinishedData:
    """The data of a `RaceFinished` (LongShot).

    Attributes:
        placings (list[int]):
    """

    placings: list[int]

    def to_dict(self) -> dict[str, Any]:
        placings = self.placings

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "placings": placings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        placings = cast(list[int], d.pop("placings"))

        long_shot_race_finished_data = cls(
            placings=placings,
        )

        return long_shot_race_finished_data
