from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchRowDealtData")


@_attrs_define
class HomestretchRowDealtData:
    """The data of a `RowDealt` (Homestretch).

    Attributes:
        round_ (int):
        cards (list[str]):
        order (list[int]):
    """

    round_: int
    cards: list[str]
    order: list[int]

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        cards = self.cards

        order = self.order

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "cards": cards,
                "order": order,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        cards = cast(list[str], d.pop("cards"))

        order = cast(list[int], d.pop("order"))

        homestretch_row_dealt_data = cls(
            round_=round_,
            cards=cards,
            order=order,
        )

        return homestretch_row_dealt_data
