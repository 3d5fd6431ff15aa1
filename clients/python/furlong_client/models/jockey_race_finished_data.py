from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="JockeyRaceFinishedData")


@_attrs_define
class JockeyRaceFinishedData:
    """The data of a `RaceFinished` (Jockey).

    Attributes:
        race (int):
        first (str):
        second (str):
    """

    race: int
    first: str
    second: str

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

        jockey_race_finished_data = cls(
            race=race,
            first=first,
            second=second,
        )

        return jockey_race_finished_data
