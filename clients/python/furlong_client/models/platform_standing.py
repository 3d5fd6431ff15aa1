from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlatformStanding")


@_attrs_define
class PlatformStanding:
    """
    Attributes:
        seat (int):
        money (int):
        rank (int):
    """

    seat: int
    money: int
    rank: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        money = self.money

        rank = self.rank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "money": money,
                "rank": rank,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        money = d.pop("money")

        rank = d.pop("rank")

        platform_standing = cls(
            seat=seat,
            money=money,
            rank=rank,
        )

        return platform_standing
