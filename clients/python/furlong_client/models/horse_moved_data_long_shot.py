from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HorseMovedDataLongShot")


@_attrs_define
class HorseMovedDataLongShot:
    """
    Attributes:
        horse (int):
        start (int):
        end (int):
        cause (str):
    """

    horse: int
    start: int
    end: int
    cause: str

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        start = self.start

        end = self.end

        cause = self.cause

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "horse": horse,
                "start": start,
                "end": end,
                "cause": cause,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        horse = d.pop("horse")

        start = d.pop("start")

        end = d.pop("end")

        cause = d.pop("cause")

        horse_moved_data_long_shot = cls(
            horse=horse,
            start=start,
            end=end,
            cause=cause,
        )

        return horse_moved_data_long_shot
