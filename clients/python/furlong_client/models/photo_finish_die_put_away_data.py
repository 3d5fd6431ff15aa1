from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishDiePutAwayData")


@_attrs_define
class PhotoFinishDiePutAwayData:
    """The data of a `DiePutAway` (PhotoFinish).

    Attributes:
        seat (int):
        die (int):
        colour (str):
        face (str):
    """

    seat: int
    die: int
    colour: str
    face: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        die = self.die

        colour = self.colour

        face = self.face

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "die": die,
                "colour": colour,
                "face": face,
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

        photo_finish_die_put_away_data = cls(
            seat=seat,
            die=die,
            colour=colour,
            face=face,
        )

        return photo_finish_die_put_away_data
