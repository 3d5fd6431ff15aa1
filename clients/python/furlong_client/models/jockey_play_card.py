from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JockeyPlayCard")


@_attrs_define
class JockeyPlayCard:
    """
    Attributes:
        type_ (Literal['PlayCard']):
        card (str):
        seat (int | Unset): optional; must be the caller's own seat
        horse (None | str | Unset):
    """

    type_: Literal["PlayCard"]
    card: str
    seat: int | Unset = UNSET
    horse: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        seat = self.seat

        horse: None | str | Unset
        if isinstance(self.horse, Unset):
            horse = UNSET
        else:
            horse = self.horse

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if horse is not UNSET:
            field_dict["horse"] = horse

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["PlayCard"], d.pop("type"))
        if type_ != "PlayCard":
            raise ValueError(f"type must match const 'PlayCard', got '{type_}'")

        card = d.pop("card")

        seat = d.pop("seat", UNSET)

        def _parse_horse(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        horse = _parse_horse(d.pop("horse", UNSET))

        jockey_play_card = cls(
            type_=type_,
            card=card,
            seat=seat,
            horse=horse,
        )

        return jockey_play_card
