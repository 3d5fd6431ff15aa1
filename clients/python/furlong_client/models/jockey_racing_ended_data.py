from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="JockeyRacingEndedData")


@_attrs_define
class JockeyRacingEndedData:
    """The data of a `RacingEnded` (Jockey).

    Attributes:
        races (int):
    """

    races: int

    def to_dict(self) -> dict[str, Any]:
        races = self.races

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "races": races,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        races = d.pop("races")

        jockey_racing_ended_data = cls(
            races=races,
        )

        return jockey_racing_ended_data
