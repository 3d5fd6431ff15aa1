from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotDiceRolledData")


@_attrs_define
class LongShotDiceRolledData:
    """The data of a `DiceRolled` (LongShot).

    Attributes:
        seat (int):
        horse_rolls (list[int]):
        horse_nonces (list[str]):
        face (int):
        face_nonce (str):
        horse (int):
        move (int):
    """

    seat: int
    horse_rolls: list[int]
    horse_nonces: list[str]
    face: int
    face_nonce: str
    horse: int
    move: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        horse_rolls = self.horse_rolls

        horse_nonces = self.horse_nonces

        face = self.face

        face_nonce = self.face_nonce

        horse = self.horse

        move = self.move

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "horse_rolls": horse_rolls,
                "horse_nonces": horse_nonces,
                "face": face,
                "face_nonce": face_nonce,
                "horse": horse,
                "move": move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        horse_rolls = cast(list[int], d.pop("horse_rolls"))

        horse_nonces = cast(list[str], d.pop("horse_nonces"))

        face = d.pop("face")

        face_nonce = d.pop("face_nonce")

        horse = d.pop("horse")

        move = d.pop("move")

        long_shot_dice_rolled_data = cls(
            seat=seat,
            horse_rolls=horse_rolls,
            horse_nonces=horse_nonces,
            face=face,
            face_nonce=face_nonce,
            horse=horse,
            move=move,
        )

        return long_shot_dice_rolled_data
