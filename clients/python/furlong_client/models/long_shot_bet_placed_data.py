from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotBetPlacedData")


@_attrs_define
class LongShotBetPlacedData:
    """The data of a `BetPlaced` (LongShot).

    Attributes:
        seat (int):
        bet (int):
        horse (int):
        amount (int):
        paid_by (str):
        card (int | None):
    """

    seat: int
    bet: int
    horse: int
    amount: int
    paid_by: str
    card: int | None

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        bet = self.bet

        horse = self.horse

        amount = self.amount

        paid_by = self.paid_by

        card: int | None
        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "bet": bet,
                "horse": horse,
                "amount": amount,
                "paid_by": paid_by,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        bet = d.pop("bet")

        horse = d.pop("horse")

        amount = d.pop("amount")

        paid_by = d.pop("paid_by")

        def _parse_card(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        card = _parse_card(d.pop("card"))

        long_shot_bet_placed_data = cls(
            seat=seat,
            bet=bet,
            horse=horse,
            amount=amount,
            paid_by=paid_by,
            card=card,
        )

        return long_shot_bet_placed_data
