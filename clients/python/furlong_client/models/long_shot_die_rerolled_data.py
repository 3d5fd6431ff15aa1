from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotDieRerolledData")


@_attrs_define
class LongShotDieRerolledData:
    """The data of a `DieRerolled` (LongShot).

    Attributes:
        seat (int):
        die (str):
        rolls (list[int]):
        nonces (list[str]):
        value (int):
    """

    seat: int
    die: str
    rolls: list[int]
    nonces: list[str]
    value: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        die = self.die

        rolls = self.rolls

        nonces = self.nonces

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "die": die,
                "rolls": rolls,
                "nonces": nonces,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        die = d.pop("die")

        rolls = cast(list[int], d.pop("rolls"))

        nonces = cast(list[str], d.pop("nonces"))

        value = d.pop("value")

        long_shot_die_rerolled_data = cls(
            seat=seat,
            die=die,
            rolls=rolls,
            nonces=nonces,
            value=value,
        )

        return long_shot_die_rerolled_data
