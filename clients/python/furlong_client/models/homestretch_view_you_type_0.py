from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HomestretchViewYouType0")


@_attrs_define
class HomestretchViewYouType0:
    """
    Attributes:
        seat (int):
        colour (str):
        hand (list[str]):
        drafted (list[str]):
        tokens_left (list[int]):
    """

    seat: int
    colour: str
    hand: list[str]
    drafted: list[str]
    tokens_left: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        colour = self.colour

        hand = self.hand

        drafted = self.drafted

        tokens_left = self.tokens_left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "colour": colour,
                "hand": hand,
                "drafted": drafted,
                "tokens_left": tokens_left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        colour = d.pop("colour")

        hand = cast(list[str], d.pop("hand"))

        drafted = cast(list[str], d.pop("drafted"))

        tokens_left = cast(list[int], d.pop("tokens_left"))

        homestretch_view_you_type_0 = cls(
            seat=seat,
            colour=colour,
            hand=hand,
            drafted=drafted,
            tokens_left=tokens_left,
        )

        homestretch_view_you_type_0.additional_properties = d
        return homestretch_view_you_type_0

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
