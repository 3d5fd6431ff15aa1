from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchHorseMovedData")


@_attrs_define
class HomestretchHorseMovedData:
    """The data of a `HorseMoved` (Homestretch).

    Attributes:
        seat (int):
        horse (int):
        spaces (int):
        special (bool):
        then (str):
    """

    seat: int
    horse: int
    spaces: int
    special: bool
    then: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        horse = self.horse

        spaces = self.spaces

        special = self.special

        then = self.then

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "horse": horse,
                "spaces": spaces,
                "special": special,
                "then": then,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        horse = d.pop("horse")

        spaces = d.pop("spaces")

        special = d.pop("special")

        then = d.pop("then")

        homestretch_horse_moved_data = cls(
            seat=seat,
            horse=horse,
            spaces=spaces,
            special=special,
            then=then,
        )

        return homestretch_horse_moved_data
