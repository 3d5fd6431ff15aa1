from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PhotoFinishPutAwayDie")


@_attrs_define
class PhotoFinishPutAwayDie:
    """
    Attributes:
        type_ (Literal['PutAwayDie']):
        die (int):
        seat (int | Unset): optional; must be the caller's own seat
    """

    type_: Literal["PutAwayDie"]
    die: int
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        die = self.die

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "die": die,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["PutAwayDie"], d.pop("type"))
        if type_ != "PutAwayDie":
            raise ValueError(f"type must match const 'PutAwayDie', got '{type_}'")

        die = d.pop("die")

        seat = d.pop("seat", UNSET)

        photo_finish_put_away_die = cls(
            type_=type_,
            die=die,
            seat=seat,
        )

        return photo_finish_put_away_die
