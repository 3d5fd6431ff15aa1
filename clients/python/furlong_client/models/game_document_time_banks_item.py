from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameDocumentTimeBanksItem")


@_attrs_define
class GameDocumentTimeBanksItem:
    """
    Attributes:
        seat (int):
        seconds (float):
    """

    seat: int
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seconds = self.seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seconds": seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seconds = d.pop("seconds")

        game_document_time_banks_item = cls(
            seat=seat,
            seconds=seconds,
        )

        return game_document_time_banks_item
