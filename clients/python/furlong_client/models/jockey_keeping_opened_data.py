from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="JockeyKeepingOpenedData")


@_attrs_define
class JockeyKeepingOpenedData:
    """The data of a `KeepingOpened` (Jockey).

    Attributes:
        race (int):
        seats (list[int]):
    """

    race: int
    seats: list[int]

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        seats = cast(list[int], d.pop("seats"))

        jockey_keeping_opened_data = cls(
            race=race,
            seats=seats,
        )

        return jockey_keeping_opened_data
