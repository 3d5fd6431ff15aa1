from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="NeckAndNeckBettingOpenedData")


@_attrs_define
class NeckAndNeckBettingOpenedData:
    """The data of a `BettingOpened` (NeckAndNeck).

    Attributes:
        race (int):
        first_seat (int):
    """

    race: int
    first_seat: int

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        first_seat = self.first_seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "first_seat": first_seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        first_seat = d.pop("first_seat")

        neck_and_neck_betting_opened_data = cls(
            race=race,
            first_seat=first_seat,
        )

        return neck_and_neck_betting_opened_data
