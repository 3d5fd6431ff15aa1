from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NeckAndNeckMoveHorse")


@_attrs_define
class NeckAndNeckMoveHorse:
    """
    Attributes:
        type_ (Literal['MoveHorse']):
        horse (int):
        to (str):
        seat (int | Unset): optional; must be the caller's own seat
    """

    type_: Literal["MoveHorse"]
    horse: int
    to: str
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        horse = self.horse

        to = self.to

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "horse": horse,
                "to": to,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["MoveHorse"], d.pop("type"))
        if type_ != "MoveHorse":
            raise ValueError(f"type must match const 'MoveHorse', got '{type_}'")

        horse = d.pop("horse")

        to = d.pop("to")

        seat = d.pop("seat", UNSET)

        neck_and_neck_move_horse = cls(
            type_=type_,
            horse=horse,
            to=to,
            seat=seat,
        )

        return neck_and_neck_move_horse
