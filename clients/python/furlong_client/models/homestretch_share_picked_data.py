from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HomestretchSharePickedData")


@_attrs_define
class HomestretchSharePickedData:
    """The data of a `SharePicked` (Homestretch).

    Attributes:
        seat (int):
        round_ (int):
        card (str | Unset): Sealed: absent while redacted.
    """

    seat: int
    round_: int
    card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        round_ = self.round_

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "round": round_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        round_ = d.pop("round")

        card = d.pop("card", UNSET)

        homestretch_share_picked_data = cls(
            seat=seat,
            round_=round_,
            card=card,
        )

        return homestretch_share_picked_data
