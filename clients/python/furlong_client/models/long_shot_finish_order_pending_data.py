from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotFinishOrderPendingData")


@_attrs_define
class LongShotFinishOrderPendingData:
    """The data of a `FinishOrderPending` (LongShot).

    Attributes:
        seat (int):
        horses (list[int]):
    """

    seat: int
    horses: list[int]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        horses = self.horses

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "horses": horses,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        horses = cast(list[int], d.pop("horses"))

        long_shot_finish_order_pending_data = cls(
            seat=seat,
            horses=horses,
        )

        return long_shot_finish_order_pending_data
