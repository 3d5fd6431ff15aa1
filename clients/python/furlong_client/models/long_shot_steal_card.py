from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LongShotStealCard")


@_attrs_define
class LongShotStealCard:
    """
    Attributes:
        type_ (Literal['StealCard']):
        card (int):
        seat (int | Unset): optional; must be the caller's own seat
    """

    type_: Literal["StealCard"]
    card: int
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["StealCard"], d.pop("type"))
        if type_ != "StealCard":
            raise ValueError(f"type must match const 'StealCard', got '{type_}'")

        card = d.pop("card")

        seat = d.pop("seat", UNSET)

        long_shot_steal_card = cls(
            type_=type_,
            card=card,
            seat=seat,
        )

        return long_shot_steal_card
