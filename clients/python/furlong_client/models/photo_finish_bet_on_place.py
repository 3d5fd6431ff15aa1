from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PhotoFinishBetOnPlace")


@_attrs_define
class PhotoFinishBetOnPlace:
    """
    Attributes:
        type_ (Literal['BetOnPlace']):
        horses (list[int]):
        amount (int):
        seat (int | Unset): optional; must be the caller's own seat
    """

    type_: Literal["BetOnPlace"]
    horses: list[int]
    amount: int
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        horses = self.horses

        amount = self.amount

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "horses": horses,
                "amount": amount,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["BetOnPlace"], d.pop("type"))
        if type_ != "BetOnPlace":
            raise ValueError(f"type must match const 'BetOnPlace', got '{type_}'")

        horses = cast(list[int], d.pop("horses"))

        amount = d.pop("amount")

        seat = d.pop("seat", UNSET)

        photo_finish_bet_on_place = cls(
            type_=type_,
            horses=horses,
            amount=amount,
            seat=seat,
        )

        return photo_finish_bet_on_place
