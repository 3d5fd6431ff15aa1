from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotHorseBoughtData")


@_attrs_define
class LongShotHorseBoughtData:
    """The data of a `HorseBought` (LongShot).

    Attributes:
        seat (int):
        horse (int):
        price (int):
    """

    seat: int
    horse: int
    price: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        horse = self.horse

        price = self.price

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "horse": horse,
                "price": price,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        horse = d.pop("horse")

        price = d.pop("price")

        long_shot_horse_bought_data = cls(
            seat=seat,
            horse=horse,
            price=price,
        )

        return long_shot_horse_bought_data
