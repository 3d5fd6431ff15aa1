from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ThePlatform")


@_attrs_define
class ThePlatform:
    """
    Attributes:
        system (str):
        for_seat (int | Unset): With `timeout`: the seat whose deadline passed.
    """

    system: str
    for_seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        system = self.system

        for_seat = self.for_seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "system": system,
            }
        )
        if for_seat is not UNSET:
            field_dict["for_seat"] = for_seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        system = d.pop("system")

        for_seat = d.pop("for_seat", UNSET)

        the_platform = cls(
            system=system,
            for_seat=for_seat,
        )

        return the_platform
