from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JockeyKeepCards")


@_attrs_define
class JockeyKeepCards:
    """
    Attributes:
        type_ (Literal['KeepCards']):
        seat (int | Unset): optional; must be the caller's own seat
        cards (list[str] | Unset):
    """

    type_: Literal["KeepCards"]
    seat: int | Unset = UNSET
    cards: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["KeepCards"], d.pop("type"))
        if type_ != "KeepCards":
            raise ValueError(f"type must match const 'KeepCards', got '{type_}'")

        seat = d.pop("seat", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))

        jockey_keep_cards = cls(
            type_=type_,
            seat=seat,
            cards=cards,
        )

        return jockey_keep_cards
