from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchTieRoll")


@_attrs_define
class HomestretchTieRoll:
    """
    Attributes:
        seat (int):
        value (int):
        nonce (str):
    """

    seat: int
    value: int
    nonce: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        value = self.value

        nonce = self.nonce

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "value": value,
                "nonce": nonce,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        value = d.pop("value")

        nonce = d.pop("nonce")

        homestretch_tie_roll = cls(
            seat=seat,
            value=value,
            nonce=nonce,
        )

        return homestretch_tie_roll
