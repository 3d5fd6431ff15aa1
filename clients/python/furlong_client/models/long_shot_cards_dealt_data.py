from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LongShotCardsDealtData")


@_attrs_define
class LongShotCardsDealtData:
    """The data of a `CardsDealt` (LongShot).

    Attributes:
        seat (int):
        cards (list[int] | Unset): Sealed: absent while redacted.
    """

    seat: int
    cards: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards: list[int] | Unset = UNSET
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

        cards = cast(list[int], d.pop("cards", UNSET))

        long_shot_cards_dealt_data = cls(
            seat=seat,
            cards=cards,
        )

        return long_shot_cards_dealt_data
