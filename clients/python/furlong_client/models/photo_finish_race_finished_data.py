from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishRaceFinishedData")


@_attrs_define
class PhotoFinishRaceFinishedData:
    """The data of a `RaceFinished` (PhotoFinish).

    Attributes:
        race (int):
        first (int):
        second (int):
    """

    race: int
    first: int
    second: int

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        first = self.first

        second = self.second

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "first": first,
                "second": second,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        first = d.pop("first")

        second = d.pop("second")

        photo_finish_race_finished_data = cls(
            race=race,
            first=first,
            second=second,
        )

        return photo_finish_race_finished_data
