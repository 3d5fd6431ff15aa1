from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishExtraMovePlayedData")


@_attrs_define
class PhotoFinishExtraMovePlayedData:
    """The data of a `ExtraMovePlayed` (PhotoFinish).

    Attributes:
        seat (int):
        tile (int):
    """

    seat: int
    tile: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        tile = self.tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        tile = d.pop("tile")

        photo_finish_extra_move_played_data = cls(
            seat=seat,
            tile=tile,
        )

        return photo_finish_extra_move_played_data
