from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchShareBoughtData")


@_attrs_define
class HomestretchShareBoughtData:
    """The data of a `ShareBought` (Homestretch).

    Attributes:
        seat (int):
        card (str):
        price (int):
    """

    seat: int
    card: str
    price: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        price = self.price

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
                "price": price,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        price = d.pop("price")

        homestretch_share_bought_data = cls(
            seat=seat,
            card=card,
            price=price,
        )

        return homestretch_share_bought_data
