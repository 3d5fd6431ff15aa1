from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RaceOpenedDataPhotoFinish")


@_attrs_define
class RaceOpenedDataPhotoFinish:
    """
    Attributes:
        race (int):
        start_seat (int):
        row (list[int]):
    """

    race: int
    start_seat: int
    row: list[int]

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        start_seat = self.start_seat

        row = self.row

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "start_seat": start_seat,
                "row": row,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        start_seat = d.pop("start_seat")

        row = cast(list[int], d.pop("row"))

        race_opened_data_photo_finish = cls(
            race=race,
            start_seat=start_seat,
            row=row,
        )

        return race_opened_data_photo_finish
