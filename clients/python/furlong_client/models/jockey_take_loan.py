from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JockeyTakeLoan")


@_attrs_define
class JockeyTakeLoan:
    """
    Attributes:
        type_ (Literal['TakeLoan']):
        amount (int):
        seat (int | Unset): optional; must be the caller's own seat
    """

    type_: Literal["TakeLoan"]
    amount: int
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        amount = self.amount

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "amount": amount,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["TakeLoan"], d.pop("type"))
        if type_ != "TakeLoan":
            raise ValueError(f"type must match const 'TakeLoan', got '{type_}'")

        amount = d.pop("amount")

        seat = d.pop("seat", UNSET)

        jockey_take_loan = cls(
            type_=type_,
            amount=amount,
            seat=seat,
        )

        return jockey_take_loan
