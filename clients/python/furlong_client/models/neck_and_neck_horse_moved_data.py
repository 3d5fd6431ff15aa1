from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NeckAndNeckHorseMovedData")


@_attrs_define
class NeckAndNeckHorseMovedData:
    """The data of a `HorseMoved` (NeckAndNeck).

    Attributes:
        seat (int):
        horse (int):
        path (list[str]):
        special (bool):
    """

    seat: int
    horse: int
    path: list[str]
    special: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        horse = self.horse

        path = self.path

        special = self.special

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "horse": horse,
                "path": path,
                "special": special,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        horse = d.pop("horse")

        path = cast(list[str], d.pop("path"))

        special = d.pop("special")

        neck_and_neck_horse_moved_data = cls(
            seat=seat,
            horse=horse,
            path=path,
            special=special,
        )

        return neck_and_neck_horse_moved_data
