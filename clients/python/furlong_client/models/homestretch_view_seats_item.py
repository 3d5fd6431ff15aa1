from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HomestretchViewSeatsItem")


@_attrs_define
class HomestretchViewSeatsItem:
    """
    Attributes:
        seat (int):
        colour (str):
        cash (int):
        shares (list[str]):
        tokens_left (int):
        hand_size (int):
        picked (bool | None):
    """

    seat: int
    colour: str
    cash: int
    shares: list[str]
    tokens_left: int
    hand_size: int
    picked: bool | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        colour = self.colour

        cash = self.cash

        shares = self.shares

        tokens_left = self.tokens_left

        hand_size = self.hand_size

        picked: bool | None
        picked = self.picked

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "colour": colour,
                "cash": cash,
                "shares": shares,
                "tokens_left": tokens_left,
                "hand_size": hand_size,
                "picked": picked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        colour = d.pop("colour")

        cash = d.pop("cash")

        shares = cast(list[str], d.pop("shares"))

        tokens_left = d.pop("tokens_left")

        hand_size = d.pop("hand_size")

        def _parse_picked(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        picked = _parse_picked(d.pop("picked"))

        homestretch_view_seats_item = cls(
            seat=seat,
            colour=colour,
            cash=cash,
            shares=shares,
            tokens_left=tokens_left,
            hand_size=hand_size,
            picked=picked,
        )

        homestretch_view_seats_item.additional_properties = d
        return homestretch_view_seats_item

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
