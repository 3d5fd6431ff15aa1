from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishFinishLineCrossedData")


@_attrs_define
class PhotoFinishFinishLineCrossedData:
    """The data of a `FinishLineCrossed` (PhotoFinish).

    Attributes:
        race (int):
        last_seat (int):
        extra_moves (list[int]):
    """

    race: int
    last_seat: int
    extra_moves: list[int]

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        last_seat = self.last_seat

        extra_moves = self.extra_moves

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "last_seat": last_seat,
                "extra_moves": extra_moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        last_seat = d.pop("last_seat")

        extra_moves = cast(list[int], d.pop("extra_moves"))

        photo_finish_finish_line_crossed_data = cls(
            race=race,
            last_seat=last_seat,
            extra_moves=extra_moves,
        )

        return photo_finish_finish_line_crossed_data
