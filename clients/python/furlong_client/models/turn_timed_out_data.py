from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TurnTimedOutData")


@_attrs_define
class TurnTimedOutData:
    """The data of a `TurnTimedOut` (Platform).

    Attributes:
        seat (int):
        deadline (str):
        gone (bool | Unset):
    """

    seat: int
    deadline: str
    gone: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        deadline = self.deadline

        gone = self.gone

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "deadline": deadline,
            }
        )
        if gone is not UNSET:
            field_dict["gone"] = gone

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        deadline = d.pop("deadline")

        gone = d.pop("gone", UNSET)

        turn_timed_out_data = cls(
            seat=seat,
            deadline=deadline,
            gone=gone,
        )

        return turn_timed_out_data
