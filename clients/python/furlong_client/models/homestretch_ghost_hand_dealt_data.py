from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HomestretchGhostHandDealtData")


@_attrs_define
class HomestretchGhostHandDealtData:
    """The data of a `GhostHandDealt` (Homestretch).

    Attributes:
        cards (list[str] | Unset): Sealed: absent while redacted.
    """

    cards: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards", UNSET))

        homestretch_ghost_hand_dealt_data = cls(
            cards=cards,
        )

        return homestretch_ghost_hand_dealt_data
