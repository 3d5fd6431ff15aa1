from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishDiceRolledData")


@_attrs_define
class PhotoFinishDiceRolledData:
    """The data of a `DiceRolled` (PhotoFinish).

    Attributes:
        seat (int):
        take (list[str]):
        colours (list[str]):
        faces (list[int]):
        nonces (list[str]):
    """

    seat: int
    take: list[str]
    colours: list[str]
    faces: list[int]
    nonces: list[str]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        take = self.take

        colours = self.colours

        faces = self.faces

        nonces = self.nonces

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "take": take,
                "colours": colours,
                "faces": faces,
                "nonces": nonces,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        take = cast(list[str], d.pop("take"))

        colours = cast(list[str], d.pop("colours"))

        faces = cast(list[int], d.pop("faces"))

        nonces = cast(list[str], d.pop("nonces"))

        photo_finish_dice_rolled_data = cls(
            seat=seat,
            take=take,
            colours=colours,
            faces=faces,
            nonces=nonces,
        )

        return photo_finish_dice_rolled_data
