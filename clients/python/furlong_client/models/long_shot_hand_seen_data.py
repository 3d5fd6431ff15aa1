from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LongShotHandSeenData")


@_attrs_define
class LongShotHandSeenData:
    """The data of a `HandSeen` (LongShot).

    Attributes:
        seat (int):
        victim (int):
        cards (list[int] | Unset): Sealed: absent while redacted.
    """

    seat: int
    victim: int
    cards: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        victim = self.victim

        cards: list[int] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "victim": victim,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        victim = d.pop("victim")

        cards = cast(list[int], d.pop("cards", UNSET))

        long_shot_hand_seen_data = cls(
            seat=seat,
            victim=victim,
            cards=cards,
        )

        return long_shot_hand_seen_data
