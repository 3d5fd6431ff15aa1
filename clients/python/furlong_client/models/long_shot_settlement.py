from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotSettlement")


@_attrs_define
class LongShotSettlement:
    """
    Attributes:
        bet (int):
        seat (int):
        horse (int):
        amount (int):
        paid_by (str):
        place (int | None):
        odds (int):
        payout (int):
    """

    bet: int
    seat: int
    horse: int
    amount: int
    paid_by: str
    place: int | None
    odds: int
    payout: int

    def to_dict(self) -> dict[str, Any]:
        bet = self.bet

        seat = self.seat

        horse = self.horse

        amount = self.amount

        paid_by = self.paid_by

        place: int | None
        place = self.place

        odds = self.odds

        payout = self.payout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bet": bet,
                "seat": seat,
                "horse": horse,
                "amount": amount,
                "paid_by": paid_by,
                "place": place,
                "odds": odds,
                "payout": payout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bet = d.pop("bet")

        seat = d.pop("seat")

        horse = d.pop("horse")

        amount = d.pop("amount")

        paid_by = d.pop("paid_by")

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        odds = d.pop("odds")

        payout = d.pop("payout")

        long_shot_settlement = cls(
            bet=bet,
            seat=seat,
            horse=horse,
            amount=amount,
            paid_by=paid_by,
            place=place,
            odds=odds,
            payout=payout,
        )

        return long_shot_settlement
