from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SetAutoplayBody")


@_attrs_define
class SetAutoplayBody:
    """
    Attributes:
        on (bool):
    """

    on: bool

    def to_dict(self) -> dict[str, Any]:
        on = self.on

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "on": on,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        on = d.pop("on")

        set_autoplay_body = cls(
            on=on,
        )

        return set_autoplay_body
