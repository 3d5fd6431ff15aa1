from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotPurse")


@_attrs_define
class LongShotPurse:
    """
    Attributes:
        seat (int):
        horse (int):
        place (int):
        amount (int):
    """

    seat: int
    horse: int
    place: int
    amount: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        horse = self.horse

        place = self.place

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "horse": horse,
                "place": place,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        horse = d.pop("horse")

        place = d.pop("place")

        amount = d.pop("amount")

        long_shot_purse = cls(
            seat=seat,
            horse=horse,
            place=place,
            amount=amount,
        )

        return long_shot_purse
