from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PhotoFinishViewTrackType0Pool")


@_attrs_define
class PhotoFinishViewTrackType0Pool:
    """
    Attributes:
        white (int):
        red (int):
        green (int):
        black (int):
        yellow (int):
    """

    white: int
    red: int
    green: int
    black: int
    yellow: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        white = self.white

        red = self.red

        green = self.green

        black = self.black

        yellow = self.yellow

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "white": white,
                "red": red,
                "green": green,
                "black": black,
                "yellow": yellow,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        white = d.pop("white")

        red = d.pop("red")

        green = d.pop("green")

        black = d.pop("black")

        yellow = d.pop("yellow")

        photo_finish_view_track_type_0_pool = cls(
            white=white,
            red=red,
            green=green,
            black=black,
            yellow=yellow,
        )

        photo_finish_view_track_type_0_pool.additional_properties = d
        return photo_finish_view_track_type_0_pool

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
