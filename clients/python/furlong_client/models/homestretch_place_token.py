from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HomestretchPlaceToken")


@_attrs_define
class HomestretchPlaceToken:
    """
    Attributes:
        type_ (Literal['PlaceToken']):
        horse (int):
        line (str):
        value (int):
        seat (int | Unset): optional; must be the caller's own seat
    """

    type_: Literal["PlaceToken"]
    horse: int
    line: str
    value: int
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        horse = self.horse

        line = self.line

        value = self.value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "horse": horse,
                "line": line,
                "value": value,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["PlaceToken"], d.pop("type"))
        if type_ != "PlaceToken":
            raise ValueError(f"type must match const 'PlaceToken', got '{type_}'")

        horse = d.pop("horse")

        line = d.pop("line")

        value = d.pop("value")

        seat = d.pop("seat", UNSET)

        homestretch_place_token = cls(
            type_=type_,
            horse=horse,
            line=line,
            value=value,
            seat=seat,
        )

        return homestretch_place_token
