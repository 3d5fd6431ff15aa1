from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="NeckAndNeckBettingFinishedData")


@_attrs_define
class NeckAndNeckBettingFinishedData:
    """The data of a `BettingFinished` (NeckAndNeck).

    Attributes:
        seat (int):
        race (int):
    """

    seat: int
    race: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        race = self.race

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "race": race,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        race = d.pop("race")

        neck_and_neck_betting_finished_data = cls(
            seat=seat,
            race=race,
        )

        return neck_and_neck_betting_finished_data
