from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotMoneyCollectedData")


@_attrs_define
class LongShotMoneyCollectedData:
    """The data of a `MoneyCollected` (LongShot).

    Attributes:
        seat (int):
        amount (int):
        reason (str):
    """

    seat: int
    amount: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        amount = self.amount

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "amount": amount,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        amount = d.pop("amount")

        reason = d.pop("reason")

        long_shot_money_collected_data = cls(
            seat=seat,
            amount=amount,
            reason=reason,
        )

        return long_shot_money_collected_data
