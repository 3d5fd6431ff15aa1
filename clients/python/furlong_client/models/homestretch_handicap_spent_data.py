from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchHandicapSpentData")


@_attrs_define
class HomestretchHandicapSpentData:
    """The data of a `HandicapSpent` (Homestretch).

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

        homestretch_handicap_spent_data = cls(
            horse=horse,
            token=token,
        )

        return homestretch_handicap_spent_data
