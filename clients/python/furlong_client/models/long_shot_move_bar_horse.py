from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LongShotMoveBarHorse")


@_attrs_define
class LongShotMoveBarHorse:
    """
    Attributes:
        type_ (Literal['MoveBarHorse']):
        horse (int):
        seat (int | Unset): optional; must be the caller's own seat
    """

    type_: Literal["MoveBarHorse"]
    horse: int
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        horse = self.horse

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "horse": horse,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["MoveBarHorse"], d.pop("type"))
        if type_ != "MoveBarHorse":
            raise ValueError(f"type must match const 'MoveBarHorse', got '{type_}'")

        horse = d.pop("horse")

        seat = d.pop("seat", UNSET)

        long_shot_move_bar_horse = cls(
            type_=type_,
            horse=horse,
            seat=seat,
        )

        return long_shot_move_bar_horse
