from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LongShotViewSeatsItemBetsItem")


@_attrs_define
class LongShotViewSeatsItemBetsItem:
    """
    Attributes:
        bet (int):
        horse (int):
        amount (int):
        paid_by (str):
    """

    bet: int
    horse: int
    amount: int
    paid_by: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bet = self.bet

        horse = self.horse

        amount = self.amount

        paid_by = self.paid_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bet": bet,
                "horse": horse,
                "amount": amount,
                "paid_by": paid_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bet = d.pop("bet")

        horse = d.pop("horse")

        amount = d.pop("amount")

        paid_by = d.pop("paid_by")

        long_shot_view_seats_item_bets_item = cls(
            bet=bet,
            horse=horse,
            amount=amount,
            paid_by=paid_by,
        )

        long_shot_view_seats_item_bets_item.additional_properties = d
        return long_shot_view_seats_item_bets_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
