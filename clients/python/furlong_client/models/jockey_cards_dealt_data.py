from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JockeyCardsDealtData")


@_attrs_define
class JockeyCardsDealtData:
    """The data of a `CardsDealt` (Jockey).

    Attributes:
        seat (int):
        race (int):
        count (int):
        cards (list[str] | Unset): Sealed: absent while redacted.
    """

    seat: int
    race: int
    count: int
    cards: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        race = self.race

        count = self.count

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "race": race,
                "count": count,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        race = d.pop("race")

        count = d.pop("count")

        cards = cast(list[str], d.pop("cards", UNSET))

        jockey_cards_dealt_data = cls(
            seat=seat,
            race=race,
            count=count,
            cards=cards,
        )

        return jockey_cards_dealt_data
