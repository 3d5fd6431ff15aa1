from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NeckAndNeckViewHorsesItem")


@_attrs_define
class NeckAndNeckViewHorsesItem:
    """
    Attributes:
        horse (int):
        hex_ (None | str):
        crossings (int):
        place (int | None):
    """

    horse: int
    hex_: None | str
    crossings: int
    place: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        hex_: None | str
        hex_ = self.hex_

        crossings = self.crossings

        place: int | None
        place = self.place

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "horse": horse,
                "hex": hex_,
                "crossings": crossings,
                "place": place,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        horse = d.pop("horse")

        def _parse_hex_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hex_ = _parse_hex_(d.pop("hex"))

        crossings = d.pop("crossings")

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        neck_and_neck_view_horses_item = cls(
            horse=horse,
            hex_=hex_,
            crossings=crossings,
            place=place,
        )

        neck_and_neck_view_horses_item.additional_properties = d
        return neck_and_neck_view_horses_item

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
