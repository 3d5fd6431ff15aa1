from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameDocumentDeadlinesItem")


@_attrs_define
class GameDocumentDeadlinesItem:
    """
    Attributes:
        seat (int):
        at (datetime.datetime):
    """

    seat: int
    at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        at = self.at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        game_document_deadlines_item = cls(
            seat=seat,
            at=at,
        )

        return game_document_deadlines_item
