from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchPursePayment")


@_attrs_define
class HomestretchPursePayment:
    """
    Attributes:
        seat (int):
        horse (int):
        place (int):
        purse (int):
        seat_shares (int):
        held_shares (int):
        amount (int):
    """

    seat: int
    horse: int
    place: int
    purse: int
    seat_shares: int
    held_shares: int
    amount: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        horse = self.horse

        place = self.place

        purse = self.purse

        seat_shares = self.seat_shares

        held_shares = self.held_shares

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "horse": horse,
                "place": place,
                "purse": purse,
                "seat_shares": seat_shares,
                "held_shares": held_shares,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        horse = d.pop("horse")

        place = d.pop("place")

        purse = d.pop("purse")

        seat_shares = d.pop("seat_shares")

        held_shares = d.pop("held_shares")

        amount = d.pop("amount")

        homestretch_purse_payment = cls(
            seat=seat,
            horse=horse,
            place=place,
            purse=purse,
            seat_shares=seat_shares,
            held_shares=held_shares,
            amount=amount,
        )

        return homestretch_purse_payment
