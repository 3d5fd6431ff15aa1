from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LongShotViewCardThiefType0")


@_attrs_define
class LongShotViewCardThiefType0:
    """
    Attributes:
        seat (int):
        victim (int | None):
    """

    seat: int
    victim: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        victim: int | None
        victim = self.victim

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "victim": victim,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_victim(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        victim = _parse_victim(d.pop("victim"))

        long_shot_view_card_thief_type_0 = cls(
            seat=seat,
            victim=victim,
        )

        long_shot_view_card_thief_type_0.additional_properties = d
        return long_shot_view_card_thief_type_0

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
