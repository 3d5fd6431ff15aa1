from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HandicapSpentDataHomestretch")


@_attrs_define
class HandicapSpentDataHomestretch:
    """
    Attributes:
        horse (int):
        token (str):
    """

    horse: int
    token: str

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "horse": horse,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        horse = d.pop("horse")

        token = d.pop("token")

        handicap_spent_data_homestretch = cls(
            horse=horse,
            token=token,
        )

        return handicap_spent_data_homestretch
