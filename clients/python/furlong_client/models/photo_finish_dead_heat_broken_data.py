from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishDeadHeatBrokenData")


@_attrs_define
class PhotoFinishDeadHeatBrokenData:
    """The data of a `DeadHeatBroken` (PhotoFinish).

    Attributes:
        race (int):
        horses (list[int]):
    """

    race: int
    horses: list[int]

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        horses = self.horses

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "horses": horses,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        horses = cast(list[int], d.pop("horses"))

        photo_finish_dead_heat_broken_data = cls(
            race=race,
            horses=horses,
        )

        return photo_finish_dead_heat_broken_data
