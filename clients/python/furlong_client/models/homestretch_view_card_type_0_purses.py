from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HomestretchViewCardType0Purses")


@_attrs_define
class HomestretchViewCardType0Purses:
    """
    Attributes:
        win (int):
        place (int):
        show (int):
    """

    win: int
    place: int
    show: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        win = self.win

        place = self.place

        show = self.show

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "win": win,
                "place": place,
                "show": show,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        win = d.pop("win")

        place = d.pop("place")

        show = d.pop("show")

        homestretch_view_card_type_0_purses = cls(
            win=win,
            place=place,
            show=show,
        )

        homestretch_view_card_type_0_purses.additional_properties = d
        return homestretch_view_card_type_0_purses

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
