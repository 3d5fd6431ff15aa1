from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishRaceOpenedData")


@_attrs_define
class PhotoFinishRaceOpenedData:
    """The data of a `RaceOpened` (PhotoFinish).

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

        photo_finish_race_opened_data = cls(
            race=race,
            start_seat=start_seat,
            row=row,
        )

        return photo_finish_race_opened_data
