from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="NeckAndNeckDiceRolledData")


@_attrs_define
class NeckAndNeckDiceRolledData:
    """The data of a `DiceRolled` (NeckAndNeck).

    Attributes:
        seat (int):
        red (int):
        white (int):
        red_nonce (str):
        white_nonce (str):
    """

    seat: int
    red: int
    white: int
    red_nonce: str
    white_nonce: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        red = self.red

        white = self.white

        red_nonce = self.red_nonce

        white_nonce = self.white_nonce

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "red": red,
                "white": white,
                "red_nonce": red_nonce,
                "white_nonce": white_nonce,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        red = d.pop("red")

        white = d.pop("white")

        red_nonce = d.pop("red_nonce")

        white_nonce = d.pop("white_nonce")

        neck_and_neck_dice_rolled_data = cls(
            seat=seat,
            red=red,
            white=white,
            red_nonce=red_nonce,
            white_nonce=white_nonce,
        )

        return neck_and_neck_dice_rolled_data
