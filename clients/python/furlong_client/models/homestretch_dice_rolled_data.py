from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchDiceRolledData")


@_attrs_define
class HomestretchDiceRolledData:
    """The data of a `DiceRolled` (Homestretch).

    Attributes:
        seat (int):
        die_a (int):
        die_b (int):
        nonce_a (str):
        nonce_b (str):
    """

    seat: int
    die_a: int
    die_b: int
    nonce_a: str
    nonce_b: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        die_a = self.die_a

        die_b = self.die_b

        nonce_a = self.nonce_a

        nonce_b = self.nonce_b

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "die_a": die_a,
                "die_b": die_b,
                "nonce_a": nonce_a,
                "nonce_b": nonce_b,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        die_a = d.pop("die_a")

        die_b = d.pop("die_b")

        nonce_a = d.pop("nonce_a")

        nonce_b = d.pop("nonce_b")

        homestretch_dice_rolled_data = cls(
            seat=seat,
            die_a=die_a,
            die_b=die_b,
            nonce_a=nonce_a,
            nonce_b=nonce_b,
        )

        return homestretch_dice_rolled_data
