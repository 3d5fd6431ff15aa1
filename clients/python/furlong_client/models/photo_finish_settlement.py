from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishSettlement")


@_attrs_define
class PhotoFinishSettlement:
    """
    Attributes:
        seat (int):
        kind (str):
        horses (list[int]):
        amount (int):
        salt (str):
        odds (int):
        payout (int):
        rule (str):
    """

    seat: int
    kind: str
    horses: list[int]
    amount: int
    salt: str
    odds: int
    payout: int
    rule: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind

        horses = self.horses

        amount = self.amount

        salt = self.salt

        odds = self.odds

        payout = self.payout

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "horses": horses,
                "amount": amount,
                "salt": salt,
                "odds": odds,
                "payout": payout,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = d.pop("kind")

        horses = cast(list[int], d.pop("horses"))

        amount = d.pop("amount")

        salt = d.pop("salt")

        odds = d.pop("odds")

        payout = d.pop("payout")

        rule = d.pop("rule")

        photo_finish_settlement = cls(
            seat=seat,
            kind=kind,
            horses=horses,
            amount=amount,
            salt=salt,
            odds=odds,
            payout=payout,
            rule=rule,
        )

        return photo_finish_settlement
