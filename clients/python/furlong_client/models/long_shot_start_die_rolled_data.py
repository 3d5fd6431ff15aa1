from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotStartDieRolledData")


@_attrs_define
class LongShotStartDieRolledData:
    """The data of a `StartDieRolled` (LongShot).

    Attributes:
        seat (int):
        value (int):
        nonce (str):
        round_ (int):
    """

    seat: int
    value: int
    nonce: str
    round_: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        value = self.value

        nonce = self.nonce

        round_ = self.round_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "value": value,
                "nonce": nonce,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        value = d.pop("value")

        nonce = d.pop("nonce")

        round_ = d.pop("round")

        long_shot_start_die_rolled_data = cls(
            seat=seat,
            value=value,
            nonce=nonce,
            round_=round_,
        )

        return long_shot_start_die_rolled_data
