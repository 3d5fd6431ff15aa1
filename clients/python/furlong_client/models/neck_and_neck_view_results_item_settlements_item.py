from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NeckAndNeckViewResultsItemSettlementsItem")


@_attrs_define
class NeckAndNeckViewResultsItemSettlementsItem:
    """
    Attributes:
        seat (int):
        horse (int):
        amount (int):
        salt (str):
        place (int | None):
        multiplier (int):
        payout (int):
        rule (str):
    """

    seat: int
    horse: int
    amount: int
    salt: str
    place: int | None
    multiplier: int
    payout: int
    rule: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        horse = self.horse

        amount = self.amount

        salt = self.salt

        place: int | None
        place = self.place

        multiplier = self.multiplier

        payout = self.payout

        rule = self.rule

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "horse": horse,
                "amount": amount,
                "salt": salt,
                "place": place,
                "multiplier": multiplier,
                "payout": payout,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        horse = d.pop("horse")

        amount = d.pop("amount")

        salt = d.pop("salt")

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        multiplier = d.pop("multiplier")

        payout = d.pop("payout")

        rule = d.pop("rule")

        neck_and_neck_view_results_item_settlements_item = cls(
            seat=seat,
            horse=horse,
            amount=amount,
            salt=salt,
            place=place,
            multiplier=multiplier,
            payout=payout,
            rule=rule,
        )

        neck_and_neck_view_results_item_settlements_item.additional_properties = d
        return neck_and_neck_view_results_item_settlements_item

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
