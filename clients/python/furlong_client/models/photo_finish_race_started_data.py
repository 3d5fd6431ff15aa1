from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishRaceStartedData")


@_attrs_define
class PhotoFinishRaceStartedData:
    """The data of a `RaceStarted` (PhotoFinish).

    Attributes:
        race (int):
        start_seat (int):
    """

    race: int
    start_seat: int

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        start_seat = self.start_seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "start_seat": start_seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        start_seat = d.pop("start_seat")

        photo_finish_race_started_data = cls(
            race=race,
            start_seat=start_seat,
        )

        return photo_finish_race_started_data
