from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LongShotDiscardCards")


@_attrs_define
class LongShotDiscardCards:
    """
    Attributes:
        type_ (Literal['DiscardCards']):
        first (int):
        second (int):
        seat (int | Unset): optional; must be the caller's own seat
    """

    type_: Literal["DiscardCards"]
    first: int
    second: int
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        first = self.first

        second = self.second

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "first": first,
                "second": second,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["DiscardCards"], d.pop("type"))
        if type_ != "DiscardCards":
            raise ValueError(f"type must match const 'DiscardCards', got '{type_}'")

        first = d.pop("first")

        second = d.pop("second")

        seat = d.pop("seat", UNSET)

        long_shot_discard_cards = cls(
            type_=type_,
            first=first,
            second=second,
            seat=seat,
        )

        return long_shot_discard_cards
