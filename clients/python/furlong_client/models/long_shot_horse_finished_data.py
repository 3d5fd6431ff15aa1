from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotHorseFinishedData")


@_attrs_define
class LongShotHorseFinishedData:
    """The data of a `HorseFinished` (LongShot).

    Attributes:
        horse (int):
        place (int):
    """

    horse: int
    place: int

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        place = self.place

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "horse": horse,
                "place": place,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        horse = d.pop("horse")

        place = d.pop("place")

        long_shot_horse_finished_data = cls(
            horse=horse,
            place=place,
        )

        return long_shot_horse_finished_data
