from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NeckAndNeckSettlement")


@_attrs_define
class NeckAndNeckSettlement:
    """
    Attributes:
        seat (int):
        horse (int):
        amount (int):
        salt (str):
        place (int | None):
        multiplier (int):
        payout (int):
        rule (str):
    """

    seat: int
    horse: int
    amount: int
    salt: str
    place: int | None
    multiplier: int
    payout: int
    rule: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        horse = self.horse

        amount = self.amount

        salt = self.salt

        place: int | None
        place = self.place

        multiplier = self.multiplier

        payout = self.payout

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "horse": horse,
                "amount": amount,
                "salt": salt,
                "place": place,
                "multiplier": multiplier,
                "payout": payout,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        horse = d.pop("horse")

        amount = d.pop("amount")

        salt = d.pop("salt")

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        multiplier = d.pop("multiplier")

        payout = d.pop("payout")

        rule = d.pop("rule")

        neck_and_neck_settlement = cls(
            seat=seat,
            horse=horse,
            amount=amount,
            salt=salt,
            place=place,
            multiplier=multiplier,
            payout=payout,
            rule=rule,
        )

        return neck_and_neck_settlement
