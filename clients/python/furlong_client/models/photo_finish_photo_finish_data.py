from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishPhotoFinishData")


@_attrs_define
class PhotoFinishPhotoFinishData:
    """The data of a `PhotoFinish` (PhotoFinish).

    Attributes:
        race (int):
        horses (list[int]):
        faces (list[int]):
        nonces (list[str]):
        winner (int):
    """

    race: int
    horses: list[int]
    faces: list[int]
    nonces: list[str]
    winner: int

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        horses = self.horses

        faces = self.faces

        nonces = self.nonces

        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "horses": horses,
                "faces": faces,
                "nonces": nonces,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        horses = cast(list[int], d.pop("horses"))

        faces = cast(list[int], d.pop("faces"))

        nonces = cast(list[str], d.pop("nonces"))

        winner = d.pop("winner")

        photo_finish_photo_finish_data = cls(
            race=race,
            horses=horses,
            faces=faces,
            nonces=nonces,
            winner=winner,
        )

        return photo_finish_photo_finish_data
