from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LongShotPlayCard")


@_attrs_define
class LongShotPlayCard:
    """
    Attributes:
        type_ (Literal['PlayCard']):
        card (int):
        seat (int | Unset): optional; must be the caller's own seat
        horse (int | None | Unset):
        target (int | None | Unset):
    """

    type_: Literal["PlayCard"]
    card: int
    seat: int | Unset = UNSET
    horse: int | None | Unset = UNSET
    target: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        seat = self.seat

        horse: int | None | Unset
        if isinstance(self.horse, Unset):
            horse = UNSET
        else:
            horse = self.horse

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

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
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["PlayCard"], d.pop("type"))
        if type_ != "PlayCard":
            raise ValueError(f"type must match const 'PlayCard', got '{type_}'")

        card = d.pop("card")

        seat = d.pop("seat", UNSET)

        def _parse_horse(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        horse = _parse_horse(d.pop("horse", UNSET))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        long_shot_play_card = cls(
            type_=type_,
            card=card,
            seat=seat,
            horse=horse,
            target=target,
        )

        return long_shot_play_card
