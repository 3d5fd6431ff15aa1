from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HomestretchBuyBlind")


@_attrs_define
class HomestretchBuyBlind:
    """
    Attributes:
        type_ (Literal['BuyBlind']):
        seat (int | Unset): optional; must be the caller's own seat
    """

    type_: Literal["BuyBlind"]
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["BuyBlind"], d.pop("type"))
        if type_ != "BuyBlind":
            raise ValueError(f"type must match const 'BuyBlind', got '{type_}'")

        seat = d.pop("seat", UNSET)

        homestretch_buy_blind = cls(
            type_=type_,
            seat=seat,
        )

        return homestretch_buy_blind
