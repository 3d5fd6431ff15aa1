from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HomestretchViewResultsItemPursesItem")


@_attrs_define
class HomestretchViewResultsItemPursesItem:
    """
    Attributes:
        seat (int):
        horse (int):
        place (int):
        purse (int):
        seat_shares (int):
        held_shares (int):
        amount (int):
    """

    seat: int
    horse: int
    place: int
    purse: int
    seat_shares: int
    held_shares: int
    amount: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        horse = self.horse

        place = self.place

        purse = self.purse

        seat_shares = self.seat_shares

        held_shares = self.held_shares

        amount = self.amount

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "horse": horse,
                "place": place,
                "purse": purse,
                "seat_shares": seat_shares,
                "held_shares": held_shares,
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

        purse = d.pop("purse")

        seat_shares = d.pop("seat_shares")

        held_shares = d.pop("held_shares")

        amount = d.pop("amount")

        homestretch_view_results_item_purses_item = cls(
            seat=seat,
            horse=horse,
            place=place,
            purse=purse,
            seat_shares=seat_shares,
            held_shares=held_shares,
            amount=amount,
        )

        homestretch_view_results_item_purses_item.additional_properties = d
        return homestretch_view_results_item_purses_item

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
