from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PhotoFinishPlayExtraMove")


@_attrs_define
class PhotoFinishPlayExtraMove:
    """
    Attributes:
        type_ (Literal['PlayExtraMove']):
        tile (int):
        seat (int | Unset): optional; must be the caller's own seat
    """

    type_: Literal["PlayExtraMove"]
    tile: int
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        tile = self.tile

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "tile": tile,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["PlayExtraMove"], d.pop("type"))
        if type_ != "PlayExtraMove":
            raise ValueError(f"type must match const 'PlayExtraMove', got '{type_}'")

        tile = d.pop("tile")

        seat = d.pop("seat", UNSET)

        photo_finish_play_extra_move = cls(
            type_=type_,
            tile=tile,
            seat=seat,
        )

        return photo_finish_play_extra_move
