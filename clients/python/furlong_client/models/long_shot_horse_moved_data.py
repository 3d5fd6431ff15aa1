from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotHorseMovedData")


@_attrs_define
class LongShotHorseMovedData:
    """The data of a `HorseMoved` (LongShot).

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

        long_shot_horse_moved_data = cls(
            horse=horse,
            start=start,
            end=end,
            cause=cause,
        )

        return long_shot_horse_moved_data
