from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HomestretchHandDealtData")


@_attrs_define
class HomestretchHandDealtData:
    """The data of a `HandDealt` (Homestretch).

    Attributes:
        seat (int):
        cards (list[str] | Unset): Sealed: absent while redacted.
    """

    seat: int
    cards: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards", UNSET))

        homestretch_hand_dealt_data = cls(
            seat=seat,
            cards=cards,
        )

        return homestretch_hand_dealt_data
