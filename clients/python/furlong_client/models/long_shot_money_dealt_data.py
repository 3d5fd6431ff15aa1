from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotMoneyDealtData")


@_attrs_define
class LongShotMoneyDealtData:
    """The data of a `MoneyDealt` (LongShot).

    Attributes:
        amount (int):
    """

    amount: int

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        long_shot_money_dealt_data = cls(
            amount=amount,
        )

        return long_shot_money_dealt_data
