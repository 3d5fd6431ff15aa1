from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishDieUsedData")


@_attrs_define
class PhotoFinishDieUsedData:
    """The data of a `DieUsed` (PhotoFinish).

    Attributes:
        seat (int):
        die (int):
        colour (str):
        face (str):
        tile (int | None):
        to (int | None):
        order (list[int]):
        back (list[str]):
    """

    seat: int
    die: int
    colour: str
    face: str
    tile: int | None
    to: int | None
    order: list[int]
    back: list[str]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        die = self.die

        colour = self.colour

        face = self.face

        tile: int | None
        tile = self.tile

        to: int | None
        to = self.to

        order = self.order

        back = self.back

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "die": die,
                "colour": colour,
                "face": face,
                "tile": tile,
                "to": to,
                "order": order,
                "back": back,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        die = d.pop("die")

        colour = d.pop("colour")

        face = d.pop("face")

        def _parse_tile(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        tile = _parse_tile(d.pop("tile"))

        def _parse_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to = _parse_to(d.pop("to"))

        order = cast(list[int], d.pop("order"))

        back = cast(list[str], d.pop("back"))

        photo_finish_die_used_data = cls(
            seat=seat,
            die=die,
            colour=colour,
            face=face,
            tile=tile,
            to=to,
            order=order,
            back=back,
        )

        return photo_finish_die_used_data
