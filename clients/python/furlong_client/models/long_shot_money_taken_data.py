from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotMoneyTakenData")


@_attrs_define
class LongShotMoneyTakenData:
    """The data of a `MoneyTaken` (LongShot).

    Attributes:
        seat (int):
        victim (int):
        amount (int):
    """

    seat: int
    victim: int
    amount: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        victim = self.victim

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "victim": victim,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        victim = d.pop("victim")

        amount = d.pop("amount")

        long_shot_money_taken_data = cls(
            seat=seat,
            victim=victim,
            amount=amount,
        )

        return long_shot_money_taken_data
