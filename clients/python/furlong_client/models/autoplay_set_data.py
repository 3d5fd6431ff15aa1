from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AutoplaySetData")


@_attrs_define
class AutoplaySetData:
    """The data of a `AutoplaySet` (Platform).

    Attributes:
        seat (int):
        on (bool):
    """

    seat: int
    on: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        on = self.on

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "on": on,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        on = d.pop("on")

        autoplay_set_data = cls(
            seat=seat,
            on=on,
        )

        return autoplay_set_data
