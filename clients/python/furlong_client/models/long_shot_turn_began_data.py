from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotTurnBeganData")


@_attrs_define
class LongShotTurnBeganData:
    """The data of a `TurnBegan` (LongShot).

    Attributes:
        seat (int):
        turn (int):
    """

    seat: int
    turn: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        turn = self.turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        turn = d.pop("turn")

        long_shot_turn_began_data = cls(
            seat=seat,
            turn=turn,
        )

        return long_shot_turn_began_data
