from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PhotoFinishBetOnWinner")


@_attrs_define
class PhotoFinishBetOnWinner:
    """
    Attributes:
        type_ (Literal['BetOnWinner']):
        horse (int):
        amount (int):
        seat (int | Unset): optional; must be the caller's own seat
    """

    type_: Literal["BetOnWinner"]
    horse: int
    amount: int
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        horse = self.horse

        amount = self.amount

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "horse": horse,
                "amount": amount,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["BetOnWinner"], d.pop("type"))
        if type_ != "BetOnWinner":
            raise ValueError(f"type must match const 'BetOnWinner', got '{type_}'")

        horse = d.pop("horse")

        amount = d.pop("amount")

        seat = d.pop("seat", UNSET)

        photo_finish_bet_on_winner = cls(
            type_=type_,
            horse=horse,
            amount=amount,
            seat=seat,
        )

        return photo_finish_bet_on_winner
