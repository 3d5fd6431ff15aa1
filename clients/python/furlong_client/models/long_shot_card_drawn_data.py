from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LongShotCardDrawnData")


@_attrs_define
class LongShotCardDrawnData:
    """The data of a `CardDrawn` (LongShot).

    Attributes:
        seat (int):
        reason (str):
        card (int | Unset): Sealed: absent while redacted.
    """

    seat: int
    reason: str
    card: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        reason = self.reason

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "reason": reason,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        reason = d.pop("reason")

        card = d.pop("card", UNSET)

        long_shot_card_drawn_data = cls(
            seat=seat,
            reason=reason,
            card=card,
        )

        return long_shot_card_drawn_data
