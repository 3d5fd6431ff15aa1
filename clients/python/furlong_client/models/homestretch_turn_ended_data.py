from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchTurnEndedData")


@_attrs_define
class HomestretchTurnEndedData:
    """The data of a `TurnEnded` (Homestretch).

    Attributes:
        seat (int):
        next_seat (int):
    """

    seat: int
    next_seat: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        next_seat = self.next_seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "next_seat": next_seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        next_seat = d.pop("next_seat")

        homestretch_turn_ended_data = cls(
            seat=seat,
            next_seat=next_seat,
        )

        return homestretch_turn_ended_data
