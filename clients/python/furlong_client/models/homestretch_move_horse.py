from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HomestretchMoveHorse")


@_attrs_define
class HomestretchMoveHorse:
    """
    Attributes:
        type_ (Literal['MoveHorse']):
        spaces (int):
        seat (int | Unset): optional; must be the caller's own seat
    """

    type_: Literal["MoveHorse"]
    spaces: int
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        spaces = self.spaces

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "spaces": spaces,
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

        spaces = d.pop("spaces")

        seat = d.pop("seat", UNSET)

        homestretch_move_horse = cls(
            type_=type_,
            spaces=spaces,
            seat=seat,
        )

        return homestretch_move_horse
