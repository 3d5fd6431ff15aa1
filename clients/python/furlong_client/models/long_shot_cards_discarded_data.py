from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotCardsDiscardedData")


@_attrs_define
class LongShotCardsDiscardedData:
    """The data of a `CardsDiscarded` (LongShot).

    Attributes:
        seat (int):
        cards (list[int]):
    """

    seat: int
    cards: list[int]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        cards = cast(list[int], d.pop("cards"))

        long_shot_cards_discarded_data = cls(
            seat=seat,
            cards=cards,
        )

        return long_shot_cards_discarded_data
