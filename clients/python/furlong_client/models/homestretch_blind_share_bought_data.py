from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchBlindShareBoughtData")


@_attrs_define
class HomestretchBlindShareBoughtData:
    """The data of a `BlindShareBought` (Homestretch).

    Attributes:
        seat (int):
        card (str):
        price (int):
        fee (int):
    """

    seat: int
    card: str
    price: int
    fee: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        price = self.price

        fee = self.fee

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
                "price": price,
                "fee": fee,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        price = d.pop("price")

        fee = d.pop("fee")

        homestretch_blind_share_bought_data = cls(
            seat=seat,
            card=card,
            price=price,
            fee=fee,
        )

        return homestretch_blind_share_bought_data
